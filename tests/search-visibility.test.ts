import { LOGO_UPLOAD_FIELD } from '@painting-site/gateway/contract/brand-rules';
import type { BusinessDetails } from '@painting-site/gateway/contract/business';
import { PUBLIC_PAGES } from '@painting-site/gateway/contract/routes';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './stack/axe.ts';
import { useBrowserPage, waitForApp } from './stack/browser.ts';
import { addToEverySection, ownerApi, signInAsOwner } from './stack/owner.ts';
import { firstResponse } from './stack/published-pages.ts';
import { type Stack, signInThroughApi, startStack } from './stack/start-stack.ts';

// A blank install (SEED_DEMO=false) whose SITE_URL is not the address the browser opens it at:
// the owner's real domain, while the test reaches nginx at localhost on a mapped port.
const SITE_URL = 'http://rivera-painting.example';
const PHONE_SCREEN = { width: 390, height: 844 };
const BUSINESS = { name: 'Rivera Painting', city: 'Tucson', region: 'AZ', place: 'Oro Valley' };

let stack: Stack;
let baseUrl: string;
const session = useBrowserPage();

beforeAll(async () => {
  stack = await startStack({ seedDemo: false, gatewayEnv: { SITE_URL } });
  baseUrl = stack.baseUrl;
});
afterAll(async () => {
  await stack?.stop();
});

const NOINDEX = /<meta name="robots" content="noindex"\/?>/;
const HIDDEN_ROBOTS = 'User-agent: *\nDisallow: /\n';

