import { PUBLIC_PAGES } from '@painting-site/gateway/contract/routes';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH_PX } from '../web/src/config/constants.ts';
import { useBrowserPage, waitForApp } from './stack/browser.ts';
import { HUMAN_FILL_TIME_MS } from './stack/human-pace.ts';
import { signInAsOwner } from './stack/owner.ts';
import { type Stack, startStack } from './stack/start-stack.ts';

// The strict policy, proven where it matters: in Chromium, on every public page and through the
// interactions that make styled-components add rules at run time (menus, dialogs, the lightbox,
// toasts, form errors). The session also fails a test on any console error, which is where
// Chromium reports a refused style or script as well.

// A stack of its own: the tours send quote requests, and the shared stack's address may send only
// a few an hour (the gateway's per-address limit), which the other files' tests need.
let stack: Stack | undefined;
let baseUrl = '';
const session = useBrowserPage();

beforeAll(async () => {
  stack = await startStack();
  baseUrl = stack.baseUrl;
});
afterAll(async () => {
  await stack?.stop();
});

const PHONE_WIDTH_PX = 390;
const DESKTOP_WIDTH_PX = 1280;
const VIEWPORT_HEIGHT_PX = 800;
const NOT_FOUND_PATH = '/no-such-page';
// More rules than the few a broken (unstyled) page would still have: the app's own sheet.
const MIN_STYLE_RULES = 50;

type Violations = { list: () => string[] };
type ReportingWindow = Window & { reportCspViolation: (violation: string) => Promise<void> };

/**
 * Records every CSP violation the tab reports, from before the first script of each document it
 * loads runs, across navigations: each is handed to the test as it happens.
 */
