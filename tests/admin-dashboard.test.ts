import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { TOAST_MAX_VISIBLE } from '../web/src/config/constants.ts';
import { useBrowserPage } from './stack/browser.ts';
import { queryGatewayDatabase } from './stack/gateway-database.ts';
import { HUMAN_FILL_TIME_MS } from './stack/human-pace.ts';
import { signInAsOwner } from './stack/owner.ts';

const baseUrl = inject('baseUrl');
const session = useBrowserPage();

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: text }).first();
const dashboardNav = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first();

const signIn = (page: Page) => signInAsOwner(page, baseUrl);

async function sendQuoteRequest(page: Page, details: string) {
  await page.goto(`${baseUrl}/contact`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const started = Date.now();
  await page.getByLabel('Name').fill('Priya Raman');
  await page.getByRole('textbox', { name: 'Email' }).fill('priya@example.com');
  await page.getByLabel('Street address or ZIP').fill('97005');
  await page.getByLabel('Project details').fill(details);
  await page.waitForTimeout(Math.max(0, HUMAN_FILL_TIME_MS - (Date.now() - started)));
  await page.getByRole('button', { name: 'Send request' }).click();
  await toast(page, 'Thanks! Your request is on its way.').waitFor();
}

describe('the owner in the dashboard', () => {
  it('finds a request from the public form by search, opens it, and saves its status with a note', async () => {
    const { page } = session;
    const marker = `dashboard-test-${Date.now()}`;
    await sendQuoteRequest(page, `Repaint the whole upstairs, ${marker}.`);

    await signIn(page);
    await dashboardNav(page, 'Messages').click();
    await page.getByLabel('Search requests').fill(marker);
    await page.getByLabel('Search requests').press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(marker);
    await page
      .getByRole('link', { name: /Priya Raman/ })
      .first()
      .click();
    await page.getByText(`Repaint the whole upstairs, ${marker}.`).waitFor();

    await page.getByLabel('Status').selectOption('quoted');
    await page.getByLabel('Private notes').fill('Walked it on Tuesday; quoted $4,200.');
    await page.getByRole('button', { name: 'Save follow-up' }).click();
    await toast(page, 'Follow-up saved.').waitFor();

    const [row] = await queryGatewayDatabase(
      inject('gatewayContainerId'),
      'SELECT status, notes, read_at IS NOT NULL AS opened FROM contact_requests WHERE details LIKE ?',
      `%${marker}%`,
    );
    expect(row).toEqual({ status: 'quoted', notes: 'Walked it on Tuesday; quoted $4,200.', opened: 1 });
  });

  it('uploads a photo and the public gallery shows it', async () => {
    const { page } = session;
    const folder = mkdtempSync(join(tmpdir(), 'upload-'));
    const file = join(folder, 'blue-front-door.jpg');
    writeFileSync(
      file,
      await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1f3a5f' } })
        .jpeg()
        .toBuffer(),
    );

    await signIn(page);
    await dashboardNav(page, 'Gallery').click();
    await page.getByLabel('Add photos').setInputFiles(file);
    await page.getByRole('main').getByText('Blue front door').first().waitFor({ timeout: 20_000 });

    await page.goto(`${baseUrl}/gallery`);
    await page.getByRole('main').getByText('Blue front door', { exact: true }).first().waitFor();
  });

  it('edits the business phone and the public contact page shows it', async () => {
    const { page } = session;
    await signIn(page);
    await dashboardNav(page, 'Business details').click();
    const phone = page.getByLabel('Phone', { exact: true });
    await phone.waitFor();
    const previous = await phone.inputValue();
    await phone.fill('(503) 555-0123');
    await page.getByRole('button', { name: 'Save details' }).click();
    await toast(page, /./).waitFor();

    await page.goto(`${baseUrl}/contact`);
    await page.getByRole('main').getByText('(503) 555-0123').first().waitFor();

    // Put it back for the other tests on this stack.
    await page.goto(`${baseUrl}/admin/dashboard/business`);
    await page.getByLabel('Phone', { exact: true }).fill(previous);
    await page.getByRole('button', { name: 'Save details' }).click();
    await toast(page, /./).waitFor();
  });

  it(`shows at most ${TOAST_MAX_VISIBLE} toasts at once when the owner saves again and again`, async () => {
    const { page } = session;
    await signIn(page);
    await dashboardNav(page, 'Business details').click();
    const save = page.getByRole('button', { name: 'Save details' });
    await save.waitFor();
    const toasts = page.getByRole('region', { name: 'Notifications' }).locator('li').filter({ hasText: /saved/ });
    const saves = TOAST_MAX_VISIBLE + 2;
    for (let saved = 1; saved <= saves; saved += 1) {
      await save.click();
      await expect.poll(() => toasts.count()).toBe(saved);
    }

    expect(await toasts.filter({ visible: true }).count()).toBe(TOAST_MAX_VISIBLE);
    const states = await toasts.evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
    expect(states.slice(TOAST_MAX_VISIBLE)).toEqual(['queued', 'queued']);
  });

  it('reorders services and the public services page follows', async () => {
    const { page } = session;
    // The published order: content.json is written with the pages.
    const publicOrder = async () =>
      ((await (await fetch(`${baseUrl}/content.json`)).json()) as { services: Array<{ title: string }> }).services.map(
        (service) => service.title,
      );
    const [first, second] = await publicOrder();

    await signIn(page);
    await dashboardNav(page, 'Services').click();
    await page.getByRole('button', { name: `Move down: ${first}` }).click();
    await expect.poll(async () => (await publicOrder()).slice(0, 2)).toEqual([second, first]);

    await page.goto(`${baseUrl}/services`);
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect.poll(async () => (await headings.allTextContents()).slice(0, 2)).toEqual([second, first]);

    // Put it back for the other tests on this stack.
    await page.goto(`${baseUrl}/admin/dashboard/services`);
    await page.getByRole('button', { name: `Move up: ${first}` }).click();
    await expect.poll(async () => (await publicOrder()).slice(0, 2)).toEqual([first, second]);
  });
});
