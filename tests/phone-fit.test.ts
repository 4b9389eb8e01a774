import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { TOAST_MAX_VISIBLE, TOAST_PHONE_MAX_SCREEN_SHARE, TOKEN_STORAGE_KEY } from '../web/src/config/constants.ts';
import { paths } from '../web/src/config/paths.ts';
import { waitUntilSettled } from './stack/axe.ts';
import { useBrowserPage, waitForApp } from './stack/browser.ts';
import { HUMAN_FILL_TIME_MS } from './stack/human-pace.ts';
import { signInThroughApi } from './stack/start-stack.ts';

// Every dashboard page fits a phone: nothing is wider than the screen, so nothing needs a sideways
// scroll and no words are cut off. The pages come from the app's own path table, so a section added
// later is walked too; `:id` takes a real quote request.
const baseUrl = inject('baseUrl');
const session = useBrowserPage();
/** The narrowest phone still sold, and today's common one. */
const PHONE_WIDTHS = [320, 390] as const;
const PHONE_HEIGHT = 740;

const DASHBOARD_PATHS = Object.values(paths).filter(
  (path) => path === paths.adminDashboard || path.startsWith(`${paths.adminDashboard}/`),
);

let token = '';
let messageId = '';

async function sendQuoteRequest(): Promise<void> {
  const { token: formToken } = (await (await fetch(`${baseUrl}/api/contact/token`)).json()) as { token: string };
  await new Promise((resolve) => setTimeout(resolve, HUMAN_FILL_TIME_MS));
  const sent = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Fit Tester with a rather long name for a narrow screen',
      email: 'a.very.long.address.for.a.narrow.phone.screen@example.com',
      phone: '(503) 555-0188',
      address: '1234 Southeast Hawthorne Boulevard, Portland, Oregon 97214',
      details: 'Repaint the hallway and the stairwell, two coats. Supercalifragilisticexpialidocious-trim.',
      preferredContact: 'phone',
      formToken,
    }),
  });
  expect(sent.status).toBe(201);
}

beforeAll(async () => {
  token = await signInThroughApi(baseUrl);
  await sendQuoteRequest();
  const listed = await fetch(`${baseUrl}/api/admin/messages`, { headers: { Authorization: `Bearer ${token}` } });
  const { items } = (await listed.json()) as { items: { id: number | string }[] };
  messageId = String(items[0]?.id ?? '');
  expect(messageId).not.toBe('');
});

/** What is wider than the screen: the page itself, and each visible element reaching past its edges. */
function measureOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const clippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX !== 'visible') {
          const box = parent.getBoundingClientRect();
          if (box.left >= -1 && box.right <= width + 1) return true;
        }
      }
      return false;
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const box = element.getBoundingClientRect();
      return `${element.tagName.toLowerCase()}${id} "${name}" ${Math.round(box.left)}..${Math.round(box.right)}`;
    };
    const sticking = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') return false;
      if (box.right <= width + 1 && box.left >= -1) return false;
      return !clippedByAncestor(element);
    });
    // Only the outermost: its children stick out with it.
    const outermost = sticking.filter(
      (element) => !sticking.some((other) => other !== element && other.contains(element)),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      sticking: outermost.map(describe),
    };
  });
}

async function openSignedIn(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: PHONE_HEIGHT });
  await page
    .context()
    .addInitScript(([key, stored]) => localStorage.setItem(key, stored), [TOKEN_STORAGE_KEY, token] as const);
  await page.goto(`${baseUrl}${path}`);
}

describe.each(PHONE_WIDTHS)('every dashboard page at %i px', (width) => {
  it.each(DASHBOARD_PATHS)('fits %s', async (path) => {
    const { page } = session;
    await openSignedIn(page, path.replace(':id', messageId), width);
    await waitForApp(page);
    await waitUntilSettled(page);
    const measured = await measureOverflow(page);
    expect(measured.sticking, `${path} at ${width} px`).toEqual([]);
    expect(measured.scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(measured.innerWidth);
  });
});

describe('toasts on a phone', () => {
  it(`never cover the Save button that raised them, nor more than ${Math.round(TOAST_PHONE_MAX_SCREEN_SHARE * 100)}% of the screen`, async () => {
    const { page } = session;
    await openSignedIn(page, paths.adminBusiness, 390);
    await waitForApp(page);
    const save = page.getByRole('button', { name: 'Save details' });
    await save.waitFor();
    const toasts = page.getByRole('region', { name: 'Notifications' }).locator('li').filter({ hasText: /saved/ });
    // The button as the owner sees it at the foot of the screen, where a toast would sit.
    await save.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    for (let saved = 1; saved <= TOAST_MAX_VISIBLE; saved += 1) {
      await save.click();
      await expect.poll(() => toasts.count()).toBe(saved);
    }
    await waitUntilSettled(page);
    const button = await save.boundingBox();
    const region = await page.getByRole('region', { name: 'Notifications' }).locator('ol').boundingBox();
    if (!button || !region) throw new Error('the button or the toasts are not on screen');
    const overlaps = button.y < region.y + region.height && region.y < button.y + button.height;
    expect(overlaps, `toasts ${JSON.stringify(region)} over the button ${JSON.stringify(button)}`).toBe(false);
    expect(region.height).toBeLessThanOrEqual(PHONE_HEIGHT * TOAST_PHONE_MAX_SCREEN_SHARE + 1);
    expect(await toasts.filter({ visible: true }).count()).toBe(TOAST_MAX_VISIBLE);
  });
});
