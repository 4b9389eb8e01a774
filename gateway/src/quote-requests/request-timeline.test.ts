import { afterEach, describe, expect, it } from 'vitest';
import type { VisitWindows } from '../../contract/estimate-visits.ts';
import { PLAIN_QUOTE_FORM_ROUTE } from '../../contract/plain-quote-form.ts';
import { QUOTE_FORM_MIN_FILL_MS, type QuoteRequest } from '../../contract/quote-requests.ts';
import type { TimelineEvent } from '../../contract/request-timeline.ts';
import type { VisitMail } from '../estimate-visits/visit-mail-sender.ts';
import { sendDueReminders } from '../estimate-visits/visit-reminders.ts';
import { MAIL_NOT_CONFIGURED } from '../mail/mail-sender.ts';
import { QUOTE_REQUEST } from '../testing/quote-request-fixture.ts';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../testing/test-app.ts';
import { eventually, startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.ts';
import { OPEN_AVAILABILITY, send } from '../testing/visit-fixture.ts';
import { NO_CUSTOMER_ADDRESS_WORDS, UNSUBSCRIBED_WORDS } from './mail-events.ts';
import { NOTES_SUMMARY, RECEIVED_SUMMARY, RESTORED_SUMMARY } from './request-change-events.ts';

// Each request's history (contract/request-timeline.ts) through the real app, a real SQLite file
// and a real mail server: what the visitor, the owner and the site's e-mails did to it, each with
// its time and outcome, as `GET /api/admin/messages/:id` answers it.

const OWNER = 'owner@brightside.example';
const CUSTOMER = QUOTE_REQUEST.email;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Two tries of each e-mail, at once: a failure and its retry in one test. */
const TWO_TRIES = [0, 0];
/**
 * The app's clock starts on a Tuesday morning in November: the visits a few days on fall in
 * Pacific Standard Time and in 2026, as the words below say, whatever today is.
 */
const START_AT = '2026-11-24T16:00:00.000Z';

let gateway: TestApp;
let smtp: TestSmtpServer | undefined;
let owner: string;
afterEach(async () => {
  await gateway.close();
  await smtp?.close();
  smtp = undefined;
});

/** The app mailing through a real SMTP server (or with no mail set up), its visits in Los Angeles. */
async function start({ mail = true } = {}) {
  smtp = mail ? await startTestSmtpServer() : undefined;
  gateway = await startTestApp({
    trustProxy: true,
    startAt: START_AT,
    ...(smtp && {
      mail: {
        smtpUrl: smtp.url,
        notifyEmail: OWNER,
        mailFrom: 'Brightside Painting <hello@brightside.example>',
        retryDelaysMs: TWO_TRIES,
      },
    }),
  });
  gateway.modules.visits.availability.set({ ...OPEN_AVAILABILITY, timeZone: 'America/Los_Angeles' });
  owner = await gateway.signIn();
}

let addresses = 0;
/** A quote request as the public form sends it; answers the status and the id (if stored in the inbox). */
async function submit(body: Record<string, unknown> = QUOTE_REQUEST) {
  const { token } = (await (await fetch(`${gateway.url}/api/contact/token`)).json()) as { token: string };
  gateway.advanceClock(QUOTE_FORM_MIN_FILL_MS);
  const response = await send(
    gateway,
    '/api/contact',
    { ...body, formToken: token },
    {
      address: `198.51.100.${++addresses}`,
    },
  );
  return { status: response.status, id: ((await response.json()) as { id?: number }).id };
}

const asOwner = (path: string, body: unknown, method = 'POST') =>
  send(gateway, `/api/admin/messages/${path}`, body, { method, auth: owner });

/**
 * The request's timeline without its phone alerts: with no device set up, each new request has a
 * "skipped" push event, whose place among the e-mails is a race; push-alerts.test.ts proves those.
 */
async function timelineOf(id: number): Promise<TimelineEvent[]> {
  const response = await fetch(`${gateway.url}/api/admin/messages/${id}`, {
    headers: { Authorization: `Bearer ${owner}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as QuoteRequest).timeline.filter((event) => event.kind !== 'push');
}

/** Each event as the owner reads it: kind, outcome, summary (and detail when asked). */
const lines = (events: TimelineEvent[]) => events.map(({ kind, outcome, summary }) => `${kind} ${outcome}: ${summary}`);
const print = (title: string, events: TimelineEvent[]) =>
  console.log(
    `${title}:\n${events.map((event) => `  ${event.at}  ${event.kind} ${event.outcome}: ${event.summary}${event.detail ? ` — ${event.detail}` : ''}`).join('\n')}`,
  );

const mailTo = (address: string) => (smtp?.received ?? []).filter((mail) => mail.to.includes(address));

/** 9:00 AM in Los Angeles (17:00 UTC, PST) a few days from the app's now. */
const morningIn = (days: number) => {
  const day = new Date(gateway.now() + days * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 17)).toISOString();
};

describe("a request's timeline", () => {
  it('tells its story: received, the e-mails, status, notes, follow-up day, and the visit with its e-mails', async () => {
    await start();
    const { id = 0 } = await submit();
    await eventually(() => expect([...mailTo(OWNER), ...mailTo(CUSTOMER)]).toHaveLength(2));

    expect((await asOwner(`${id}`, { status: 'contacted' }, 'PATCH')).status).toBe(200);
    await asOwner(`${id}`, { status: 'quoted', notes: 'Call after 5 pm.' }, 'PATCH');
    // The same notes saved again, and a read mark: nothing happened worth a line.
    await asOwner(`${id}`, { notes: 'Call after 5 pm.', read: true }, 'PATCH');
    await asOwner(`${id}`, { followUpOn: '2026-12-03' }, 'PATCH');
    await asOwner(`${id}`, { followUpOn: null }, 'PATCH');

    const first = morningIn(3);
    expect((await asOwner(`${id}/visit`, { start: first })).status).toBe(201);
    await eventually(() => expect(mailTo(CUSTOMER)).toHaveLength(2));
    // The visit's e-mail to the customer carries the one-click unsubscribe too.
    expect(mailTo(CUSTOMER)[1]?.header('List-Unsubscribe')).toMatch(
      new RegExp(`^<${TEST_SITE_URL}/api/unsubscribe/${id}\\.[\\w-]{43}>$`),
    );
    expect(mailTo(CUSTOMER)[1]?.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect((await asOwner(`${id}/visit/confirm`, {})).status).toBe(200);
    expect((await asOwner(`${id}/visit/move`, { start: morningIn(4) })).status).toBe(200);
    await eventually(() => expect(mailTo(CUSTOMER)).toHaveLength(3));
    expect((await asOwner(`${id}/visit/cancel`, { reason: 'Our van broke down.' })).status).toBe(200);
    await eventually(() => expect(mailTo(CUSTOMER)).toHaveLength(4));

    const timeline = await timelineOf(id);
    print('the timeline', timeline);
    expect(lines(timeline.slice(0, 1))).toEqual([`received done: ${RECEIVED_SUMMARY}`]);
    // The owner's notification and the acknowledgement go at once, in either order.
    expect(lines(timeline.slice(1, 3)).sort()).toEqual([
      `acknowledgement sent: Sent to ${CUSTOMER}`,
      `owner_notification sent: Sent to ${OWNER}`,
    ]);
    expect(lines(timeline.slice(3))).toEqual([
      'status done: New → Contacted',
      'status done: Contacted → Quoted',
      `notes done: ${NOTES_SUMMARY}`,
      'follow_up_day done: Follow-up day set to Dec 3, 2026',
      'follow_up_day done: Follow-up day cleared',
      'visit done: Visit booked by the owner',
      `visit_mail sent: Visit invitation: sent to ${CUSTOMER}`,
      'visit done: Visit confirmed',
      'visit done: Visit moved by the owner',
      `visit_mail sent: Visit’s new time: sent to ${CUSTOMER}`,
      'visit done: Visit cancelled by the owner',
      `visit_mail sent: Visit cancellation: sent to ${CUSTOMER}`,
    ]);
    // Intl writes narrow and thin spaces around the time: read as plain ones.
    const visits = timeline.filter((event) => event.kind === 'visit').map((event) => event.detail?.replace(/\s/g, ' '));
    // When, in the business's zone; a move says what it was, a cancellation why.
    expect(visits[0]).toBe('Friday, November 27, 2026, 9:00 – 10:00 AM PST');
    expect(visits[2]).toBe(
      'Saturday, November 28, 2026, 9:00 – 10:00 AM PST (was Friday, November 27, 2026, 9:00 – 10:00 AM PST)',
    );
    expect(visits[3]).toMatch(/AM PST\. Reason: Our van broke down\.$/);
    // Oldest first, each at the app's clock.
    const times = timeline.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.abs((times.at(-1) ?? 0) - gateway.now())).toBeLessThan(60_000);
  });

  it("puts the customer's own booking on the timeline, with the e-mails to both", async () => {
    await start();
    const { id = 0 } = await submit();
    await eventually(() => expect(mailTo(CUSTOMER)).toHaveLength(1));
    const windows = (await (await fetch(`${gateway.url}/api/visits/windows`)).json()) as VisitWindows;
    const [first] = windows.days.flatMap((day) => day.windows.map((window) => window.start));
    const token = gateway.modules.visits.tokens.issue(id);
    expect((await send(gateway, '/api/visits', { token, start: first })).status).toBe(201);
    await eventually(() => expect(mailTo(OWNER)).toHaveLength(2));
    await eventually(() => expect(mailTo(CUSTOMER)).toHaveLength(2));
    const timeline = await timelineOf(id);
    expect(lines(timeline.slice(3, 4))).toEqual(['visit done: Visit booked by the customer']);
    expect(lines(timeline.slice(4)).sort()).toEqual([
      `visit_mail sent: Booking notice to the owner: sent to ${OWNER}`,
      `visit_mail sent: Visit invitation: sent to ${CUSTOMER}`,
    ]);
  });

  it("records each failed try with the mail server's words and whether it is tried again, then the retry", async () => {
    await start();
    smtp?.refuse.add(CUSTOMER);
    const { id = 0 } = await submit();
    const failures = async () =>
      (await timelineOf(id)).filter((event) => event.kind === 'acknowledgement' && event.outcome === 'failed');
    await eventually(async () => expect(await failures()).toHaveLength(2));
    const [first, last] = await failures();
    expect(first?.summary).toBe(`Not sent to ${CUSTOMER} (try 1): trying again`);
    expect(last?.summary).toBe(`Not sent to ${CUSTOMER} after 2 tries`);
    expect(first?.detail).toMatch(/no such user here|Mailbox unavailable/i);

    smtp?.refuse.delete(CUSTOMER);
    expect((await asOwner(`${id}/retry-mail`, {})).status).toBe(200);
    await eventually(async () =>
      expect(lines((await timelineOf(id)).slice(-1))).toEqual([`acknowledgement sent: Sent to ${CUSTOMER}`]),
    );
    print('a refused acknowledgement, then sent again', await timelineOf(id));
  });

  it('says why an e-mail was skipped: an address that unsubscribed, or none given', async () => {
    await start();
    const { id: first = 0 } = await submit();
    await eventually(() => expect(mailTo(CUSTOMER)).toHaveLength(1));
    const url = gateway.modules.customerMail.unsubscribeLinks.url(first)?.replace(TEST_SITE_URL, gateway.url) ?? '';
    const posted = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(lines((await timelineOf(first)).slice(-1))).toEqual([
      'unsubscribed done: Unsubscribed from automatic e-mails',
    ]);

    const { id: second = 0 } = await submit({ ...QUOTE_REQUEST, name: 'Maria G.' });
    const { id: phoneOnly = 0 } = await submit({ ...QUOTE_REQUEST, email: '', preferredContact: 'phone' });
    await eventually(() => expect(mailTo(OWNER)).toHaveLength(3));
    const skippedOf = async (id: number) =>
      (await timelineOf(id)).find((event) => event.kind === 'acknowledgement')?.detail;
    expect(await skippedOf(second)).toBe(UNSUBSCRIBED_WORDS);
    expect(await skippedOf(phoneOnly)).toBe(NO_CUSTOMER_ADDRESS_WORDS);

    // The visit: a change they hold still reaches them; the reminder, automatic, does not.
    const later = morningIn(3);
    expect((await asOwner(`${second}/visit`, { start: later })).status).toBe(201);
    await eventually(() => expect(mailTo(CUSTOMER)).toHaveLength(2));
    gateway.advanceClock(Date.parse(later) - gateway.now() - 23 * HOUR_MS);
    const sweep = await sendDueReminders({
      visits: gateway.modules.visits.visits,
      factsFor: gateway.modules.visits.facts,
      mail: gateway.modules.visits.notices as VisitMail,
      logger: gateway.logger,
      clock: gateway.now,
    });
    expect(sweep).toBe(0);
    expect(mailTo(CUSTOMER)).toHaveLength(2);
    owner = await gateway.signIn();
    const reminder = (await timelineOf(second)).at(-1);
    expect(reminder).toMatchObject({
      kind: 'visit_mail',
      outcome: 'skipped',
      summary: 'Visit reminder: not sent',
      detail: UNSUBSCRIBED_WORDS,
    });
    print('a request from an address that unsubscribed', await timelineOf(second));
  });

  it('marks a request sent without the script, and one restored from the spam folder', async () => {
    await start();
    const form = new URLSearchParams({ ...QUOTE_REQUEST, details: 'Sent from a browser without script.' });
    const plain = await fetch(`${gateway.url}${PLAIN_QUOTE_FORM_ROUTE}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '198.51.100.200' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(plain.status).toBe(303);
    const [stored] = gateway.modules.records.requests.list({}, 1, 0);
    const received = (await timelineOf(stored?.id ?? 0))[0];
    expect(received).toMatchObject({ kind: 'received', summary: RECEIVED_SUMMARY });
    expect(received?.detail).toMatch(/without the page’s script/);

    const caught = await submit({ ...QUOTE_REQUEST, name: 'Spam Bot', website: 'https://spam.example' });
    expect(caught.status).toBe(400);
    const [spam] = gateway.modules.records.requests.list({ folder: 'spam' }, 1, 0);
    expect((await asOwner(`${spam?.id}/restore`, {})).status).toBe(200);
    await eventually(async () => expect((await timelineOf(spam?.id ?? 0)).length).toBeGreaterThanOrEqual(4));
    const timeline = await timelineOf(spam?.id ?? 0);
    expect(timeline[0]?.detail).toMatch(/hidden field was filled in/);
    expect(lines(timeline.slice(0, 2))).toEqual([
      `received done: ${RECEIVED_SUMMARY}`,
      `received done: ${RESTORED_SUMMARY}`,
    ]);
    expect(
      timeline
        .slice(2)
        .map((event) => `${event.kind} ${event.outcome}`)
        .sort(),
    ).toEqual(['acknowledgement skipped', 'owner_notification sent']);
  });

  it('says when e-mail is not set up', async () => {
    await start({ mail: false });
    const { id = 0 } = await submit();
    const timeline = await timelineOf(id);
    expect(timeline.map(({ kind, outcome, detail }) => [kind, outcome, detail])).toEqual([
      ['received', 'done', null],
      ['owner_notification', 'skipped', MAIL_NOT_CONFIGURED],
      ['acknowledgement', 'skipped', MAIL_NOT_CONFIGURED],
    ]);
  });
});
