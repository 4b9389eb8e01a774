import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookedVisit, CalendarFeed, VisitWindows } from '../../contract/estimate-visits.ts';
import { calendarPartsOf, decodeMimeWords, type ParsedEvent, parseCalendar } from '../testing/mail-parts.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { eventually, startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.ts';
import { addRequest, OPEN_AVAILABILITY, send } from '../testing/visit-fixture.ts';
import type { VisitMail } from './visit-mail-sender.ts';
import { sendDueReminders } from './visit-reminders.ts';

// A visit's life through the real app and a real mail server: booked by the customer, moved by the
// owner, cancelled by the customer; each e-mail's invitation read back by an iCalendar parser, and
// the owner's calendar feed following along until it is renewed and stopped.

const OWNER = 'owner@brightside.example';
const CUSTOMER = 'maria@example.com';
const HOUR_MS = 3_600_000;

let gateway: TestApp;
let smtp: TestSmtpServer;
let owner: string;
/** The app with the tests' mail server; SITE_URL the tests' own unless `siteUrl` says (null: none). */
async function startGateway(siteUrl?: string | null) {
  gateway = await startTestApp({
    trustProxy: true,
    ...(siteUrl === undefined ? {} : { siteUrl }),
    mail: {
      smtpUrl: smtp.url,
      notifyEmail: OWNER,
      mailFrom: 'Brightside Painting <hello@brightside.example>',
      retryDelaysMs: [0],
    },
  });
  owner = await gateway.signIn();
  // Mornings in Los Angeles, a few days ahead: windows that reach past the next day's.
  gateway.modules.visits.availability.set({
    ...OPEN_AVAILABILITY,
    timeZone: 'America/Los_Angeles',
    daysAhead: 4,
    hours: OPEN_AVAILABILITY.hours.map(({ day }) => ({ day, start: '09:00', end: '12:00' })),
  });
}
beforeEach(async () => {
  smtp = await startTestSmtpServer();
  await startGateway();
});
afterEach(async () => {
  await gateway.close();
  await smtp.close();
});

const mailTo = (address: string) => smtp.received.filter((message) => message.to.includes(address));

/** The one event of the invitation in an e-mail, as a calendar app reads it. */
function invitationOf(raw: string): ParsedEvent {
  const parts = calendarPartsOf(raw);
  expect(parts.length).toBeGreaterThan(0);
  const [event, ...more] = parseCalendar(parts[0]?.text ?? '');
  expect(more).toEqual([]);
  return event as ParsedEvent;
}

async function freeStarts(): Promise<string[]> {
  const windows = (await (await fetch(`${gateway.url}/api/visits/windows`)).json()) as VisitWindows;
  return windows.days.flatMap((day) => day.windows.map((window) => window.start));
}

async function feedEvents(url: string): Promise<ParsedEvent[]> {
  const response = await fetch(url.replace('https://brightside.example', gateway.url));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return parseCalendar(await response.text());
}

