import { createHash } from 'node:crypto';
import { type IncomingHttpHeaders, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { SiteDetails } from '@painting-site/gateway/contract/business';
import type { GalleryResponse } from '@painting-site/gateway/contract/gallery';
import { PUBLIC_PAGES } from '@painting-site/gateway/contract/routes';
import type { ServicesResponse } from '@painting-site/gateway/contract/services';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { HELD_LINK_LONGEST_WAIT_MS } from '../web/src/app/app-on-screen.ts';
import { contentSecurityPolicy, EMPTY_STYLE_HASH } from '../web/src/app/content-security-policy.ts';
import { holdBackApp, showIntent, useBrowserPage, waitForApp } from './stack/browser.ts';
import { HUMAN_FILL_TIME_MS } from './stack/human-pace.ts';
import { policyDirectives } from './stack/policy-directives.ts';
import {
  api,
  firstResponse,
  followMainNav,
  htmlText,
  recordContentApiCalls,
  THROUGH_THE_PAGES,
} from './stack/published-pages.ts';

const baseUrl = inject('baseUrl');
const session = useBrowserPage();

/** React owns the page: the h1 is the server's element, now with React's props on it. */
const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactProps'));
  });

/** TCP's initial congestion window (ten segments of 1,460 B): what a new connection delivers in its first round trip. */
const FIRST_ROUND_TRIP_BYTES = 14_600;

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** `<meta property|name="key" content="…">` of the head, or undefined. */
function metaContent(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta\b[^>]*>/g)]
    .map(([match]) => match)
    .find((match) => attribute(match, 'property') === key || attribute(match, 'name') === key);
  return tag && attribute(tag, 'content');
}

function scripts(html: string): Array<{ tag: string; body: string }> {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)].map(([, tag = '', body = '']) => ({ tag, body }));
}

function jsonLd(html: string): Record<string, unknown> {
  const block = scripts(html).find(({ tag }) => attribute(tag, 'type') === 'application/ld+json');
  if (!block) throw new Error('no JSON-LD block');
  return JSON.parse(block.body) as Record<string, unknown>;
}

