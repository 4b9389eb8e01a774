import type {
  BookedVisit,
  CalendarFeed,
  VisitAvailability,
  VisitConflict,
  VisitWindows,
} from '@painting-site/gateway/contract/estimate-visits';
import type { QuoteReceipt } from '@painting-site/gateway/contract/quote-requests';
import { addDays, wallTimeToInstant, zonedDate } from '@painting-site/gateway/contract/wall-clock';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Network, type StartedNetwork, type StartedTestContainer } from 'testcontainers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarPartsOf,
  decodeMimeWords,
  type ParsedEvent,
  parseCalendar,
} from '../gateway/src/testing/mail-parts.ts';
import { TOKEN_STORAGE_KEY } from '../web/src/config/constants.ts';
import { expectNoAccessibilityViolations } from './stack/axe.ts';
import { launchBrowser, type PageErrors, waitForApp, watchForPageErrors } from './stack/browser.ts';
import { queryGatewayDatabase } from './stack/gateway-database.ts';
import { HUMAN_FILL_TIME_MS } from './stack/human-pace.ts';
import { signInAsOwner } from './stack/owner.ts';
import { SMTP_ALIAS, SMTP_PORT, type SmtpContainer, startSmtpContainer } from './stack/smtp-container.ts';
import { newPublicVolume, removeVolume, startGateway, startWeb, urlOf } from './stack/start-stack.ts';

// Estimate visits booked online, through nginx to the gateway in containers, a real mail server on
// the test network and Chromium at a phone's width: the owner sets the hours, a customer books a
// window after sending the quote form, the owner moves it, the customer cancels it with the private
// link from the e-mail, and the owner's calendar feed follows. Every invitation is read back by an
// iCalendar parser. Then twenty customers try one window at once, and bad input is refused in words.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** nginx believes X-Forwarded-For from the test's own connection, so each customer is an address of its own. */
const TEST_NETWORKS = '10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16';
const ACCOUNT = { user: 'web@brightside.example', password: 'Vq8-visits-app-pass-2207' } as const;
const OWNER_INBOX = 'owner@brightside.example';
const ZONE = 'America/Los_Angeles';
const CUSTOMER = { name: 'Hannah Lee', email: 'hannah@example.com', address: '12 Oak St, Lake Oswego, OR 97034' };
/** The gateway's own SITE_URL, which the e-mails' links carry; the test reaches nginx at its mapped port instead. */
const SITE_URL = 'http://localhost:8080';

let network: StartedNetwork;
let publicVolume: string;
let gateway: StartedTestContainer;
let web: StartedTestContainer;
let smtp: SmtpContainer;
let baseUrl: string;
let browser: Browser;
const contexts: BrowserContext[] = [];
const watches: PageErrors[] = [];
let visitors = 0;

beforeAll(async () => {
  network = await new Network().start();
  publicVolume = newPublicVolume();
  smtp = await startSmtpContainer(network, ACCOUNT);
  gateway = await startGateway(network, {
    publicVolume,
    seedDemo: true,
    env: {
      SITE_URL,
      SMTP_URL: `smtp://${encodeURIComponent(ACCOUNT.user)}:${encodeURIComponent(ACCOUNT.password)}@${SMTP_ALIAS}:${SMTP_PORT}`,
      NOTIFY_EMAIL: OWNER_INBOX,
      MAIL_FROM: `Brightside Painting <${ACCOUNT.user}>`,
    },
  });
  web = await startWeb(network, undefined, { publicVolume, env: { TRUSTED_PROXIES: TEST_NETWORKS } });
  baseUrl = urlOf(web);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await web?.stop().catch(() => undefined);
  await gateway?.stop().catch(() => undefined);
  await smtp?.container.stop().catch(() => undefined);
  await network?.stop().catch(() => undefined);
  if (publicVolume) await removeVolume(publicVolume);
});
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  for (const watch of watches.splice(0)) expect(watch.errors).toEqual([]);
});

