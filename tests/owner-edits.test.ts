import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import type { Dialog, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../web/src/config/constants.ts';
import { AWAITING_TITLE_NOTE } from '../web/src/features/gallery-admin/gallery-item-rules.ts';
import { LEAVE_UNSAVED_QUESTION } from '../web/src/lib/use-unsaved-changes-guard.ts';
import { expectNoAccessibilityViolations } from './stack/axe.ts';
import { useBrowserPage, waitForApp } from './stack/browser.ts';
import { HUMAN_FILL_TIME_MS } from './stack/human-pace.ts';
import { type Stack, signInThroughApi, startStack } from './stack/start-stack.ts';

// The owner's first hour on a phone, on a blank install: photos named by the camera, notes typed
// and not saved, the setup checklist.
const PHONE = { width: 390, height: 844 };
const CUSTOMER = 'Rosa Delgado';

const session = useBrowserPage();
let stack: Stack | undefined;
let baseUrl = '';
let token = '';

beforeAll(async () => {
  stack = await startStack({ seedDemo: false });
  baseUrl = stack.baseUrl;
  token = await signInThroughApi(baseUrl);
});
afterAll(async () => {
  await stack?.stop();
});

beforeEach(async () => {
  const { page } = session;
  await page.setViewportSize(PHONE);
  await page
    .context()
    .addInitScript(([key, stored]) => localStorage.setItem(key, stored), [TOKEN_STORAGE_KEY, token] as const);
});

async function visit(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await waitForApp(page);
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: text }).first();

/** The name attribute of the focused element: which field the owner is typing in. */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);

const publishedContent = async () => (await (await fetch(`${baseUrl}/content.json`)).json()) as PublicContent;
const publicGalleryTitles = async () =>
  ((await (await fetch(`${baseUrl}/api/gallery`)).json()) as PublicContent['gallery']).items.map(({ title }) => title);

/** A quote request through the real form flow (a token, a person's pace), for the owner to follow up. */
async function sendQuoteRequest(): Promise<void> {
  const { token: formToken } = (await (await fetch(`${baseUrl}/api/contact/token`)).json()) as { token: string };
  await new Promise((resolve) => setTimeout(resolve, HUMAN_FILL_TIME_MS));
  const sent = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: CUSTOMER,
      email: 'rosa@example.com',
      phone: '(520) 555-0131',
      address: '85719',
      details: 'Stucco repair and repaint, front of the house.',
      preferredContact: 'phone',
      formToken,
    }),
  });
  expect(sent.status).toBe(201);
}

/** Records the dialogs the page opens, answering each as told. */
function answerDialogs(page: Page, accept: () => boolean): Dialog[] {
  const seen: Dialog[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog);
    void (accept() ? dialog.accept() : dialog.dismiss());
  });
  return seen;
}

describe('a photo uploaded under a camera’s file name', () => {
  it('is asked a title at once, stays off the public gallery and content.json until it has one, then shows', async () => {
    const { page } = session;
    await visit(page, '/admin/dashboard/gallery');
    const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c9a27a' } })
      .jpeg()
      .toBuffer();

    await page
      .getByLabel('Add photos')
      .setInputFiles({ name: 'IMG_4821.JPG', mimeType: 'image/jpeg', buffer: picture });

    const panel = page.getByRole('region', { name: 'Give this photo a title' });
    await panel.waitFor({ timeout: 30_000 });
    await expect.poll(() => focusedName(page)).toBe('title');
    await page.getByRole('main').getByText(AWAITING_TITLE_NOTE).first().waitFor();
    expect((await publishedContent()).gallery.items).toEqual([]);
    expect(await publicGalleryTitles()).toEqual([]);
    await expectNoAccessibilityViolations(page);

    await panel.getByRole('textbox', { name: 'Title' }).fill('Stucco front in warm sand');
    await panel.getByRole('combobox', { name: 'Category' }).selectOption('exterior');
    await panel.getByRole('button', { name: 'Save and show on website' }).click();
    await toast(page, '“Stucco front in warm sand” is on your website.').waitFor();

    expect((await publishedContent()).gallery.items.map(({ title, category }) => [title, category])).toEqual([
      ['Stucco front in warm sand', 'exterior'],
    ]);
    expect(await page.getByRole('main').getByText(AWAITING_TITLE_NOTE).count()).toBe(0);
    await visit(page, '/gallery');
    await page.getByRole('main').getByText('Stucco front in warm sand').first().waitFor();
  });
});

describe('unsaved notes on a quote request', () => {
  it('ask before the owner leaves by a link in the app or by Back, and hold the tab from closing', async () => {
    const { page } = session;
    await sendQuoteRequest();
    await visit(page, '/admin/dashboard/messages');
    await page
      .getByRole('link', { name: new RegExp(CUSTOMER) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: `Request from ${CUSTOMER}` }).waitFor();
    const requestUrl = page.url();
    const notes = page.getByRole('textbox', { name: 'Private notes' });
    // Typed key by key: the page then has the user activation a browser wants before it asks on closing.
    await notes.pressSequentially('Prefers mornings');
    await expectNoAccessibilityViolations(page);

    let accept = false;
    const dialogs = answerDialogs(page, () => accept);

    await page.getByRole('link', { name: /All quote requests/ }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect([dialogs[0]?.type(), dialogs[0]?.message()]).toEqual(['confirm', LEAVE_UNSAVED_QUESTION]);
    expect(page.url()).toBe(requestUrl);
    expect(await notes.inputValue()).toBe('Prefers mornings');

    await page.evaluate(() => window.history.back());
    console.log(page.url(), await page.evaluate(() => [history.length, JSON.stringify(history.state)]));
    await expect.poll(() => dialogs.length).toBe(2);
    expect([dialogs[1]?.type(), dialogs[1]?.message()]).toEqual(['confirm', LEAVE_UNSAVED_QUESTION]);
    await expect.poll(() => page.url()).toBe(requestUrl);
    expect(await notes.inputValue()).toBe('Prefers mornings');

    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs.length).toBe(3);
    expect(dialogs[2]?.type()).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    accept = true;
    await page.evaluate(() => window.history.back());
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    expect(dialogs).toHaveLength(4);
  });
});

describe('the setup checklist', () => {
  it('takes the owner into the field a step names, which shows an example rather than a value', async () => {
    const { page } = session;
    await visit(page, '/admin/dashboard');
    const checklist = page.getByRole('region', { name: 'Finish setting up your site' });

    await checklist.getByRole('link', { name: 'Write your business’s name' }).click();

    await expect.poll(() => focusedName(page)).toBe('name');
    const name = page.getByRole('textbox', { name: 'Business name' });
    expect(await name.inputValue()).toBe('');
    expect(await name.getAttribute('placeholder')).toBe('e.g. Rivera Painting');
    await expectNoAccessibilityViolations(page);

    await visit(page, '/admin/dashboard');
    await checklist.getByRole('link', { name: 'Add the phone number customers call' }).click();
    await expect.poll(() => focusedName(page)).toBe('phone');
  });
});
