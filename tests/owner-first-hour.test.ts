import { randomBytes } from 'node:crypto';
import { UNSUBSCRIBE_PATH_PREFIX } from '@painting-site/gateway/contract/customer-mail';
import { CALENDAR_FEED_PREFIX, type CalendarFeed } from '@painting-site/gateway/contract/estimate-visits';
import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { PUBLIC_PAGES } from '@painting-site/gateway/contract/routes';
import * as OTPAuth from 'otpauth';
import type { Dialog, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../gateway/src/http/request-log.ts';
import { TOKEN_STORAGE_KEY } from '../web/src/config/constants.ts';
import { AWAITING_TITLE_NOTE } from '../web/src/features/gallery-admin/gallery-item-rules.ts';
import { LEAVE_UNSAVED_QUESTION } from '../web/src/lib/use-unsaved-changes-guard.ts';
import { schemaOrgProblems } from '../web/src/testing/schema-org-check.ts';
import { expectNoAccessibilityViolations, waitUntilSettled } from './stack/axe.ts';
import { useBrowserPage, waitForApp, waitForHostNetworkToSettle } from './stack/browser.ts';
import { logsOf } from './stack/container-logs.ts';
import { HUMAN_FILL_TIME_MS } from './stack/human-pace.ts';
import { addToEverySection, ownerApi, signInAsOwner } from './stack/owner.ts';
import { DASHBOARD_PATHS, dashboardPath, measureOverflow, writeEstimate } from './stack/page-width.ts';
import { api, firstResponse, jsonLdOf } from './stack/published-pages.ts';
import { keepScreenshot } from './stack/screenshots.ts';
import { SMTP_ALIAS, SMTP_PORT, type SmtpContainer, startSmtpContainer } from './stack/smtp-container.ts';
import { PUBLIC_DIR, STACK_SITE_URL, type Stack, startStack } from './stack/start-stack.ts';
import { startTwoStepSetup } from './stack/two-step-setup.ts';

// The owner's first hour, on a phone, on a blank install (SEED_DEMO=false), through the dashboard
// alone: mail connected to a real mail server on the test network, the business described, a photo
// named by the camera, a quote request followed up, two-step sign-in turned on with the phone
// itself, then the site shown to search engines. Every step is what the owner sees and does;
// the API is used only to check what visitors, search engines and the server then get.

/** The owner's mail account on the test network's mail server: the password must leak nowhere. */
const ACCOUNT = { user: 'rivera@mail.example', password: 'Xq7-smtp-app-pass-9941' } as const;
const OWNER_INBOX = 'owner@rivera-painting.example';
const BUSINESS = { name: 'Rivera Painting', phone: '(520) 555-0147', city: 'Tucson', region: 'AZ' };
const PLACES = ['Tucson', 'Oro Valley'];
const CUSTOMER = 'Hannah Lee';
const CAMERA_FILE = 'IMG_4821.JPG';
const PHOTO_TITLE = 'Stucco front in warm sand';
const PHONE = { width: 390, height: 844 };
const SMALLEST_PHONE = { width: 320, height: 640 };
/** The default heading of each section with content, by page: none may be missing. */
const SECTION_HEADINGS = {
  '/': ['Our services', 'Recent work', 'What customers say', 'Where we work'],
  '/services': ['How we work', 'Questions'],
} as const;
const NOINDEX = /<meta name="robots" content="noindex"\/?>/;

let stack: Stack;
let smtp: SmtpContainer;
const session = useBrowserPage();
/** Every /api answer the owner's browser saw, as text. */
const apiAnswers: string[] = [];

beforeAll(async () => {
  // A blank install that logs every request line, as an owner's first start.
  stack = await startStack({ seedDemo: false, gatewayEnv: { LOG_LEVEL: 'info' } });
  smtp = await startSmtpContainer(stack.network, ACCOUNT);
  await waitForHostNetworkToSettle();
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

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${stack.baseUrl}${path}`);
  await waitForApp(page);
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: text }).first();

/** The name attribute of the focused element: which field the owner is typing in. */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);

/** The page is no wider than the screen, and nothing on it reaches past the screen's edges. */
async function expectToFit(page: Page, where: string): Promise<void> {
  const measured = await measureOverflow(page);
  expect(measured.sticking, where).toEqual([]);
  expect(measured.scrollWidth, where).toBeLessThanOrEqual(measured.innerWidth);
}

const mailTo = async (address: string) => (await smtp.received()).filter((mail) => mail.to.includes(address));

/** Records the dialogs the page opens, answering each as told. */
function answerDialogs(page: Page, accept: () => boolean): Dialog[] {
  const seen: Dialog[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog);
    void (accept() ? dialog.accept() : dialog.dismiss());
  });
  return seen;
}

async function connectMail(page: Page): Promise<void> {
  // The overview's notice leads to the E-mail section.
  await page.getByRole('link', { name: 'Connect your mail account in E-mail' }).click();
  await page.getByRole('heading', { name: 'E-mail', level: 1 }).waitFor();
  const form = page.getByRole('form', { name: 'Your mail account' });
  await form.getByLabel('Server name').fill(SMTP_ALIAS);
  await form.getByRole('radio', { name: /^None/ }).check();
  await form.getByRole('textbox', { name: 'Port' }).fill(String(SMTP_PORT));
  await form.getByLabel('User name').fill(ACCOUNT.user);
  const password = form.getByLabel('Password or app password');
  // The sign-in password, not the app password the mail server wants: refused in words (a 400
  // with the reason per field), nothing saved.
  session.expectFailedResponses(400);
  await password.fill('my-usual-password');
  await form.getByLabel('Send from').fill(ACCOUNT.user);
  await form.getByLabel('Sender name').fill(BUSINESS.name);
  await form.getByLabel('Send new quote requests to').fill(OWNER_INBOX);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => password.getAttribute('aria-invalid'), { timeout: 20_000 }).toBe('true');
  await form.getByText(/The mail server refused the user name or password\./).waitFor();
  await expectToFit(page, 'the E-mail page with an error');
  await expectNoAccessibilityViolations(page);
  const saved = await ownerApi(stack.baseUrl, await ownerToken(page))('GET', '/api/admin/mail/settings');
  expect(await saved.json()).toMatchObject({ source: 'none' });

  // The app password: the test e-mail goes through the typed settings before anything is saved.
  await password.fill(ACCOUNT.password);
  await form.getByRole('button', { name: 'Send a test e-mail' }).click();
  await form.getByRole('status').getByText(`Sent to ${OWNER_INBOX}.`).waitFor({ timeout: 20_000 });
  await keepScreenshot(page, 'mail-setup-tested-390');
  await expect.poll(async () => (await mailTo(OWNER_INBOX)).length).toBe(1);
  expect((await mailTo(OWNER_INBOX))[0]?.raw).toMatch(/^Subject: Test e-mail from the .+ website$/m);

  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText('E-mail is set up.').first().waitFor({ timeout: 20_000 });
  await expect.poll(() => password.inputValue()).toBe('');
  await form.getByText('A password is saved and never shown. Leave this empty to keep it.').waitFor();
  await expectToFit(page, 'the E-mail page at 390 px');
  await expectNoAccessibilityViolations(page);
  // The smallest phone too, with the longest provider guide open.
  await page.setViewportSize(SMALLEST_PHONE);
  await page.getByText('Amazon SES', { exact: true }).click();
  await expectToFit(page, 'the E-mail page at 320 px');
  await keepScreenshot(page, 'mail-setup-saved-320');
  await page.setViewportSize(PHONE);
}

const ownerToken = async (page: Page) =>
  String(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY));

async function describeTheBusiness(page: Page): Promise<void> {
  // The checklist's step takes the owner into the field it names, which shows an example, not a value.
  await visit(page, '/admin/dashboard');
  const checklist = page.getByRole('region', { name: 'Finish setting up your site' });
  await checklist.getByRole('link', { name: 'Write your business’s name' }).click();
  await expect.poll(() => focusedName(page)).toBe('name');
  const name = page.getByRole('textbox', { name: 'Business name' });
  expect(await name.inputValue()).toBe('');
  expect(await name.getAttribute('placeholder')).toBe('e.g. Rivera Painting');
  await expectNoAccessibilityViolations(page);
  await name.fill(BUSINESS.name);
  await page.getByLabel('Phone').fill(BUSINESS.phone);
  await page.getByLabel('City').fill(BUSINESS.city);
  await page.getByLabel('State').fill(BUSINESS.region);
  for (const [index, place] of PLACES.entries()) {
    await page.getByRole('button', { name: 'Add a place' }).click();
    await page.getByLabel(`Place ${index + 1}`).fill(place);
  }
  await page.getByRole('button', { name: 'Save details' }).click();
  await toast(page, /saved/i).waitFor();
}

/** A photo straight from the phone's camera: asked a title at once, and off the site until it has one. */
async function uploadCameraPhoto(page: Page): Promise<void> {
  await visit(page, '/admin/dashboard/gallery');
  const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c9a27a' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Add photos').setInputFiles({ name: CAMERA_FILE, mimeType: 'image/jpeg', buffer: picture });

  const panel = page.getByRole('region', { name: 'Give this photo a title' });
  await panel.waitFor({ timeout: 30_000 });
  await expect.poll(() => focusedName(page)).toBe('title');
  await page.getByRole('main').getByText(AWAITING_TITLE_NOTE).first().waitFor();
  const published = await api<PublicContent>(stack.baseUrl, '/content.json');
  expect(published.gallery.items).toEqual([]);
  expect((await api<PublicContent['gallery']>(stack.baseUrl, '/api/gallery')).items).toEqual([]);
  await expectNoAccessibilityViolations(page);

  await panel.getByRole('textbox', { name: 'Title' }).fill(PHOTO_TITLE);
  await panel.getByRole('combobox', { name: 'Category' }).selectOption('exterior');
  await panel.getByRole('button', { name: 'Save and show on website' }).click();
  await toast(page, `“${PHOTO_TITLE}” is on your website.`).waitFor();
  // On the home page too.
  await page.getByRole('button', { name: `Edit: ${PHOTO_TITLE}` }).click();
  await page.getByRole('checkbox', { name: 'Featured on the home page' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  const titled = await api<PublicContent>(stack.baseUrl, '/content.json');
  expect(titled.gallery.items.map(({ title, category, featured }) => [title, category, featured])).toEqual([
    [PHOTO_TITLE, 'exterior', true],
  ]);
}

/** A visitor's quote request through the public form on their phone. */
async function requestAQuote(page: Page): Promise<void> {
  const visitor = await session.context.newPage();
  await visitor.setViewportSize(PHONE);
  await visitor.goto(`${stack.baseUrl}/contact`);
  await waitForApp(visitor);
  const started = Date.now();
  await visitor.getByLabel('Name').fill(CUSTOMER);
  await visitor.getByRole('textbox', { name: 'Email' }).fill('hannah@example.com');
  await visitor.getByLabel('Street address or ZIP').fill('85701');
  await visitor.getByLabel('Project details').fill('Two bedrooms and a hallway, walls only.');
  await visitor.waitForTimeout(Math.max(0, HUMAN_FILL_TIME_MS - (Date.now() - started)));
  await visitor.getByRole('button', { name: 'Send request' }).click();
  await toast(visitor, 'Thanks! Your request is on its way.').waitFor();
  await visitor.close();
  expect(page.isClosed()).toBe(false);
}

/** Notes typed on the request and not saved: the owner is asked before leaving by a link, by Back, or by closing. */
async function leaveUnsavedNotes(page: Page): Promise<void> {
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

  const accept = false;
  const dialogs = answerDialogs(page, () => accept);
  await page.getByRole('link', { name: /All quote requests/ }).click();
  await expect.poll(() => dialogs.length).toBe(1);
  expect([dialogs[0]?.type(), dialogs[0]?.message()]).toEqual(['confirm', LEAVE_UNSAVED_QUESTION]);
  expect(page.url()).toBe(requestUrl);
  expect(await notes.inputValue()).toBe('Prefers mornings');

  await page.evaluate(() => window.history.back());
  await expect.poll(() => dialogs.length).toBe(2);
  expect([dialogs[1]?.type(), dialogs[1]?.message()]).toEqual(['confirm', LEAVE_UNSAVED_QUESTION]);
  await expect.poll(() => page.url()).toBe(requestUrl);
  expect(await notes.inputValue()).toBe('Prefers mornings');

  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs.length).toBe(3);
  expect(dialogs[2]?.type()).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);

  // The owner saves instead: nothing asks any more.
  await page.getByRole('button', { name: 'Save follow-up' }).click();
  await toast(page, 'Follow-up saved.').waitFor();
  await page.getByRole('link', { name: /All quote requests/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
  expect(dialogs).toHaveLength(3);
  page.removeAllListeners('dialog');
}

/** Two-step sign-in turned on with the phone that holds the authenticator app. */
async function turnOnTwoStepSignIn(page: Page): Promise<void> {
  const { panel, uri } = await startTwoStepSetup(page, stack.baseUrl);
  const link = panel.getByRole('link', { name: 'Add to an authenticator app on this phone' });
  expect(await link.getAttribute('href')).toBe(uri);
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  // Beside the QR code: the next thing after it, within half a screen, on screen without a sideways scroll.
  const qr = await page.getByRole('img', { name: /QR code/ }).boundingBox();
  const linkBox = await link.boundingBox();
  if (!qr || !linkBox) throw new Error('the QR code or the link is not on screen');
  expect(linkBox.y).toBeGreaterThan(qr.y);
  expect(linkBox.y - (qr.y + qr.height)).toBeLessThan(PHONE.height / 2);
  expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(PHONE.width);
  await panel.getByRole('button', { name: 'Copy the key' }).waitFor();
  await expectToFit(page, 'the two-step setup');
  await expectNoAccessibilityViolations(page);
  await keepScreenshot(page, 'two-step-setup-390');

  const app = OTPAuth.URI.parse(uri);
  await panel.getByLabel(/6-digit code/).fill(app.generate());
  await panel.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
  await panel.getByRole('button', { name: 'Done' }).click();
  await page.getByText(/recovery codes left/).waitFor();
}

async function showInSearchEngines(page: Page): Promise<void> {
  await visit(page, '/admin/dashboard');
  const steps = page.getByRole('region', { name: 'Finish setting up your site' }).getByRole('listitem');
  expect(await steps.last().textContent()).toBe('Show your site in search engines');
  await steps.last().getByRole('link').click();
  const searchEngines = page.getByRole('region', { name: 'Search engines' });
  const box = searchEngines.getByRole('checkbox', { name: 'Show my site in search engines' });
  expect(await box.isChecked()).toBe(false);
  await box.check();
  await searchEngines.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Search engines may now list your site.').first().waitFor();
}

describe('the owner’s first hour on a phone, on a blank install', () => {
  it('connects mail, describes the business, names a camera photo, follows up a request, secures the sign-in, then goes into search engines', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    recordApiAnswers(page);

    // Nothing set up yet: hidden from search engines.
    for (const { path } of PUBLIC_PAGES) expect((await firstResponse(stack.baseUrl, path)).html, path).toMatch(NOINDEX);
    expect((await firstResponse(stack.baseUrl, '/robots.txt')).html).toBe('User-agent: *\nDisallow: /\n');

    await signInAsOwner(page, stack.baseUrl);
    await connectMail(page);
    await describeTheBusiness(page);
    await uploadCameraPhoto(page);
    await addToEverySection(ownerApi(stack.baseUrl, await ownerToken(page)), BUSINESS.city);

    // A visitor asks for a quote: the owner's notification arrives through the saved account.
    await requestAQuote(page);
    await expect.poll(async () => (await mailTo(OWNER_INBOX)).length, { timeout: 30_000 }).toBe(2);
    const notification = (await mailTo(OWNER_INBOX))[1];
    expect(notification?.raw).toContain('Hannah');
    expect(notification?.from).toBe(ACCOUNT.user);

    await leaveUnsavedNotes(page);
    await turnOnTwoStepSignIn(page);

    // Every dashboard page fits the narrowest phone.
    const token = await ownerToken(page);
    const call = ownerApi(stack.baseUrl, token);
    const { items } = (await (await call('GET', '/api/admin/messages')).json()) as { items: { id: number }[] };
    const estimate = await writeEstimate(stack.baseUrl, token, items[0]?.id ?? 0);
    await page.setViewportSize(SMALLEST_PHONE);
    for (const path of DASHBOARD_PATHS) {
      await visit(page, dashboardPath(path, { request: items[0]?.id ?? 0, estimate }));
      await waitUntilSettled(page);
      await expectToFit(page, `${path} at 320 px`);
    }
    await page.setViewportSize(PHONE);

    // Still hidden until the checklist's last step; then every page may be listed.
    expect((await firstResponse(stack.baseUrl, '/')).html).toMatch(NOINDEX);
    await showInSearchEngines(page);
    for (const { path } of PUBLIC_PAGES) {
      expect((await firstResponse(stack.baseUrl, path)).html, path).not.toMatch(/<meta name="robots"/);
    }
    expect((await firstResponse(stack.baseUrl, '/robots.txt')).html).toContain('Allow: /');

    // Each section with content has its heading, on the phone.
    for (const [path, headings] of Object.entries(SECTION_HEADINGS)) {
      await visit(page, path);
      for (const name of headings) {
        await page.getByRole('main').getByRole('region', { name }).getByRole('heading', { level: 2, name }).waitFor();
      }
      await expectNoAccessibilityViolations(page);
      await keepScreenshot(page, `headings${path === '/' ? '-home' : path.replace('/', '-')}-390`);
    }
    await visit(page, '/gallery');
    await page.getByRole('main').getByText(PHOTO_TITLE).first().waitFor();

    // Search engines read valid JSON-LD that rates nothing.
    const { site } = await api<PublicContent>(stack.baseUrl, '/content.json');
    const data = jsonLdOf((await firstResponse(stack.baseUrl, '/')).html);
    expect(schemaOrgProblems(data, site.siteUrl ?? STACK_SITE_URL)).toEqual([]);
    expect(data).toMatchObject({
      name: BUSINESS.name,
      telephone: '+15205550147',
      address: { addressLocality: BUSINESS.city, addressRegion: BUSINESS.region, addressCountry: 'US' },
    });
    expect(data).not.toHaveProperty('aggregateRating');

    // The password is in no answer the browser saw, no log line, no published file, no CSV, no backup listing.
    const csv = await (await call('GET', '/api/admin/messages/export.csv')).text();
    expect(csv).toContain(CUSTOMER);
    const settings = await (await call('GET', '/api/admin/mail/settings')).json();
    expect(settings).toMatchObject({ source: 'dashboard', passwordSet: true, settings: { user: ACCOUNT.user } });
    const backup = await stack.gateway.exec(['node', 'dist/backup.mjs']);
    expect(backup.exitCode).toBe(0);
    const published = await stack.gateway.exec(['sh', '-c', `find ${PUBLIC_DIR} -type f | wc -l`]);
    expect(Number(published.output.trim())).toBeGreaterThan(0);
    const inPublished = await stack.gateway.exec(['grep', '-r', '-l', '-F', '-a', '--', ACCOUNT.password, PUBLIC_DIR]);
    expect(inPublished.exitCode, `the password is in ${inPublished.output}`).toBe(1);
    expect(apiAnswers.some((text) => text.includes('"passwordSet":true'))).toBe(true);

    // The calendar feed's address and an unsubscribe link carry a secret in the path: through nginx,
    // neither log shows it. (The mask goes by the path, so a key no request has serves as a real one.)
    const feed = (await (await call('POST', '/api/admin/visits/feed')).json()) as CalendarFeed;
    const feedPath = new URL(String(feed.url)).pathname;
    expect((await fetch(`${stack.baseUrl}${feedPath}`)).status).toBe(200);
    const unsubscribeKey = `${items[0]?.id}.${randomBytes(32).toString('base64url')}`;
    expect((await fetch(`${stack.baseUrl}${UNSUBSCRIBE_PATH_PREFIX}${unsubscribeKey}`)).status).toBe(404);
    const urlSecrets = [
      feedPath.slice(CALENDAR_FEED_PREFIX.length, -'.ics'.length),
      unsubscribeKey.split('.')[1] ?? '',
    ];

    const gatewayLog = await logsOf(stack.gateway);
    const nginxLog = await logsOf(stack.web);
    expect(gatewayLog).toContain('"msg":"request"');
    expect(gatewayLog).toContain(`"path":"${CALENDAR_FEED_PREFIX}${SECRET_MASK}"`);
    expect(gatewayLog).toContain(`"path":"${UNSUBSCRIBE_PATH_PREFIX}${SECRET_MASK}"`);
    expect(nginxLog).toContain(`"GET ${CALENDAR_FEED_PREFIX}${SECRET_MASK} HTTP/1.1" 200`);
    expect(nginxLog).toContain(`"GET ${UNSUBSCRIBE_PATH_PREFIX}${SECRET_MASK} HTTP/1.1" 404`);
    for (const secret of urlSecrets) {
      expect(secret).toHaveLength(43);
      expect(gatewayLog.includes(secret), 'a URL secret is in the gateway log').toBe(false);
      expect(nginxLog.includes(secret), 'a URL secret is in the nginx log').toBe(false);
    }
    const places: [string, string][] = [
      ['an API answer', apiAnswers.join('\n')],
      ['the gateway log', gatewayLog],
      ['the nginx log', nginxLog],
      ['the CSV export', csv],
      ['the settings answer', JSON.stringify(settings)],
      ['the backup listing', backup.output],
    ];
    for (const [where, text] of places) {
      expect(text.includes(ACCOUNT.password), `the password is in ${where}`).toBe(false);
    }
  }, 360_000);
});
