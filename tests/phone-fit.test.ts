import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { TOAST_MAX_VISIBLE, TOAST_PHONE_MAX_SCREEN_SHARE, TOKEN_STORAGE_KEY } from '../web/src/config/constants.ts';
import { paths } from '../web/src/config/paths.ts';
import { waitUntilSettled } from './stack/axe.ts';
import { useBrowserPage, waitForApp } from './stack/browser.ts';
import { sendQuoteRequest } from './stack/owner.ts';
import { DASHBOARD_PATHS, dashboardPath, measureOverflow, writeEstimate } from './stack/page-width.ts';
import { signInThroughApi } from './stack/start-stack.ts';

// Every dashboard page fits a phone: nothing is wider than the screen, so nothing needs a sideways
// scroll and no words are cut off. The pages come from the app's own path table, so a section added
// later is walked too; `:id` takes a real quote request (an estimate of three options on its page).
const baseUrl = inject('baseUrl');
const session = useBrowserPage();
/** The narrowest phone still sold, and today's common one. */
const PHONE_WIDTHS = [320, 390] as const;
const PHONE_HEIGHT = 740;

let token = '';
let messageId = '';
let estimateId = 0;

beforeAll(async () => {
  token = await signInThroughApi(baseUrl);
  await sendQuoteRequest(baseUrl, {
    name: 'Fit Tester with a rather long name for a narrow screen',
    email: 'a.very.long.address.for.a.narrow.phone.screen@example.com',
    phone: '(503) 555-0188',
    address: '1234 Southeast Hawthorne Boulevard, Portland, Oregon 97214',
    details: 'Repaint the hallway and the stairwell, two coats. Supercalifragilisticexpialidocious-trim.',
    preferredContact: 'phone',
  });
  const listed = await fetch(`${baseUrl}/api/admin/messages`, { headers: { Authorization: `Bearer ${token}` } });
  const { items } = (await listed.json()) as { items: { id: number | string }[] };
  messageId = String(items[0]?.id ?? '');
  expect(messageId).not.toBe('');
  estimateId = await writeEstimate(baseUrl, token, messageId);
});

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
    await openSignedIn(page, dashboardPath(path, { request: messageId, estimate: estimateId }), width);
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
