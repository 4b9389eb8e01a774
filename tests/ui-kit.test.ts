import { ADMIN_LOGIN_PATH, PUBLIC_PATHS } from '@painting-site/gateway/contract/routes';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  LOADING_DOT_INTERVAL_MS,
  LOADING_MAX_DOTS,
  MOBILE_MAX_WIDTH_PX,
  TOAST_EXIT_MS,
  TOAST_SWIPE_DISMISS_X_PX,
  TOAST_TIMEOUT_MS,
} from '../web/src/config/constants.ts';
import { useBrowserPage, waitForApp } from './stack/browser.ts';

const baseUrl = inject('baseUrl');
const session = useBrowserPage();
const PAGES = [...PUBLIC_PATHS, '/no-such-page', ADMIN_LOGIN_PATH];
const OFFLINE_TEXT = "You're offline";

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const offlineToast = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: OFFLINE_TEXT });

/** The home page, its app running (it starts on the visitor's first sign of use). */
async function openHome(page: Page, width = 1280) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await waitForApp(page);
}

/** The app's own toast for a dropped connection, raised the way a phone losing signal would. */
async function raiseOfflineToast(page: Page) {
  await session.goOffline();
  await offlineToast(page).waitFor();
  return Date.now();
}

describe('the mobile layout', () => {
  it(`puts the navigation behind a menu button at ${MOBILE_MAX_WIDTH_PX} px and shows it inline at ${MOBILE_MAX_WIDTH_PX + 1} px`, async () => {
    const { page } = session;
    await openHome(page, MOBILE_MAX_WIDTH_PX);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(true);
    // The app adds aria-expanded in the render that follows hydration (use-app-started.ts).
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await mainNav(page).getByRole('link', { name: 'Gallery' }).isVisible()).toBe(false);

    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await mainNav(page).getByRole('link', { name: 'Gallery' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Our recent work');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await mainNav(page).getByRole('link', { name: 'Services' }).isVisible()).toBe(false);

    await page.setViewportSize({ width: MOBILE_MAX_WIDTH_PX + 1, height: 800 });
    expect(await menu.isVisible()).toBe(false);
    for (const name of ['Home', 'Gallery', 'Services', 'Contact']) {
      expect(await mainNav(page).getByRole('link', { name }).isVisible()).toBe(true);
    }
  });

  it.each(PAGES)('never scrolls sideways at 320 px on %s', async (path) => {
    const { page } = session;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

describe('toasts in the real app', () => {
  it(`close by themselves about ${TOAST_TIMEOUT_MS / 1000} s after they appear`, async () => {
    const { page } = session;
    await openHome(page);
    const shownAt = await raiseOfflineToast(page);
    await offlineToast(page).waitFor({ state: 'detached', timeout: 10_000 });
    const elapsed = Date.now() - shownAt;
    expect(elapsed).toBeGreaterThan(TOAST_TIMEOUT_MS - 500);
    expect(elapsed).toBeLessThan(TOAST_TIMEOUT_MS + TOAST_EXIT_MS + 1_200);
  });

  it('stay while the pointer is over them, and close once it leaves', async () => {
    const { page } = session;
    await openHome(page);
    await raiseOfflineToast(page);
    await offlineToast(page).hover();
    await page.waitForTimeout(TOAST_TIMEOUT_MS + 1_000);
    expect(await offlineToast(page).getAttribute('data-state')).toBe('visible');

    await page.mouse.move(5, 5);
    await offlineToast(page).waitFor({ state: 'detached', timeout: 8_000 });
  });

  it('close when swiped aside with the mouse', async () => {
    const { page } = session;
    await openHome(page);
    await raiseOfflineToast(page);
    const box = await offlineToast(page).boundingBox();
    if (!box) throw new Error('the toast has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 30, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 30 - (TOAST_SWIPE_DISMISS_X_PX + 60), y, { steps: 8 });
    await page.mouse.up();
    const releasedAt = Date.now();
    await offlineToast(page).waitFor({ state: 'detached', timeout: 2_000 });
    expect(Date.now() - releasedAt).toBeLessThan(1_500);
  });
});

type LoadingRecord = { loadingTexts: string[] };
const EVERY_DOT = ['Loading', 'Loading.', 'Loading..', 'Loading...'];

/** Records every text the loading indicator shows, from the first paint of each page load on. */
async function recordLoadingTexts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as LoadingRecord).loadingTexts = seen;
    new MutationObserver(() => {
      const indicator = [...document.querySelectorAll('[role="status"]')].find((element) =>
        element.textContent?.startsWith('Loading'),
      );
      const text = indicator?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const loadingTextsSeen = (page: Page) => page.evaluate(() => (window as unknown as LoadingRecord).loadingTexts.slice());

/** Holds the sign-in page's chunk back long enough for every step of the dots to show once. */
async function holdBackSignInCode(page: Page) {
  await page.route(/\/assets\/login-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LOADING_DOT_INTERVAL_MS * (LOADING_MAX_DOTS + 1) + 300));
    await route.continue();
  });
}

describe('the login page while its code loads', () => {
  it('shows Loading, Loading., Loading.., Loading... in turn', async () => {
    const { page } = session;
    await recordLoadingTexts(page);
    await holdBackSignInCode(page);

    await page.goto(`${baseUrl}${ADMIN_LOGIN_PATH}`);
    await page.getByRole('heading', { name: 'Owner sign-in' }).waitFor();

    expect((await loadingTextsSeen(page)).slice(0, LOADING_MAX_DOTS + 1)).toEqual(EVERY_DOT);
  });

  it("shows them too after the footer's sign-in link is followed within the site", async () => {
    const { page } = session;
    await recordLoadingTexts(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      (window as unknown as LoadingRecord).loadingTexts.length = 0;
    });
    await holdBackSignInCode(page);

    await page.getByRole('link', { name: 'Owner sign-in' }).click();
    await page.getByRole('heading', { name: 'Owner sign-in' }).waitFor();

    expect(new URL(page.url()).pathname).toBe(ADMIN_LOGIN_PATH);
    expect((await loadingTextsSeen(page)).slice(0, LOADING_MAX_DOTS + 1)).toEqual(EVERY_DOT);
  });
});
