import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './stack/axe.ts';
import { useBrowserPage, waitForApp } from './stack/browser.ts';
import { HUMAN_FILL_TIME_MS } from './stack/human-pace.ts';
import { SMTP_ALIAS, SMTP_PORT, type SmtpContainer, startSmtpContainer } from './stack/smtp-container.ts';
import { PUBLIC_DIR, type Stack, signInThroughApi, startStack, TEST_ADMIN } from './stack/start-stack.ts';

/** The owner's mail account on the test network's mail server: the password must leak nowhere. */
const ACCOUNT = { user: 'rivera@mail.example', password: 'Xq7-smtp-app-pass-9941' } as const;
const OWNER_INBOX = 'owner@rivera-painting.example';
const PHONE = { width: 390, height: 844 };
const SMALLEST_PHONE = { width: 320, height: 640 };

let stack: Stack;
let smtp: SmtpContainer;
const session = useBrowserPage();
/** Every /api answer the browser saw, as text. */
const apiAnswers: string[] = [];

beforeAll(async () => {
  // A blank install, logging every request line, as an owner's first start.
  stack = await startStack({ seedDemo: false, gatewayEnv: { LOG_LEVEL: 'info' } });
  smtp = await startSmtpContainer(stack.network, ACCOUNT);
});
afterAll(async () => {
  await smtp?.container.stop().catch(() => undefined);
  await stack?.stop();
});