/** `'sha256-…'` of a style's text, as CSP lists it. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A GET as it crosses the wire: the body's bytes as sent (fetch would unzip them), gzip accepted. */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}${path}`,
      { headers: { 'Accept-Encoding': 'gzip', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const pageTitle = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the published pages, as their first HTML response', () => {
  it.each(PUBLIC_PAGES)(
    '$path arrives whole: business name and phone, its own head, valid JSON-LD',
    async ({ path }) => {
      const site = await api<SiteDetails>(baseUrl, '/api/site');
      const { status, headers, html } = await firstResponse(baseUrl, path);

      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^text\/html/);
      expect(headers.get('cache-control')).toBe('no-cache');
      const body = html.slice(html.indexOf('<body'));
      expect(body).toContain(htmlText(site.name));
      expect(body).toContain(htmlText(site.phone));

      const title = pageTitle(html);
      expect(title).toContain(htmlText(site.name));
      expect(html.match(/<title>/g)).toHaveLength(1);
      const description = metaContent(html, 'description');
      expect(description?.length).toBeGreaterThan(20);
      expect(metaContent(html, 'og:title')).toBe(title);
      expect(metaContent(html, 'og:description')).toBe(description);
      expect(metaContent(html, 'og:url')).toBe(`${site.siteUrl}${path}`);
      expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}${path}"`);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      const image = metaContent(html, 'og:image') ?? '';
      expect(image.startsWith(`${site.siteUrl}/uploads/`)).toBe(true);
      const picture = await fetch(`${baseUrl}${new URL(image).pathname}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');

      expect(jsonLd(html)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'HousePainter',
        name: site.name,
        telephone: site.phoneHref,
      });
      // No content snapshot in the page (the app fetches content.json): the page arrives within
      // the first round trip of a new connection (TCP's initial window of ten segments, ~14 KB).
      expect(scripts(html).filter(({ tag }) => attribute(tag, 'type') === 'application/json')).toEqual([]);
      expect((await rawGet(path)).body.length).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    },
  );

  it('gives each page a title and description of its own', async () => {
    const heads = await Promise.all(PUBLIC_PAGES.map(async ({ path }) => (await firstResponse(baseUrl, path)).html));
    expect(new Set(heads.map(pageTitle)).size).toBe(PUBLIC_PAGES.length);
    expect(new Set(heads.map((html) => metaContent(html, 'description'))).size).toBe(PUBLIC_PAGES.length);
  });

  it('lists every service on /services and every picture title on /gallery', async () => {
    const { services } = await api<ServicesResponse>(baseUrl, '/api/services');
    const { items } = await api<GalleryResponse>(baseUrl, '/api/gallery');
    expect(services.length).toBeGreaterThan(0);
    expect(items.length).toBeGreaterThan(0);

    const servicesPage = (await firstResponse(baseUrl, '/services')).html;
    for (const service of services) expect(servicesPage).toContain(htmlText(service.title));
    const galleryPage = (await firstResponse(baseUrl, '/gallery')).html;
    for (const item of items) expect(galleryPage).toContain(htmlText(item.title));
  });

  it('carries no inline executable script: its boot script naming the app, data blocks, a preload of its chunks', async () => {
    for (const { path } of PUBLIC_PAGES) {
      const { html } = await firstResponse(baseUrl, path);
      const modules = scripts(html).filter(({ tag }) => attribute(tag, 'type') === 'module');
      expect(modules, `${path} starts with one script`).toHaveLength(1);
      for (const { tag, body } of scripts(html)) {
        const type = attribute(tag, 'type');
        if (type === 'module') {
          expect(attribute(tag, 'src'), tag).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
          expect(attribute(tag, 'data-app'), tag).toMatch(/^\/assets\/index-[\w-]+\.js$/);
          expect(body).toBe('');
        } else {
          expect(['application/json', 'application/ld+json'], tag).toContain(type);
        }
      }
      const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
      expect(preloads.length, `${path} preloads its route chunk`).toBeGreaterThan(0);
      const app = attribute(modules[0]?.tag ?? '', 'data-app') ?? '';
      for (const href of [...preloads, app]) expect((await fetch(`${baseUrl}${href}`)).status).toBe(200);
    }
  });

  it.each([...PUBLIC_PAGES.map(({ path }) => path), '/no-such-page'])(
    '%s carries its own policy first after <meta charset>, with the hash of each of its styles',
    async (path) => {
      const { headers, html } = await firstResponse(baseUrl, path);
      const policy =
        /^<!doctype html>\s*<html[^>]*>\s*<head>\s*<meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy" content="([^"]+)">/i.exec(
          html,
        )?.[1];
      expect(policy, 'the meta policy right after <meta charset>').toBeDefined();
      const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text = '']) => text);
      expect(styles.length).toBeGreaterThan(0);
      const hashes = new Set(styles.map(sha256));
      expect(policy).toBe(contentSecurityPolicy([...hashes, EMPTY_STYLE_HASH]));
      expect(html).not.toMatch(/\bnonce=|__CSP_NONCE__/);

      // The header holds what is the same for every page, as the meta says it, and what only a
      // header can say; it leaves styles to the meta (a browser enforces both policies).
      const header = policyDirectives(headers.get('content-security-policy') ?? '');
      const meta = policyDirectives(policy ?? '');
      expect(header.get('frame-ancestors')).toBe("'none'");
      expect(header.has('style-src')).toBe(false);
      expect(header.has('default-src')).toBe(false);
      for (const name of [
        'script-src',
        'img-src',
        'font-src',
        'connect-src',
        'object-src',
        'base-uri',
        'form-action',
      ]) {
        expect(header.get(name), name).toBe(meta.get(name));
      }
      expect([...header.keys()].sort()).toEqual(
        [...meta.keys(), 'frame-ancestors'].filter((name) => !['default-src', 'style-src'].includes(name)).sort(),
      );
    },
  );

  it('serves a page as the file it is: the same bytes and ETag every time, precompressed, 304 when unchanged', async () => {
    const first = await rawGet('/services');
    const second = await rawGet('/services');
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toBe('Accept-Encoding');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(second.headers.etag).toBe(etag);
    expect(second.body.equals(first.body)).toBe(true);
    // The publisher's file, compressed once: its length is known before it is sent.
    expect(first.headers['content-length']).toBe(String(first.body.length));
    expect(gunzipSync(first.body).toString('utf8')).toContain('<meta http-equiv="Content-Security-Policy"');

    const unchanged = await rawGet('/services', { 'If-None-Match': etag ?? '' });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    // A client that takes no gzip gets the page itself.
    const plain = await rawGet('/services', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(gunzipSync(first.body))).toBe(true);
  });

  it.each(['/no-such-page', '/content.json'])(
    'serves %s precompressed too: its length known, no compression per request',
    async (path) => {
      const first = await rawGet(path);
      expect(first.headers['content-encoding']).toBe('gzip');
      // nginx's own gzip streams (chunked, no length); the publisher's .gz is a file with one.
      expect(first.headers['content-length']).toBe(String(first.body.length));
      expect(first.headers['transfer-encoding']).toBeUndefined();
      expect((await rawGet(path)).body.equals(first.body)).toBe(true);
    },
  );

  it('answers an unknown path with the published not-found page and status 404', async () => {
    const site = await api<SiteDetails>(baseUrl, '/api/site');
    const { status, html } = await firstResponse(baseUrl, '/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('Page not found');
    expect(html).toContain(htmlText(site.name));
  });
});

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe('the published pages in Chromium', () => {
  it.each(PUBLIC_PAGES)('$path hydrates without errors, CSP violations or a content API call', async ({ path }) => {
    const { page } = session;
    const violations = await watchCspViolations(page);
    const apiCalls = recordContentApiCalls(page);
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    const publishedHeading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.waitForLoadState('networkidle');
    // Loaded, painted, its app fetched: a visitor who only reads never runs it.
    expect(await isHydrated(page)).toBe(false);

    await showIntent(page);
    // Hydration runs in a transition, in slices: on a busy machine it ends after the network is idle.
    await expect.poll(() => isHydrated(page)).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(publishedHeading);
    expect(await page.evaluate(() => document.title)).toContain('·');
    const styleRules = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((style) => style.sheet?.cssRules.length ?? 0),
    );
    expect(styleRules.reduce((sum, rules) => sum + rules, 0)).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
    expect(apiCalls).toEqual([]);
  });

  it('moves between the four pages by their links, with content and no API call', async () => {
    const { page } = session;
    const apiCalls = recordContentApiCalls(page);
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await followMainNav(page, baseUrl, [...THROUGH_THE_PAGES, ['Home', '/']]);
    expect(apiCalls).toEqual([]);
  });

  it('keeps what a visitor typed into the quote form before the app had loaded, and sends it', async () => {
    const { page } = session;
    // The published form is on screen, the app not yet running.
    const releaseApp = await holdBackApp(page);
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'domcontentloaded' });
    const details = `Porch ceiling and railings, typed early ${Date.now()}`;
    await page.getByLabel('Name').fill('Early Typist');
    await page.getByRole('textbox', { name: 'Email' }).fill('early@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('(503) 555-0123');
    await page.getByLabel('Street address or ZIP').fill('97201');
    await page.getByLabel('Project details').fill(details);
    await page.getByLabel('Phone call').check();
    expect(await isHydrated(page)).toBe(false);
    // Were it sent now, by the browser, the fields would go in a body, not in the address.
    expect(await page.getByRole('form', { name: 'Quote request' }).getAttribute('method')).toBe('post');

    releaseApp();
    await expect.poll(() => isHydrated(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    const hydrated = Date.now();
    await expect.poll(() => page.getByLabel('Project details').inputValue()).toBe(details);
    // The gateway counts the fill time from the form's token, which the running app asks for.
    await page.waitForTimeout(Math.max(0, HUMAN_FILL_TIME_MS - (Date.now() - hydrated)));
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/api/contact'),
    );
    await page.getByRole('button', { name: 'Send request' }).click();
    const body = (await sent).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      name: 'Early Typist',
      email: 'early@example.com',
      phone: '(503) 555-0123',
      address: '97201',
      details,
      preferredContact: 'phone',
    });
    await page.getByText('Thanks! Your request is on its way.').first().waitFor();
  });

  it('takes a visitor along a link at once when the app cannot come (a release has replaced it since)', async () => {
    const { page } = session;
    session.expectFailedResponses(404);
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.fulfill({ status: 404 }));
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });

    // The boot holds a link followed before the app is on screen; with no app coming, not for long.
    const tapped = Date.now();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL(`${baseUrl}/gallery`, { waitUntil: 'commit' });
    expect(Date.now() - tapped).toBeLessThan(HELD_LINK_LONGEST_WAIT_MS);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our recent work');
  });

  it("leaves the page as it arrived, and takes a visitor along a link at once, when the site's content cannot be fetched", async () => {
    const { page } = session;
    session.expectFailedResponses(503);
    await page.route('**/content.json', (route) => route.fulfill({ status: 503 }));
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const landed = await page.evaluate(() => performance.timeOrigin);

    // The tap starts the app, which cannot have the content it would hydrate with: it stays off,
    // and the browser follows the link the boot held.
    const tapped = Date.now();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL(`${baseUrl}/gallery`, { waitUntil: 'commit' });
    expect(Date.now() - tapped).toBeLessThan(HELD_LINK_LONGEST_WAIT_MS);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our recent work');
    expect(await page.evaluate(() => performance.timeOrigin)).not.toBe(landed);
  });
});