async function text(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}
const sitemapLocations = async () =>
  [...(await text('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

/** A business filled in through the API, as the dashboard sends it: each section of the pages gets content. */
async function fillInTheBusiness(): Promise<void> {
  const token = await signInThroughApi(baseUrl);
  const adminCall = ownerApi(baseUrl, token);
  const details = (await (await adminCall('GET', '/api/admin/site')).json()) as BusinessDetails;
  const saved = await adminCall('PUT', '/api/admin/site', {
    ...details,
    name: BUSINESS.name,
    phone: '(520) 555-0147',
    address: { ...details.address, city: BUSINESS.city, region: BUSINESS.region },
    serviceArea: [BUSINESS.city, BUSINESS.place],
  });
  expect(saved.status).toBe(200);
  await addToEverySection(adminCall, BUSINESS.city);

  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a4e2d' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'living-room.jpg');
  form.set('title', 'Living room in Tucson');
  form.set('featured', 'true');
  const upload = await fetch(`${baseUrl}/api/admin/gallery`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status).toBe(201);
}

async function signIn(page: Page): Promise<void> {
  await page.setViewportSize(PHONE_SCREEN);
  await signInAsOwner(page, baseUrl);
}

describe('a blank install and search engines', () => {
  it('publishes every page noindex, robots.txt disallowing everything and naming no sitemap, the sitemap empty', async () => {
    for (const { path } of PUBLIC_PAGES) {
      const { status, html } = await firstResponse(baseUrl, path);
      expect(status, path).toBe(200);
      expect(html, path).toMatch(NOINDEX);
    }
    expect(await text('/robots.txt')).toBe(HIDDEN_ROBOTS);
    expect(await sitemapLocations()).toEqual([]);
  });

  it('on a phone, the overview names the real address, and the checklist’s last step lets search engines in', async () => {
    const { page } = session;
    await signIn(page);

    // The browser opened the dashboard at localhost; search engines and shared links get SITE_URL.
    const notice = page.getByRole('region', { name: 'Your site’s address' });
    await expect.poll(() => notice.textContent()).toContain(`lead to ${SITE_URL}, not to ${baseUrl}`);
    expect(await notice.textContent()).toContain('SITE_URL');
    expect(await notice.textContent()).toContain('Go live on your own domain');
    await expectNoAccessibilityViolations(page, notice);

    const checklist = page.getByRole('region', { name: 'Finish setting up your site' });
    const steps = checklist.getByRole('listitem');
    expect(await steps.last().textContent()).toBe('Show your site in search engines');
    await steps.last().getByRole('link').click();
    await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor();

    const searchEngines = page.getByRole('region', { name: 'Search engines' });
    const box = searchEngines.getByRole('checkbox', { name: 'Show my site in search engines' });
    expect(await box.isChecked()).toBe(false);
    // The search-result preview shows the page at the real address.
    await expect.poll(() => page.getByRole('figure').first().textContent()).toContain(`${SITE_URL}/`);
    await expectNoAccessibilityViolations(page, searchEngines);

    await box.check();
    await searchEngines.getByRole('button', { name: 'Save' }).click();
    // The toast, and its words for screen readers: the first is the one on screen.
    await page.getByText('Search engines may now list your site.').first().waitFor();

    // The save answered after the publish: the site is listed at once.
    for (const { path } of PUBLIC_PAGES) {
      const { html } = await firstResponse(baseUrl, path);
      expect(html, path).not.toMatch(/<meta name="robots"/);
    }
    const robots = await text('/robots.txt');
    expect(robots).toContain('Allow: /');
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(await sitemapLocations()).toEqual(PUBLIC_PAGES.map(({ path }) => `${SITE_URL}${path}`));
  }, 120_000);

  it('heads each home and services section that has content, and describes each page differently', async () => {
    await fillInTheBusiness();
    const { page } = session;
    await page.setViewportSize(PHONE_SCREEN);

    const sections = {
      '/': ['Our services', 'Recent work', 'What customers say', 'Where we work'],
      '/services': ['How we work', 'Questions'],
    };
    for (const [path, headings] of Object.entries(sections)) {
      await page.goto(`${baseUrl}${path}`);
      await waitForApp(page);
      const main = page.getByRole('main');
      for (const name of headings) {
        const section = main.getByRole('region', { name });
        await section.getByRole('heading', { level: 2, name }).waitFor();
      }
      await expectNoAccessibilityViolations(page);
    }

    const descriptions = await Promise.all(
      PUBLIC_PAGES.map(async ({ path }) => descriptionOf((await firstResponse(baseUrl, path)).html)),
    );
    expect(new Set(descriptions).size).toBe(PUBLIC_PAGES.length);
    for (const description of descriptions) {
      expect(description).toContain(BUSINESS.name);
      expect(description).toContain(`${BUSINESS.city}, ${BUSINESS.region}`);
    }
  }, 120_000);

  it('shows the business name beside the logo in the header, and on a phone the owner picks “logo only”', async () => {
    const token = await signInThroughApi(baseUrl);
    const mark = await sharp({ create: { width: 480, height: 160, channels: 4, background: '#1d5c8aff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set(LOGO_UPLOAD_FIELD, new Blob([new Uint8Array(mark)], { type: 'image/png' }), 'logo.png');
    const upload = await fetch(`${baseUrl}/api/admin/brand/logo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);

    const { page } = session;
    await page.setViewportSize(PHONE_SCREEN);
    await page.goto(baseUrl);
    await waitForApp(page);
    const home = page.getByRole('banner').getByRole('link', { name: BUSINESS.name, exact: true });
    expect(await home.textContent()).toBe(BUSINESS.name);
    expect(await home.locator('img').getAttribute('alt')).toBe('');

    await signIn(page);
    await page.goto(`${baseUrl}/admin/dashboard/brand`);
    const header = page.getByRole('form', { name: 'Business name in the header' });
    await header.getByRole('checkbox', { name: /^Logo only/ }).check();
    await expectNoAccessibilityViolations(page, header);
    await header.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Header saved.').first().waitFor();

    await page.goto(baseUrl);
    await waitForApp(page);
    const logoOnly = page.getByRole('banner').getByRole('link', { name: BUSINESS.name, exact: true });
    expect(await logoOnly.textContent()).toBe('');
    expect(await logoOnly.locator('img').getAttribute('alt')).toBe(BUSINESS.name);
  }, 120_000);
});
