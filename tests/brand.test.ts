import type { BrandSettings } from '@painting-site/gateway/contract/brand';
import { LOGO_UPLOAD_FIELD } from '@painting-site/gateway/contract/brand-rules';
import type { BusinessDetails } from '@painting-site/gateway/contract/business';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowserPage, waitForApp } from './stack/browser.ts';
import { firstResponse, htmlText } from './stack/published-pages.ts';
import { type Stack, signInThroughApi, startStack } from './stack/start-stack.ts';

// A stack of its own: these tests change the brand and the business name.
let stack: Stack;
let baseUrl: string;
let owner: Record<string, string>;
const session = useBrowserPage();

beforeAll(async () => {
  stack = await startStack();
  baseUrl = stack.baseUrl;
  owner = { Authorization: `Bearer ${await signInThroughApi(baseUrl)}` };
});
afterAll(async () => {
  await stack?.stop();
});

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...owner, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A wordmark on transparency, as an owner's designer would hand it over. */
function wordmark(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160">' +
    '<circle cx="80" cy="80" r="60" fill="#1d5c8a"/><rect x="170" y="50" width="420" height="60" fill="#1b2a41"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('the owner’s brand on the published site', () => {
  it('shows an uploaded logo in the published header, named after the business, with icons made from it', async () => {
    const { name } = (await (await send('GET', '/api/admin/site')).json()) as BusinessDetails;
    const form = new FormData();
    form.set(LOGO_UPLOAD_FIELD, new Blob([new Uint8Array(await wordmark())], { type: 'image/png' }), 'logo.png');
    const response = await fetch(`${baseUrl}/api/admin/brand/logo`, { method: 'POST', headers: owner, body: form });
    expect(response.status).toBe(200);
    const { logo } = (await response.json()) as BrandSettings;
    if (!logo) throw new Error('the upload answered without a logo');

    // The save answers once its publish is done: the first response of every page has it.
    const { html } = await firstResponse(baseUrl, '/');
    // The name beside the logo names the header's link (issue 25): the logo's own text is empty.
    expect(html).toMatch(new RegExp(`<img [^>]*alt=""[^>]*>\\s*<span[^>]*>${htmlText(name)}</span>`));
    expect(html).toContain(`src="${logo.src}"`);
    expect(html).toContain(`<link rel="icon" type="image/png" sizes="32x32" href="${logo.icon}">`);
    expect(html).toContain(`<link rel="apple-touch-icon" href="${logo.appleTouchIcon}">`);
    expect(html).not.toContain('/favicon.svg');
    for (const [url, type] of [
      [logo.src, 'image/webp'],
      [logo.icon, 'image/png'],
      [logo.appleTouchIcon, 'image/png'],
      [logo.shareCard, 'image/png'],
    ] as const) {
      const file = await fetch(`${baseUrl}${url}`);
      expect({ url, status: file.status, type: file.headers.get('content-type') }).toEqual({ url, status: 200, type });
    }

    const { page } = session;
    await page.goto(baseUrl);
    await waitForApp(page);
    // The link is named by the name beside the logo; the logo itself is decorative there.
    const image = page.getByRole('banner').getByRole('link', { name }).locator('img');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    expect(await image.evaluate((element: HTMLImageElement) => [element.width, element.height])).toEqual([
      logo.width,
      logo.height,
    ]);

    // "Logo only", for a logo that shows the name: the logo alone, the name its text alternative.
    expect((await send('PUT', '/api/admin/brand/header', { logoOnly: true })).status).toBe(200);
    const header = /<header[\s\S]*?<\/header>/.exec((await firstResponse(baseUrl, '/')).html)?.[0] ?? '';
    expect(header).toContain(`alt="${htmlText(name)}"`);
    expect(header).not.toMatch(new RegExp(`<span[^>]*>${htmlText(name)}</span>`));
  });

  it('shows on the sign-in page the business name from the data', async () => {
    expect((await send('DELETE', '/api/admin/brand/logo')).status).toBe(204);
    const details = (await (await send('GET', '/api/admin/site')).json()) as BusinessDetails;
    expect((await send('PUT', '/api/admin/site', { ...details, name: 'Juniper & Oak Decorating' })).status).toBe(200);

    const { page } = session;
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByRole('heading', { level: 1, name: 'Owner sign-in' }).waitFor();
    await expect.poll(() => page.getByText('Juniper & Oak Decorating', { exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('This sign-in is for the owner of Juniper & Oak Decorating').isVisible())
      .toBe(true);
    expect(await page.title()).toBe('Owner sign-in · Juniper & Oak Decorating');
  });

  it('draws the public pages in the owner’s accent, and refuses one white text cannot be read on', async () => {
    const refused = await send('PUT', '/api/admin/brand', { accent: '#f4c430' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { fields: { accent: 'White text on #f4c430 has a contrast of 1.6:1; it needs at least 4.5:1.' } },
    });
    expect((await send('PUT', '/api/admin/brand', { accent: '#1d5c8a' })).status).toBe(200);

    const { page } = session;
    await page.goto(baseUrl);
    await waitForApp(page);
    const accentOnFrame = () =>
      page.evaluate(() => {
        const frame = document.querySelector('#root > div');
        return frame ? getComputedStyle(frame).getPropertyValue('--accent').trim() : null;
      });
    expect(await accentOnFrame()).toBe('#1d5c8a');
  });
});
