/**
 * A published page's Content-Security-Policy, carried by the page itself in a `<meta>`: the page
 * is a static file, so its policy is fixed when it is published, with the hash of each of its
 * `<style>` elements in place of a per-response nonce (which made nginx rewrite every response).
 */

/**
 * The hash of the empty string. styled-components' production build creates one empty `<style>`
 * and fills it with CSSOM `insertRule`, which CSP does not check; its empty text is what is.
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * The policy, with `style-src` allowing this origin and exactly the given style hashes. What
 * only a header can say (frame-ancestors) nginx sends; a meta policy would log an error for it.
 */
export function contentSecurityPolicy(styleHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

// A <style> element's text runs to the first `</style` that ends a tag (HTML's raw text rule).
// Scripts and comments are matched first so that text inside them is never taken for a style.
const STYLE_OR_SKIPPED =
  /<script\b[^>]*>[\s\S]*?<\/script[\s/>]|<!--[\s\S]*?-->|<style\b[^>]*>([\s\S]*?)<\/style[\s/>]/gi;
// The parser turns every CR LF and lone CR into LF before an element sees its text.
const CARRIAGE_RETURN = /\r\n?/g;
const CHARSET_META = /<meta charset="[^"]*"\s*\/?>/i;

/** The text of every `<style>` element of a document, as the browser's parser gives it. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE_OR_SKIPPED)]
    .map(([, text]) => text)
    .filter((text) => text !== undefined)
    .map((text) => text.replace(CARRIAGE_RETURN, '\n'));
}

/** `'sha256-…'` of a style's text (UTF-8), as CSP compares it. */
export async function styleHash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/**
 * `html` with its policy in a `<meta http-equiv>` right after `<meta charset>`: before any style,
 * script or link, since a meta policy governs only what comes after it.
 */
export async function withContentSecurityPolicy(html: string): Promise<string> {
  if (!CHARSET_META.test(html)) throw new Error('the page has no <meta charset> to put its policy after');
  const hashes = await Promise.all(inlineStyles(html).map(styleHash));
  const policy = contentSecurityPolicy([...new Set([...hashes, EMPTY_STYLE_HASH])]);
  return html.replace(
    CHARSET_META,
    (charset) => `${charset}<meta http-equiv="Content-Security-Policy" content="${policy}">`,
  );
}