/** A visitor address of its own (10.29.x.y), for nginx's and the gateway's per-address limits. */
const nextVisitor = () => {
  visitors += 1;
  return `10.29.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};

/** A browser of its own (a phone unless told), in the visitor's time zone, watched for page errors. */
async function openBrowser(
  options: { viewport?: { width: number; height: number }; timezoneId?: string; expected?: number[] } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? PHONE,
    timezoneId: options.timezoneId ?? ZONE,
    extraHTTPHeaders: { 'X-Forwarded-For': nextVisitor() },
  });
  contexts.push(context);
  const page = await context.newPage();
  const watch = watchForPageErrors(page);
  for (const status of options.expected ?? []) watch.expectedStatuses.add(status);
  watches.push(watch);
  return page;
}

const ownerToken = async (page: Page) =>
  String(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY));

function owner(token: string) {
  return (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Forwarded-For': '10.28.0.1' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

/** A JSON POST from a visitor address. */
const post = (path: string, body: unknown, address = nextVisitor()) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });

const mailTo = async (address: string) => (await smtp.received()).filter((mail) => mail.to.includes(address));
const subjectOf = (raw: string) => decodeMimeWords(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '');

/** The e-mail to `address` whose subject matches, once it has come. */
async function mailWithSubject(address: string, subject: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).map((mail) => mail.raw).find((raw) => subject.test(subjectOf(raw)));
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found ?? '';
}

/** The private link in an e-mail's text (quoted-printable lines unfolded), at the test's address of nginx. */
function manageLinkOf(raw: string): string {
  const link = /https?:\/\/[^\s"<>]+\/visit#[\w.-]+/.exec(raw.replace(/=\r?\n/g, ''))?.[0] ?? '';
  expect(link.startsWith(`${SITE_URL}/visit#`), link).toBe(true);
  return link.replace(SITE_URL, baseUrl);
}

/** The invitation an e-mail carries, as a calendar app reads it. */
function invitationOf(raw: string): ParsedEvent {
  const [part] = calendarPartsOf(raw);
  const events = parseCalendar(part?.text ?? '');
  expect(events).toHaveLength(1);
  return events[0] as ParsedEvent;
}

/** The feed at its webcal:// address, fetched as a calendar app does (through nginx). */
async function feedEvents(webcalUrl: string): Promise<{ status: number; events: ParsedEvent[] }> {
  const response = await fetch(webcalUrl.replace(/^webcal:\/\/[^/]+/, baseUrl));
  if (response.status !== 200) return { status: response.status, events: [] };
  expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
  return { status: 200, events: parseCalendar(await response.text()) };
}