describe("an estimate visit by e-mail and in the owner's calendar", () => {
  it("invites, moves and cancels in the customer's calendar, and the feed follows", async () => {
    const { id, token } = addRequest(gateway, { email: CUSTOMER, address: '88 Birch Ave, Springfield, OR 97477' });
    // Far enough ahead that the customer may still change it online (VISIT_CHANGE_CUTOFF_HOURS).
    const [first, , third] = (await freeStarts()).filter((start) => Date.parse(start) > gateway.now() + 13 * HOUR_MS);
    const feed = (await (await send(gateway, '/api/admin/visits/feed', {}, { auth: owner })).json()) as CalendarFeed;
    expect(feed.webcalUrl).toMatch(/^webcal:\/\/brightside\.example\/api\/calendar\/[\w-]{43}\.ics$/);

    // The customer books: an invitation for the exact instant, and the owner is told.
    const booked = await send(gateway, '/api/visits', { token, start: first });
    expect(booked.status).toBe(201);
    await eventually(() => expect(mailTo(CUSTOMER)).toHaveLength(1));
    await eventually(() => expect(mailTo(OWNER)).toHaveLength(1));
    const invitation = invitationOf(mailTo(CUSTOMER)[0]?.raw ?? '');
    expect(invitation).toMatchObject({ method: 'REQUEST', startUtc: first, status: 'CONFIRMED' });
    expect(decodeMimeWords(mailTo(OWNER)[0]?.header('subject') ?? '')).toMatch(
      /^Estimate visit booked .+: Maria Gonzalez$/,
    );
    console.log(`the booking's invitation, as ical.js reads it: ${JSON.stringify(invitation, null, 2)}`);
    expect((await feedEvents(feed.url ?? '')).map((event) => [event.summary, event.startUtc, event.location])).toEqual([
      ['Estimate visit: Maria Gonzalez', first, 'Springfield'],
    ]);

    // The owner moves it: the customer's calendar gets the same event at the new time, a later revision.
    gateway.advanceClock(60_000);
    const moved = await send(gateway, `/api/admin/messages/${id}/visit/move`, { start: third }, { auth: owner });
    expect(moved.status).toBe(200);
    await eventually(() => expect(mailTo(CUSTOMER)).toHaveLength(2));
    const update = invitationOf(mailTo(CUSTOMER)[1]?.raw ?? '');
    expect(update).toMatchObject({ method: 'REQUEST', uid: invitation.uid, startUtc: third });
    expect(update.sequence).toBeGreaterThan(invitation.sequence);
    expect((await feedEvents(feed.url ?? '')).map((event) => event.startUtc)).toEqual([third]);

    // The customer cancels with the private link's key: the event is cancelled and leaves the feed.
    gateway.advanceClock(60_000);
    const cancelled = await send(gateway, '/api/visits/manage/cancel', { token });
    expect(((await cancelled.json()) as BookedVisit).status).toBe('cancelled');
    await eventually(() => expect(mailTo(CUSTOMER)).toHaveLength(3));
    const cancellation = invitationOf(mailTo(CUSTOMER)[2]?.raw ?? '');
    expect(cancellation).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: invitation.uid });
    expect(cancellation.sequence).toBeGreaterThan(update.sequence);
    await eventually(() => expect(mailTo(OWNER)).toHaveLength(2));
    expect(await feedEvents(feed.url ?? '')).toEqual([]);

    // A new address stops the old one; stopping the feed stops the new one.
    const renewed = (await (await send(gateway, '/api/admin/visits/feed', {}, { auth: owner })).json()) as CalendarFeed;
    expect(renewed.url).not.toBe(feed.url);
    expect((await fetch((feed.url ?? '').replace('https://brightside.example', gateway.url))).status).toBe(404);
    await feedEvents(renewed.url ?? '');
    const stopped = await fetch(`${gateway.url}/api/admin/visits/feed`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${owner}` },
    });
    expect(await stopped.json()).toEqual({ url: null, webcalUrl: null, createdAt: null });
    expect((await fetch((renewed.url ?? '').replace('https://brightside.example', gateway.url))).status).toBe(404);
  });

  it('keeps a visit’s event id when the owner connects her domain later: the next change updates that event', async () => {
    await gateway.close();
    await startGateway(null);
    const { id, token } = addRequest(gateway, { email: CUSTOMER });
    const [first, , third] = (await freeStarts()).filter((start) => Date.parse(start) > gateway.now() + 13 * HOUR_MS);
    expect((await send(gateway, '/api/visits', { token, start: first })).status).toBe(201);
    await eventually(() => expect(mailTo(CUSTOMER)).toHaveLength(1));
    const invitation = invitationOf(mailTo(CUSTOMER)[0]?.raw ?? '');
    expect(invitation.uid).toMatch(/^estimate-visit-\d+@estimate-visits\.invalid$/);

    gateway.siteAddress.connect('https://okafor.test');
    gateway.advanceClock(60_000);
    expect(
      (await send(gateway, `/api/admin/messages/${id}/visit/move`, { start: third }, { auth: owner })).status,
    ).toBe(200);
    await eventually(() => expect(mailTo(CUSTOMER)).toHaveLength(2));
    expect(invitationOf(mailTo(CUSTOMER)[1]?.raw ?? '')).toMatchObject({ uid: invitation.uid, startUtc: third });
    const feed = (await (await send(gateway, '/api/admin/visits/feed', {}, { auth: owner })).json()) as CalendarFeed;
    const events = await feedEvents((feed.url ?? '').replace('https://okafor.test', gateway.url));
    expect(events.map((event) => event.uid)).toEqual([invitation.uid]);

    // A visit booked after the domain is connected is named by it.
    const next = addRequest(gateway, { email: 'sam@example.com' });
    const later = (await freeStarts()).find((start) => Date.parse(start) > gateway.now() + 13 * HOUR_MS) ?? '';
    expect((await send(gateway, '/api/visits', { token: next.token, start: later })).status).toBe(201);
    await eventually(() => expect(mailTo('sam@example.com')).toHaveLength(1));
    expect(invitationOf(mailTo('sam@example.com')[0]?.raw ?? '').uid).toMatch(/^estimate-visit-\d+@okafor\.test$/);
  });

  it('reminds the customer once, the day before', async () => {
    const { token } = addRequest(gateway, { email: CUSTOMER });
    const starts = await freeStarts();
    const later = starts.find((start) => Date.parse(start) > gateway.now() + 48 * HOUR_MS) ?? '';
    expect((await send(gateway, '/api/visits', { token, start: later })).status).toBe(201);
    await eventually(() => expect(mailTo(CUSTOMER)).toHaveLength(1));
    const sweep = () =>
      sendDueReminders({
        visits: gateway.modules.visits.visits,
        factsFor: gateway.modules.visits.facts,
        mail: gateway.modules.visits.notices as VisitMail,
        logger: gateway.logger,
        clock: gateway.now,
      });

    expect(await sweep()).toBe(0);
    gateway.advanceClock(Date.parse(later) - gateway.now() - 23 * HOUR_MS);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    const reminder = mailTo(CUSTOMER)[1];
    expect(decodeMimeWords(reminder?.header('subject') ?? '')).toMatch(/^Reminder: estimate visit /);
    expect(invitationOf(reminder?.raw ?? '').startUtc).toBe(later);
  });
});
