// @vitest-environment node
import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  EMPTY_STYLE_HASH,
  inlineStyles,
  styleHash,
  withContentSecurityPolicy,
} from './content-security-policy.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Home · Brightside</title>
    <style data-styled="true" data-styled-version="6">.a{color:red}/*!sc*/\r\n.b::after{content:"é → </stylee>"}</style>
    <script type="application/json" id="site-content">{"note":"<style>.x{}</style>"}</script>
    <!-- <style>.commented{}</style> -->
    <STYLE media="print">
.print{display:none}</STYLE >
  </head>
  <body><div id="root"><main>From $450</main></div></body>
</html>`;

/** The policy of the page's meta, parsed as a browser would, and the text of each of its styles. */
function parsed(html: string) {
  const { document } = new JSDOM(html).window;
  const meta = document.head.querySelector('meta[http-equiv="Content-Security-Policy"]');
  return {
    document,
    meta,
    policy: meta?.getAttribute('content') ?? '',
    styles: [...document.querySelectorAll('style')].map((style) => style.textContent ?? ''),
  };
}

describe("a published page's Content-Security-Policy", () => {
  it('hashes a style as CSP does: sha256 of its UTF-8 text, base64', async () => {
    expect(await styleHash('')).toBe(EMPTY_STYLE_HASH);
    expect(await styleHash('.b::after{content:"é"}')).toBe(sha256('.b::after{content:"é"}'));
  });

  it("finds the text of every <style> as the browser's parser does, and none inside a script or comment", () => {
    expect(inlineStyles(PAGE)).toEqual(parsed(PAGE).styles);
    expect(inlineStyles(PAGE)).toHaveLength(2);
  });

  it("lists the hash of each of the page's styles, and the empty style styled-components fills at run time", async () => {
    const { policy, styles } = parsed(await withContentSecurityPolicy(PAGE));

    const styleSrc = /style-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(styleSrc).toEqual(["'self'", ...styles.map(sha256), EMPTY_STYLE_HASH]);
    expect(policy).toBe(contentSecurityPolicy([...styles.map(sha256), EMPTY_STYLE_HASH]));
  });

  it('puts the policy first after <meta charset>, before any style, script or link', async () => {
    const { document, meta } = parsed(await withContentSecurityPolicy(PAGE));

    expect(document.head.firstElementChild?.getAttribute('charset')).toBe('UTF-8');
    expect(document.head.firstElementChild?.nextElementSibling).toBe(meta);
  });

  it('allows no inline script or style, no nonce, and says nothing a meta policy cannot say', () => {
    const policy = contentSecurityPolicy([EMPTY_STYLE_HASH]);

    expect(policy).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='; " +
        "img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'",
    );
    expect(policy).not.toMatch(/unsafe|nonce|frame-ancestors|report-uri|sandbox/);
  });

  it('lists a hash once when two styles have the same text', async () => {
    const twice = PAGE.replace('<title>', '<style></style><style>.a{}</style><style>.a{}</style><title>');
    const { policy } = parsed(await withContentSecurityPolicy(twice));

    expect(policy.match(/'sha256-/g)).toHaveLength(4);
  });

  it('refuses a page without <meta charset>, which the policy must follow', async () => {
    await expect(withContentSecurityPolicy('<html><head><style></style></head></html>')).rejects.toThrow(
      /no <meta charset>/,
    );
  });
});