function recordApiAnswers(page: Page): void {
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    void response.text().then(
      (text) => apiAnswers.push(text),
      () => undefined,
    );
  });
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${stack.baseUrl}/admin/login`);
  await page.getByLabel('Username').fill(TEST_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

/** What a stream of container logs holds, as text. */
async function logsOf(container: Stack['gateway']): Promise<string> {
  const stream = await container.logs();
  let text = '';
  stream.on('data', (chunk: Buffer | string) => {
    text += chunk.toString();
  });
  // The stream follows the log; what is there arrives at once.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  stream.destroy();
  return text;
}

/** MAIL_SETUP_SCREENSHOTS=<folder> keeps what the owner saw, for a person to look at. */
async function keepScreenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.MAIL_SETUP_SCREENSHOTS;
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

async function noHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  // Printed for the closing note's before/after (the old help page was 432 px wide at 390).
  console.info(`E-mail page: ${widths.page} px wide at ${widths.viewport} px`);
  expect(widths.page, 'the page is wider than the screen').toBeLessThanOrEqual(widths.viewport);
}

describe('mail set up from the dashboard on a phone', () => {
  it('tests, saves, then a quote request reaches the owner’s inbox, and the password shows up nowhere', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    recordApiAnswers(page);
    await signIn(page);

    // The overview's notice leads to the E-mail section.
    await page.getByRole('link', { name: 'Connect your mail account in E-mail' }).click();
    await page.getByRole('heading', { name: 'E-mail', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Your mail account' });
    await form.getByLabel('Server name').fill(SMTP_ALIAS);
    await form.getByRole('radio', { name: /^None/ }).check();
    await form.getByRole('textbox', { name: 'Port' }).fill(String(SMTP_PORT));
    await form.getByLabel('User name').fill(ACCOUNT.user);
    await form.getByLabel('Password or app password').fill(ACCOUNT.password);
    await form.getByLabel('Send from').fill(ACCOUNT.user);
    await form.getByLabel('Sender name').fill('Rivera Painting');
    await form.getByLabel('Send new quote requests to').fill(OWNER_INBOX);
    await noHorizontalOverflow(page);
    await expectNoAccessibilityViolations(page);

    // The test goes through the typed settings before anything is saved, and arrives.
    await form.getByRole('button', { name: 'Send a test e-mail' }).click();
    await form.getByRole('status').getByText(`Sent to ${OWNER_INBOX}.`).waitFor({ timeout: 20_000 });
    await keepScreenshot(page, 'mail-setup-tested-390');
    await expect.poll(async () => (await smtp.received()).length).toBe(1);
    const [test] = await smtp.received();
    expect(test?.to).toEqual([OWNER_INBOX]);
    expect(test?.raw).toMatch(/^Subject: Test e-mail from the .+ website$/m);

    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('E-mail is set up.').waitFor({ timeout: 20_000 });
    await expect.poll(() => form.getByLabel('Password or app password').inputValue()).toBe('');
    await form.getByText('A password is saved and never shown. Leave this empty to keep it.').waitFor();
    await noHorizontalOverflow(page);
    await expectNoAccessibilityViolations(page);
    // The smallest phone too, with the longest provider guide open.
    await page.setViewportSize(SMALLEST_PHONE);
    await page.getByText('Amazon SES', { exact: true }).click();
    await noHorizontalOverflow(page);
    await keepScreenshot(page, 'mail-setup-saved-320');
    await expectNoAccessibilityViolations(page);

    // A visitor asks for a quote through the public form: the owner's notification arrives at once.
    const visitor = await session.context.newPage();
    await visitor.setViewportSize(PHONE);
    await visitor.goto(`${stack.baseUrl}/contact`);
    await waitForApp(visitor);
    const started = Date.now();
    await visitor.getByLabel('Name').fill('Hannah Lee');
    await visitor.getByRole('textbox', { name: 'Email' }).fill('hannah@example.com');
    await visitor.getByLabel('Street address or ZIP').fill('85701');
    await visitor.getByLabel('Project details').fill('Two bedrooms and a hallway, walls only.');
    await visitor.waitForTimeout(Math.max(0, HUMAN_FILL_TIME_MS - (Date.now() - started)));
    await visitor.getByRole('button', { name: 'Send request' }).click();
    await visitor
      .getByRole('region', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Thanks! Your request is on its way.' })
      .waitFor();
    await expect
      .poll(async () => (await smtp.received()).filter((mail) => mail.to.includes(OWNER_INBOX)).length, {
        timeout: 30_000,
      })
      .toBe(2);
    const notification = (await smtp.received()).filter((mail) => mail.to.includes(OWNER_INBOX))[1];
    expect(notification?.raw).toContain('Hannah');
    expect(notification?.from).toBe(ACCOUNT.user);

    // The password is in no answer the browser saw, no log line, no published file, no CSV, no backup listing.
    const token = await signInThroughApi(stack.baseUrl);
    const csv = await (
      await fetch(`${stack.baseUrl}/api/admin/messages/export.csv`, { headers: { Authorization: `Bearer ${token}` } })
    ).text();
    expect(csv).toContain('Hannah');
    const settings = await (
      await fetch(`${stack.baseUrl}/api/admin/mail/settings`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    expect(settings).toMatchObject({ source: 'dashboard', passwordSet: true, settings: { user: ACCOUNT.user } });
    const backup = await stack.gateway.exec(['node', 'dist/backup.mjs']);
    expect(backup.exitCode).toBe(0);
    const published = await stack.gateway.exec(['sh', '-c', `find ${PUBLIC_DIR} -type f | wc -l`]);
    expect(Number(published.output.trim())).toBeGreaterThan(0);
    const inPublished = await stack.gateway.exec(['grep', '-r', '-l', '-F', '-a', '--', ACCOUNT.password, PUBLIC_DIR]);
    expect(inPublished.exitCode, `the password is in ${inPublished.output}`).toBe(1);
    expect(apiAnswers.some((text) => text.includes('"passwordSet":true'))).toBe(true);
    const gatewayLog = await logsOf(stack.gateway);
    expect(gatewayLog).toContain('"msg":"request"');
    const places: [string, string][] = [
      ['an API answer', apiAnswers.join('\n')],
      ['the gateway log', gatewayLog],
      ['the nginx log', await logsOf(stack.web)],
      ['the CSV export', csv],
      ['the settings answer', JSON.stringify(settings)],
      ['the backup listing', backup.output],
    ];
    for (const [where, text] of places)
      expect(text.includes(ACCOUNT.password), `the password is in ${where}`).toBe(false);
    await visitor.close();
  }, 180_000);
});
