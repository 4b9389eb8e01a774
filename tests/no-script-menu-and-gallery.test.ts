import type { GalleryImage, GalleryResponse } from '@painting-site/gateway/contract/gallery';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, waitForHostNetworkToSettle } from './stack/browser.ts';
import { api } from './stack/published-pages.ts';

// The phone menu and the gallery's pictures as a visitor without the app's script uses them: a
// Chromium with JavaScript off (so `@media (scripting: none)` applies), on a phone's screen.
const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };

let browser: Browser | undefined;
let context: BrowserContext | undefined;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  if (!browser) throw new Error('the browser did not start');
  await waitForHostNetworkToSettle();
  context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

const mainNav = () => page.getByRole('navigation', { name: 'Main' });
const largest = (image: GalleryImage) => image.variants.reduce((a, b) => (b.width > a.width ? b : a)).url;

describe('with JavaScript off, on a phone', () => {
  it('opens the menu, follows a link, and arrives with the menu closed', async () => {
    await page.goto(`${baseUrl}/`);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(true);
    expect(await mainNav().isVisible()).toBe(false);

    await menu.click();
    await mainNav().getByRole('link', { name: 'Gallery' }).click();

    await page.waitForURL(`${baseUrl}/gallery`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our recent work');
    expect(await mainNav().isVisible()).toBe(false);
    await menu.click();
    expect(await mainNav().getByRole('link', { name: 'Gallery' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens a picture large from its card', async () => {
    const [first] = (await api<GalleryResponse>(baseUrl, '/api/gallery')).items;
    if (!first) throw new Error('the seeded gallery is empty');
    await page.goto(`${baseUrl}/gallery`);

    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${first.alt}`) })
      .first()
      .click();

    await page.waitForURL(`${baseUrl}${largest(first.image)}`);
  });

  it('shows a before/after project as both whole pictures side by side, each labelled, each opening large', async () => {
    const project = (await api<GalleryResponse>(baseUrl, '/api/gallery')).items.find((item) => item.before);
    if (!project?.before) throw new Error('the seeded gallery has no before/after project');
    await page.goto(`${baseUrl}/gallery`);
    const card = page.getByRole('main').getByRole('link', { name: new RegExp(`^${project.alt}.*Before and after`) });
    const after = await card.getByRole('img', { name: project.alt }).boundingBox();
    // The before picture is the card's other, unnamed one (its card says "Before and after").
    const before = await card.locator('img').nth(1).boundingBox();
    if (!after || !before) throw new Error('a picture of the project is not laid out');

    // Side by side, not one over the other: the before picture ends where the after one begins.
    expect(before.x + before.width).toBeCloseTo(after.x, 0);
    expect(before.y).toBeCloseTo(after.y, 0);
    expect(after.width).toBeGreaterThan(0);
    expect(await card.getByText('Before', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('After', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('link', { name: `Before painting: ${project.title}` }).click();
    await page.waitForURL(`${baseUrl}${largest(project.before)}`);
    await page.goBack();
    const cardBox = await card.boundingBox();
    if (!cardBox) throw new Error('the card is not laid out');
    await card.click({ position: { x: cardBox.width * 0.75, y: 10 } });
    await page.waitForURL(`${baseUrl}${largest(project.image)}`);
  });
});