async function recordViolations(page: Page): Promise<Violations> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => {
    seen.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as ReportingWindow).reportCspViolation(
        `${event.effectiveDirective} ${event.blockedURI} at ${document.location.pathname} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return { list: () => [...seen] };
}

async function openPage(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: VIEWPORT_HEIGHT_PX });
  await page.goto(`${baseUrl}${path}`);
  await waitForApp(page);
}

/** The rules in force from `<style>` elements (server-rendered or added by styled-components). */
const inlineStyleRules = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style')].reduce((sum, style) => sum + (style.sheet?.cssRules.length ?? 0), 0),
  );

const computed = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: text }).first();

/** The header is laid out by the app's CSS: links in a row on wide screens, behind Menu on phones. */
async function expectStyledHeader(page: Page, width: number): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (width <= MOBILE_MAX_WIDTH_PX) {
    expect(await menu.isVisible()).toBe(true);
  } else {
    expect(await menu.isVisible()).toBe(false);
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('list');
    expect(await computed(links, 'display')).toBe('flex');
  }
}

async function openAndCloseMenu(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  const gallery = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' });
  expect(await gallery.isVisible()).toBe(false);
  await menu.click();
  await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
  await gallery.waitFor({ state: 'visible' });
  await menu.click();
  await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
  await gallery.waitFor({ state: 'hidden' });
}

async function useGallery(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main
    .getByRole('link', { name: /^Exterior/ })
    .first()
    .click();
  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('exterior');
  await main.getByRole('link', { name: 'All', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBeNull();

  // A project with a before picture: its lightbox has the comparison slider.
  await main.getByRole('link').filter({ hasText: 'Before and after' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // The lightbox exists only once opened: its rules were added at run time, and they apply.
  expect(await computed(dialog, 'position')).toBe('fixed');
  const slider = dialog.getByRole('slider', { name: /^Before and after/ });
  const start = await slider.inputValue();
  await slider.focus();
  for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft']) await page.keyboard.press(key);
  await expect.poll(() => slider.inputValue()).not.toBe(start);
  const box = await slider.boundingBox();
  if (!box) throw new Error('the comparison slider has no box');
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();

  await dialog.getByRole('button', { name: 'Next picture' }).click();
  await dialog.getByRole('button', { name: 'Previous picture' }).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

async function useQuoteForm(page: Page, width: number): Promise<void> {
  await page.getByRole('button', { name: 'Send request' }).click();
  for (const name of ['Name', 'Email', 'Project details']) {
    await expect.poll(() => page.getByRole('textbox', { name }).getAttribute('aria-invalid')).toBe('true');
  }
  const started = Date.now();
  await page.getByLabel('Name').fill('Casey Policy');
  await page.getByRole('textbox', { name: 'Email' }).fill('casey@example.com');
  await page.getByLabel('Street address or ZIP').fill('97214');
  await page.getByLabel('Project details').fill(`Fence and gate, strict-policy tour at ${width} px`);
  await page.waitForTimeout(Math.max(0, HUMAN_FILL_TIME_MS - (Date.now() - started)));
  await page.getByRole('button', { name: 'Send request' }).click();
  const sent = toast(page, 'Thanks! Your request is on its way.');
  await sent.waitFor();
  // The toast and its region are laid out by the app's rules.
  expect(await computed(page.getByRole('region', { name: 'Notifications' }), 'position')).toBe('fixed');
  expect(await sent.isVisible()).toBe(true);
}

async function useDashboard(page: Page): Promise<void> {
  await signInAsOwner(page, baseUrl);
  // Each section's page is its own chunk, styled as it arrives.
  for (const section of ['Messages', 'Gallery', 'Business details', 'Services']) {
    await page.getByRole('link', { name: section, exact: true }).first().click();
    await page.getByRole('heading', { name: section, level: 1 }).waitFor();
  }
  await page.getByRole('button', { name: 'Add a service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a service' });
  await dialog.waitFor();
  expect(await computed(dialog, 'position')).toBe('fixed');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describe('the strict Content-Security-Policy in Chromium', () => {
  describe.each([PHONE_WIDTH_PX, DESKTOP_WIDTH_PX])('at %i px', (width) => {
    it.each([...PUBLIC_PAGES.map(({ path }) => path), NOT_FOUND_PATH])(
      '%s hydrates with its styles applied and no violation',
      async (path) => {
        const { page } = session;
        const violations = await recordViolations(page);
        await openPage(page, path, width);
        await page.waitForLoadState('networkidle');

        expect(await inlineStyleRules(page)).toBeGreaterThan(MIN_STYLE_RULES);
        await expectStyledHeader(page, width);
        expect(violations.list()).toEqual([]);
      },
    );

    it('reports no violation while a visitor uses the menu, the gallery, the lightbox, its slider and the quote form', async () => {
      const { page } = session;
      const violations = await recordViolations(page);
      if (width <= MOBILE_MAX_WIDTH_PX) {
        await openPage(page, '/', width);
        await openAndCloseMenu(page);
      }
      await openPage(page, '/gallery', width);
      await useGallery(page);
      await openPage(page, '/contact', width);
      await useQuoteForm(page, width);
      expect(violations.list()).toEqual([]);
    });

    it('reports no violation while the owner signs in, opens sections and a dialog', async () => {
      const { page } = session;
      const violations = await recordViolations(page);
      await page.setViewportSize({ width, height: VIEWPORT_HEIGHT_PX });
      await useDashboard(page);
      expect(violations.list()).toEqual([]);
    });
  });

  it.each(['/', '/admin/login'])(
    'reports an inline style it was not published with on %s: the recorder can fail',
    async (path) => {
      // A tab of its own: the refused style is logged as a console error, which the session's
      // own page would (rightly) count against the test.
      const page = await session.context.newPage();
      const violations = await recordViolations(page);
      await page.goto(`${baseUrl}${path}`);
      await waitForApp(page);
      await page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = 'body { outline: 3px solid red; }';
        document.head.append(style);
      });
      await expect.poll(() => violations.list()).toEqual([expect.stringMatching(/^style-src-elem inline /)]);
      expect(await page.evaluate(() => getComputedStyle(document.body).outlineStyle)).toBe('none');
    },
  );
});
