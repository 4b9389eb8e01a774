import type { GalleryItem } from '@painting-site/gateway/contract/gallery';
import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { PUBLIC_PAGES } from '@painting-site/gateway/contract/routes';
import type { Service } from '@painting-site/gateway/contract/services';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { getContainerRuntimeClient, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowserPage, waitForApp } from './stack/browser.ts';
import { HUMAN_FILL_TIME_MS } from './stack/human-pace.ts';
import { api, firstResponse, followMainNav, htmlText, THROUGH_THE_PAGES } from './stack/published-pages.ts';
import { type Stack, signInThroughApi, startStack } from './stack/start-stack.ts';

// A stack of its own: these tests edit the content and stop the gateway.
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

/**
 * Fetches `paths` as a first visit would until every one shows `expected`; returns how long
 * that took after `since` (the moment the dashboard's answer arrived).
 */
async function publishedWithin(paths: string[], expected: string, since: number): Promise<number> {
  const deadline = since + 10_000;
  for (;;) {
    const pages = await Promise.all(paths.map(async (path) => (await firstResponse(baseUrl, path)).html));
    if (pages.every((html) => html.includes(expected))) return Date.now() - since;
    if (Date.now() > deadline) throw new Error(`"${expected}" not published on ${paths.join(', ')} after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...owner, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe("an owner's edit", () => {
  it('is in the first HTML response of the affected pages within 2 s of the answer', async () => {
    const details = await (await fetch(`${baseUrl}/api/admin/site`, { headers: owner })).json();
    const saved = await send('PUT', '/api/admin/site', { ...details, phone: '(503) 555-0177' });
    expect(saved.status).toBe(200);
    const phoneMs = await publishedWithin(
      PUBLIC_PAGES.map((page) => page.path),
      '(503) 555-0177',
      Date.now(),
    );

    const { services } = (await (await fetch(`${baseUrl}/api/admin/services`, { headers: owner })).json()) as {
      services: Service[];
    };
    const [service] = services;
    if (!service) throw new Error('the demo has services');
    const renamed = await send('PUT', `/api/admin/services/${service.id}`, {
      ...service,
      title: 'Lime-wash and mineral paints',
    });
    expect(renamed.status).toBe(200);
    const serviceMs = await publishedWithin(['/services'], 'Lime-wash and mineral paints', Date.now());

    const picture = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#7a4e2d' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'cedar-porch-railing.jpg');
    const upload = await fetch(`${baseUrl}/api/admin/gallery`, { method: 'POST', headers: owner, body: form });
    expect(upload.status).toBe(201);
    const item = (await upload.json()) as GalleryItem;
    const pictureMs = await publishedWithin(['/gallery'], htmlText(item.title), Date.now());
    const newest = item.image.variants.at(-1)?.url ?? '';
    expect((await fetch(`${baseUrl}${newest}`)).status).toBe(200);

    console.log(`published after the answer: phone ${phoneMs} ms, service ${serviceMs} ms, picture ${pictureMs} ms`);
    for (const ms of [phoneMs, serviceMs, pictureMs]) expect(ms).toBeLessThan(2_000);
  });
});

const QUOTE_FIELDS = [
  ['Name', 'Hannah Lee'],
  ['Street address or ZIP', '97034'],
  ['Project details', 'Two bedrooms, walls and ceilings.'],
] as const;

async function fillQuoteForm(page: Page): Promise<void> {
  for (const [label, value] of QUOTE_FIELDS) await page.getByLabel(label).fill(value);
  await page.getByRole('textbox', { name: 'Email' }).fill('hannah@example.com');
}

/**
 * Stops the gateway's container without removing it, so it can start again with its data, and
 * waits for nginx to park its upstream (the API's JSON 503). nginx reloads when the gateway's name
 * stops resolving, and the old worker closes the idle keep-alive connections as it goes: a request
 * that happens to ride one of them is cut off, and a browser sends it again, as this poll does.
 */
async function stopGateway(gateway: StartedTestContainer): Promise<void> {
  const client = await getContainerRuntimeClient();
  await client.container.dockerode.getContainer(gateway.getId()).stop({ t: 5 });
  await expect
    .poll(async () => (await fetch(`${baseUrl}/api/health`).catch(() => undefined))?.status, {
      timeout: 30_000,
      interval: 250,
    })
    .toBe(503);
}

async function startGatewayAgain(gateway: StartedTestContainer): Promise<void> {
  const client = await getContainerRuntimeClient();
  const container = client.container.dockerode.getContainer(gateway.getId());
  if (!(await container.inspect()).State.Running) await container.start();
  await expect
    .poll(async () => (await fetch(`${baseUrl}/api/health`).catch(() => undefined))?.status, {
      timeout: 30_000,
      interval: 250,
    })
    .toBe(200);
}

describe('the published site with the gateway stopped', () => {
  it('serves every page, content.json and the pictures whole; in Chromium the pages link up and the quote form says it cannot send', async () => {
    const content = await api<PublicContent>(baseUrl, '/content.json');
    const picture = content.gallery.items[0]?.image.variants[0]?.url ?? '';
    await stopGateway(stack.gateway);
    try {
      for (const { path } of PUBLIC_PAGES) {
        const { status, html } = await firstResponse(baseUrl, path);
        expect(status, path).toBe(200);
        expect(html).toContain(htmlText(content.site.name));
        expect(html).toContain(htmlText(content.site.phone));
      }
      const services = (await firstResponse(baseUrl, '/services')).html;
      for (const service of content.services) expect(services).toContain(htmlText(service.title));
      expect(await api<PublicContent>(baseUrl, '/content.json')).toEqual(content);
      const image = await fetch(`${baseUrl}${picture}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const notFound = await firstResponse(baseUrl, '/no-such-page');
      expect(notFound.status).toBe(404);
      expect(notFound.html).toContain('Page not found');

      const { page } = session;
      session.expectFailedResponses(502, 503);
      await page.goto(`${baseUrl}/`);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      await followMainNav(page, baseUrl, THROUGH_THE_PAGES);
      await page.getByRole('main').getByText(content.site.phone).first().waitFor();

      // The quote form: it cannot send, says so, keeps every field and offers the phone.
      await fillQuoteForm(page);
      await page.waitForTimeout(HUMAN_FILL_TIME_MS);
      await page.getByRole('button', { name: 'Send request' }).click();
      const message = page.getByText(/couldn't be sent just now/);
      await message.waitFor();
      expect(await message.getByRole('link').getAttribute('href')).toBe(`tel:${content.site.phoneHref}`);
      for (const [label, value] of QUOTE_FIELDS) expect(await page.getByLabel(label).inputValue()).toBe(value);

      // The gateway comes back: the same form, as it was, now sends.
      await startGatewayAgain(stack.gateway);
      await page.waitForTimeout(HUMAN_FILL_TIME_MS);
      await page.getByRole('button', { name: 'Send request' }).click();
      await page.getByRole('heading', { name: /thanks/i }).waitFor({ timeout: 15_000 });
    } finally {
      await startGatewayAgain(stack.gateway);
    }
  });
});