/** Fills the quote form as a person does, and sends it. */
async function sendQuoteForm(page: Page, customer: typeof CUSTOMER): Promise<void> {
  await page.goto(`${baseUrl}/contact`);
  await waitForApp(page);
  const started = Date.now();
  await page.getByLabel('Name').fill(customer.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByLabel('Street address or ZIP').fill(customer.address);
  await page.getByLabel('Project details').fill('Living room and hallway walls, two coats, some patching.');
  await page.waitForTimeout(Math.max(0, HUMAN_FILL_TIME_MS - (Date.now() - started)));
  await page.getByRole('button', { name: 'Send request' }).click();
}

/** A quote request through the API, as the app sends it, from its own address: its receipt. */
async function quoteRequest(index: number): Promise<QuoteReceipt> {
  const address = nextVisitor();
  const { token: formToken } = (await (
    await fetch(`${baseUrl}/api/contact/token`, { headers: { 'X-Forwarded-For': address } })
  ).json()) as { token: string };
  await new Promise((resolve) => setTimeout(resolve, HUMAN_FILL_TIME_MS));
  const sent = await post(
    '/api/contact',
    {
      name: `Customer ${index}`,
      email: `customer${index}@example.com`,
      address: '97034',
      service: '',
      details: `Fence and deck, request number ${index}.`,
      preferredContact: 'email',
      formToken,
      website: '',
    },
    address,
  );
  expect(sent.status, await sent.clone().text()).toBe(201);
  return (await sent.json()) as QuoteReceipt;
}

const windowsNow = async () => (await (await fetch(`${baseUrl}/api/visits/windows`)).json()) as VisitWindows;
const startsOf = (windows: VisitWindows) => windows.days.flatMap((day) => day.windows.map((window) => window.start));
const visitRows = () =>
  queryGatewayDatabase(gateway.getId(), 'SELECT id, start_at, status FROM estimate_visits ORDER BY id') as Promise<
    { id: number; start_at: string; status: string }[]
  >;

describe('an estimate visit booked online', () => {
  let feedUrl = '';

  it('the owner sets the hours; a customer books after sending the form; the owner moves it; the customer cancels with the private link; the feed follows', async () => {
    // The owner, on a phone: online booking on, the business's zone, Saturday mornings added.
    const ownerPage = await openBrowser();
    await signInAsOwner(ownerPage, baseUrl);
    await ownerPage.goto(`${baseUrl}/admin/dashboard/visits`);
    await ownerPage.getByRole('heading', { name: 'Estimate visits', level: 1 }).waitFor();
    await ownerPage.getByLabel('Let customers book an estimate visit online').check();
    await ownerPage.getByLabel('Time zone').selectOption(ZONE);
    const saturday = ownerPage.getByRole('group', { name: 'Saturday' });
    await saturday.getByRole('button', { name: 'Add hours on Saturday' }).click();
    await saturday.getByLabel('From').fill('09:00');
    await saturday.getByLabel('To').fill('11:00');
    await ownerPage.getByRole('button', { name: 'Save visit hours' }).click();
    await ownerPage.getByText('Visit hours saved.').first().waitFor();
    await expectNoAccessibilityViolations(ownerPage);
    const call = owner(await ownerToken(ownerPage));
    const saved = (await (await call('GET', '/api/admin/visits/availability')).json()) as VisitAvailability;
    expect(saved).toMatchObject({ enabled: true, timeZone: ZONE });
    expect(saved.hours).toContainEqual({ day: 'Saturday', start: '09:00', end: '11:00' });

    // Its calendar address, for the phone's calendar.
    await ownerPage.getByRole('button', { name: 'Make a calendar address' }).click();
    const address = ownerPage.getByRole('textbox', { name: 'Calendar address' });
    await address.waitFor();
    feedUrl = await address.inputValue();
    expect(feedUrl).toMatch(/^webcal:\/\/.+\/api\/calendar\/[\w-]{43}\.ics$/);
    expect(await feedEvents(feedUrl)).toEqual({ status: 200, events: [] });

    // A customer in New York sends the quote form on their phone, then picks the first time offered.
    const customerPage = await openBrowser({ timezoneId: 'America/New_York' });
    await sendQuoteForm(customerPage, CUSTOMER);
    const booking = customerPage.getByRole('region', { name: 'Book your free estimate visit' });
    await booking.waitFor({ timeout: 20_000 });
    await booking.getByText('Times are Los Angeles time.').waitFor();
    await expectNoAccessibilityViolations(customerPage, booking);
    // By keyboard: the first time, then the next one with the arrow key.
    const first = booking.getByRole('radio').first();
    await first.focus();
    await customerPage.keyboard.press('Space');
    await customerPage.keyboard.press('ArrowDown');
    const chosen = booking.getByRole('radio', { checked: true });
    const start = String(await chosen.getAttribute('value'));
    expect(start).toBe(startsOf(await windowsNow())[1]);
    await booking.getByRole('button', { name: 'Book this time' }).click();
    await booking.getByText('Booked:').waitFor();
    await booking.getByText('We e-mailed you the details.').waitFor();
    expect(startsOf(await windowsNow())).not.toContain(start);

    // The customer's invitation: the exact instant chosen, in UTC.
    const bookedMail = await mailWithSubject(CUSTOMER.email, /^Estimate visit booked: /);
    const invitation = invitationOf(bookedMail);
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      status: 'CONFIRMED',
      startUtc: new Date(start).toISOString(),
    });
    console.log(`the customer's invitation, parsed by ical.js:\n${JSON.stringify(invitation, null, 2)}`);
    await mailWithSubject(OWNER_INBOX, /^Estimate visit booked .+: Hannah Lee$/);
    expect((await feedEvents(feedUrl)).events.map((event) => [event.summary, event.startUtc, event.location])).toEqual([
      ['Estimate visit: Hannah Lee', new Date(start).toISOString(), 'Lake Oswego'],
    ]);

    // The owner sees it on the overview and on the request, and moves it to 2:00 PM the next day.
    await ownerPage.goto(`${baseUrl}/admin/dashboard`);
    const coming = ownerPage.getByRole('list', { name: 'Visits' });
    await coming.getByRole('link', { name: /Hannah Lee/ }).click();
    const visitPanel = ownerPage.getByRole('region', { name: 'Estimate visit' });
    await visitPanel.getByRole('button', { name: 'Move visit' }).click();
    const day = addDays(zonedDate(Date.parse(start), ZONE), 1);
    await visitPanel.getByLabel('Day').fill(day);
    await visitPanel.getByLabel('Time').fill('14:00');
    await visitPanel.getByRole('button', { name: 'Move visit' }).click();
    const movedTo = new Date(wallTimeToInstant(day, '14:00', ZONE) ?? 0).toISOString();
    const movedMail = await mailWithSubject(CUSTOMER.email, /^Estimate visit moved to /);
    const update = invitationOf(movedMail);
    expect(update).toMatchObject({ method: 'REQUEST', uid: invitation.uid, startUtc: movedTo });
    expect(update.sequence).toBeGreaterThan(invitation.sequence);
    await expectNoAccessibilityViolations(ownerPage);
    expect((await feedEvents(feedUrl)).events.map((event) => event.startUtc)).toEqual([movedTo]);

    // The customer follows the private link of the e-mail and cancels.
    const managePage = await openBrowser();
    await managePage.goto(manageLinkOf(movedMail));
    await waitForApp(managePage);
    await managePage.getByRole('button', { name: 'Cancel the visit' }).waitFor();
    await expectNoAccessibilityViolations(managePage);
    await managePage.getByRole('button', { name: 'Cancel the visit' }).click();
    await managePage.getByRole('button', { name: 'Yes, cancel it' }).click();
    await managePage.getByText('Your visit has been cancelled.').waitFor();
    const cancellation = invitationOf(await mailWithSubject(CUSTOMER.email, /^Estimate visit cancelled /));
    expect(cancellation).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: invitation.uid });
    await mailWithSubject(OWNER_INBOX, /^Estimate visit cancelled .+: Hannah Lee$/);

    // The feed drops it; stopping the feed makes its address a 404.
    expect(await feedEvents(feedUrl)).toEqual({ status: 200, events: [] });
    await ownerPage.goto(`${baseUrl}/admin/dashboard/visits`);
    await ownerPage.getByRole('button', { name: 'Stop the feed' }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Stop the feed' }).click();
    await ownerPage.getByText('Calendar feed stopped.').first().waitFor();
    expect((await feedEvents(feedUrl)).status).toBe(404);
    const none = (await (await call('GET', '/api/admin/visits/feed')).json()) as CalendarFeed;
    expect(none.url).toBeNull();
  }, 240_000);

  it('twenty customers who pick the same window at once: one gets it, nineteen are told and shown the next windows', async () => {
    const receipts = await Promise.all(Array.from({ length: 20 }, (_, index) => quoteRequest(index)));
    const [contested] = startsOf(await windowsNow());
    const answers = await Promise.all(
      receipts.map((receipt) => post('/api/visits', { token: receipt.visitToken, start: contested })),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<BookedVisit | VisitConflict>));
    const tally = answers.reduce<Record<number, number>>((counts, answer) => {
      counts[answer.status] = (counts[answer.status] ?? 0) + 1;
      return counts;
    }, {});
    console.log(`20 concurrent bookings of ${contested} through nginx: ${JSON.stringify(tally)}`);
    expect(tally).toEqual({ 201: 1, 409: 19 });
    for (const [index, answer] of answers.entries()) {
      if (answer.status !== 409) continue;
      const conflict = bodies[index] as VisitConflict;
      expect(conflict.error).toEqual({
        code: 'window_taken',
        message: 'Someone has just booked that time. Please pick another one.',
      });
      expect(startsOf(conflict.windows)).not.toContain(contested);
      expect(startsOf(conflict.windows).length).toBeGreaterThan(0);
    }
    expect((await visitRows()).filter((row) => row.start_at === contested && row.status !== 'cancelled')).toHaveLength(
      1,
    );
  }, 120_000);

  it('refuses in words, and changes nothing: a time not offered, a past time, a forged link, a cancelled visit moved again', async () => {
    const receipt = await quoteRequest(99);
    const windows = await windowsNow();
    const [offered] = startsOf(windows);
    const before = await visitRows();

    const notOffered = await post('/api/visits', {
      token: receipt.visitToken,
      start: new Date(Date.parse(offered ?? '') + 7 * 60_000).toISOString(),
    });
    expect(notOffered.status).toBe(409);
    expect(((await notOffered.json()) as VisitConflict).error.message).toBe(
      'That time is not one we offer. Please pick one of the times shown.',
    );
    const past = await post('/api/visits', { token: receipt.visitToken, start: '2020-01-06T17:00:00.000Z' });
    expect(past.status).toBeGreaterThanOrEqual(400);
    expect(past.status).toBeLessThan(500);
    expect(((await past.json()) as VisitConflict).error.message).toBe('Choose a time in the future.');
    const forged = await post('/api/visits/manage', { token: `${receipt.id}.${'A'.repeat(43)}` });
    expect(forged.status).toBe(404);
    expect(await forged.json()).toEqual({
      error: {
        code: 'visit_not_found',
        message: 'We could not find this booking. Use the link in your latest e-mail from us, or call us.',
      },
    });
    expect(await visitRows()).toEqual(before);

    // Booked, cancelled, then moved again: refused.
    expect((await post('/api/visits', { token: receipt.visitToken, start: offered })).status).toBe(201);
    expect((await post('/api/visits/manage/cancel', { token: receipt.visitToken })).status).toBe(200);
    const cancelled = await visitRows();
    const [later] = startsOf(await windowsNow()).slice(-1);
    const movedAgain = await post('/api/visits/manage/move', { token: receipt.visitToken, start: later });
    expect(movedAgain.status).toBe(400);
    expect(await movedAgain.json()).toMatchObject({
      error: {
        code: 'visit_locked',
        message: 'This visit was cancelled. Send a new request, or call us, to book another one.',
      },
    });
    expect(await visitRows()).toEqual(cancelled);
  }, 60_000);

  it('has no accessibility violations at desktop width: the availability editor, the picker, the manage page', async () => {
    const ownerPage = await openBrowser({ viewport: DESKTOP });
    await signInAsOwner(ownerPage, baseUrl);
    await ownerPage.goto(`${baseUrl}/admin/dashboard/visits`);
    await ownerPage.getByRole('heading', { name: 'Estimate visits', level: 1 }).waitFor();
    await ownerPage.getByLabel('Time zone').waitFor();
    await expectNoAccessibilityViolations(ownerPage);

    const customerPage = await openBrowser({ viewport: DESKTOP });
    await sendQuoteForm(customerPage, { ...CUSTOMER, name: 'Ines Park', email: 'ines@example.com' });
    const booking = customerPage.getByRole('region', { name: 'Book your free estimate visit' });
    await booking.waitFor({ timeout: 20_000 });
    await expectNoAccessibilityViolations(customerPage, booking);
    await booking.getByRole('radio').last().check();
    await booking.getByRole('button', { name: 'Book this time' }).click();
    await booking.getByText('Booked:').waitFor();

    const mail = await mailWithSubject('ines@example.com', /^Estimate visit booked: /);
    const managePage = await openBrowser({ viewport: DESKTOP });
    await managePage.goto(manageLinkOf(mail));
    await waitForApp(managePage);
    await managePage.getByRole('button', { name: 'Move the visit' }).click();
    await managePage.getByRole('button', { name: 'Move to this time' }).waitFor();
    await expectNoAccessibilityViolations(managePage);
  }, 120_000);
});
