import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BookedVisit,
  VISIT_CHANGE_CUTOFF_HOURS,
  VISIT_CUSTOMER_MOVES_MAX,
  VISIT_MESSAGES,
  type VisitConflict,
  type VisitWindows,
} from '../../contract/estimate-visits.ts';
import { QUOTE_FORM_MIN_FILL_MS, type QuoteReceipt } from '../../contract/quote-requests.ts';
import { QUOTE_REQUEST } from '../testing/quote-request-fixture.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import {
  addRequest,
  type NoticeCall,
  OPEN_AVAILABILITY,
  recordVisitNotices,
  send,
  visitRows,
} from '../testing/visit-fixture.ts';
import { VISIT_CHANGES_PER_ADDRESS } from './visits-router.ts';

const HOUR_MS = 3_600_000;

let gateway: TestApp;
let notices: NoticeCall[];
beforeEach(async () => {
  gateway = await startTestApp({ trustProxy: true });
  notices = recordVisitNotices(gateway);
});
afterEach(async () => {
  await gateway.close();
});

const openBooking = () => gateway.modules.visits.availability.set(OPEN_AVAILABILITY);

async function windows(): Promise<VisitWindows> {
  const response = await fetch(`${gateway.url}/api/visits/windows`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as VisitWindows;
}
const starts = (list: VisitWindows) => list.days.flatMap((day) => day.windows.map((window) => window.start));

async function expectConflict(response: Response, message: string) {
  expect(response.status).toBe(409);
  const body = (await response.json()) as VisitConflict;
  expect(body.error).toEqual({ code: 'window_taken', message });
  expect(body.windows.days.length).toBeGreaterThan(0);
  return body;
}

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: { code: 'visit_not_found', message: VISIT_MESSAGES.visitNotFound } });
}

describe('GET /api/visits/windows', () => {
  it('offers nothing while online booking is off (the default)', async () => {
    expect(await windows()).toMatchObject({ enabled: false, days: [] });
  });

  it("offers the free windows from now on, grouped by the business's day", async () => {
    openBooking();
    const list = await windows();
    expect(list.enabled).toBe(true);
    expect(list.timeZone).toBe('UTC');
    const first = Date.parse(starts(list)[0] ?? '');
    expect(first).toBeGreaterThanOrEqual(gateway.now());
    // Hourly from 00:00 to 22:00 UTC every day: the next start is at most two hours away, whatever the time now.
    expect(first - gateway.now()).toBeLessThanOrEqual(2 * HOUR_MS);
  });
});

describe('POST /api/visits', () => {
  it('books a window with the key the receipt gave, and e-mails once it is committed', async () => {
    openBooking();
    const token = (await (await fetch(`${gateway.url}/api/contact/token`)).json()) as { token: string };
    gateway.advanceClock(QUOTE_FORM_MIN_FILL_MS);
    const sent = await send(gateway, '/api/contact', { ...QUOTE_REQUEST, formToken: token.token });
    const receipt = (await sent.json()) as QuoteReceipt;
    expect(receipt.visitToken).toMatch(new RegExp(`^${receipt.id}\\.[A-Za-z0-9_-]{43}$`));

    const start = starts(await windows())[2] ?? '';
    const response = await send(gateway, '/api/visits', { token: receipt.visitToken, start });
    expect(response.status).toBe(201);
    const booked = (await response.json()) as BookedVisit;
    expect(booked).toMatchObject({
      start,
      end: new Date(Date.parse(start) + HOUR_MS).toISOString(),
      status: 'booked',
      timeZone: 'UTC',
      serviceTitle: null,
      changeableUntil: new Date(Date.parse(start) - VISIT_CHANGE_CUTOFF_HOURS * HOUR_MS).toISOString(),
    });
    expect(visitRows(gateway)).toMatchObject([{ request_id: receipt.id, start_at: start, booked_by: 'customer' }]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'booked',
      facts: { token: receipt.visitToken, timeZone: 'UTC', visit: { start }, request: { id: receipt.id } },
    });
    // Taken now: no longer offered to anyone.
    expect(starts(await windows())).not.toContain(start);
  });

  it('refuses a second visit for the same request, with the next windows', async () => {
    openBooking();
    const { token } = addRequest(gateway);
    const [first, second] = starts(await windows());
    expect((await send(gateway, '/api/visits', { token, start: first })).status).toBe(201);
    const response = await send(gateway, '/api/visits', { token, start: second });
    expect(response.status).toBe(409);
    const body = (await response.json()) as VisitConflict;
    expect(body.error).toEqual({ code: 'visit_exists', message: VISIT_MESSAGES.visitExists });
    expect(starts(body.windows)).not.toContain(first);
    expect(visitRows(gateway)).toHaveLength(1);
  });

  it('refuses while booking is off, with words, storing nothing', async () => {
    const { token } = addRequest(gateway);
    const response = await send(gateway, '/api/visits', {
      token,
      start: new Date(gateway.now() + 48 * HOUR_MS).toISOString(),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'booking_off', message: VISIT_MESSAGES.bookingOff } });
    expect(visitRows(gateway)).toHaveLength(0);
  });

  it('refuses a past time and a time not offered with the next windows, storing nothing', async () => {
    openBooking();
    const { token } = addRequest(gateway);
    const offered = starts(await windows())[0] ?? '';
    await expectConflict(
      await send(gateway, '/api/visits', { token, start: new Date(gateway.now() - HOUR_MS).toISOString() }),
      VISIT_MESSAGES.startInPast,
    );
    const offBeat = new Date(Date.parse(offered) + 60_000).toISOString();
    await expectConflict(
      await send(gateway, '/api/visits', { token, start: offBeat }),
      VISIT_MESSAGES.windowNotOffered,
    );
    const tooFar = new Date(gateway.now() + 30 * 24 * HOUR_MS).toISOString().replace(/T.*/, 'T10:00:00Z');
    await expectConflict(await send(gateway, '/api/visits', { token, start: tooFar }), VISIT_MESSAGES.windowNotOffered);
    expect(visitRows(gateway)).toHaveLength(0);
    expect(notices).toHaveLength(0);
  });

  it('answers malformed bodies with a message per field', async () => {
    openBooking();
    const { token } = addRequest(gateway);
    const notJson = await fetch(`${gateway.url}/api/visits`, { method: 'POST', body: 'start=soon' });
    expect(notJson.status).toBe(415);
    for (const body of [
      { token },
      { token, start: 'tomorrow at ten' },
      { token, start: '2026-12-01T10:00:00' },
      { token, start: 7 },
    ]) {
      const response = await send(gateway, '/api/visits', body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(answer.error.code).toBe('validation_failed');
      expect(answer.error.fields.start).toMatch(/date and time/);
    }
    expect(visitRows(gateway)).toHaveLength(0);
  });

  it('answers a forged, malformed, deleted or spam request’s key with 404 and words', async () => {
    openBooking();
    const start = starts(await windows())[0];
    const { id, token } = addRequest(gateway);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const otherId = token.replace(/^\d+/, String(id + 1));
    const spam = addRequest(gateway, { spamReason: 'honeypot' });
    const deleted = addRequest(gateway);
    gateway.modules.records.requests.remove(deleted.id);
    for (const key of [forged, otherId, 'garbage', `${id}.`, '', spam.token, deleted.token]) {
      await expectNotFound(await send(gateway, '/api/visits', { token: key, start }));
      await expectNotFound(await send(gateway, '/api/visits/manage', { token: key }));
    }
    expect(visitRows(gateway)).toHaveLength(0);
  });

  it(`allows ${VISIT_CHANGES_PER_ADDRESS} tries an hour from one address, then 429`, async () => {
    openBooking();
    const { token } = addRequest(gateway);
    const past = new Date(gateway.now() - HOUR_MS).toISOString();
    for (let attempt = 0; attempt < VISIT_CHANGES_PER_ADDRESS; attempt++) {
      expect((await send(gateway, '/api/visits', { token, start: past })).status).toBe(409);
    }
    const refused = await send(gateway, '/api/visits', { token, start: past });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Another address is not held back.
    expect((await send(gateway, '/api/visits', { token, start: past }, { address: '198.51.100.9' })).status).toBe(409);
  });
});

describe('the manage page', () => {
  async function booked() {
    openBooking();
    const request = addRequest(gateway);
    const list = starts(await windows());
    // A day and more ahead, so the cut-off is far.
    const start = list.find((time) => Date.parse(time) > gateway.now() + 30 * HOUR_MS) ?? '';
    expect((await send(gateway, '/api/visits', { token: request.token, start })).status).toBe(201);
    return { ...request, start, list };
  }

  it('shows the booking, then no visit for a request without one', async () => {
    const { token, start } = await booked();
    const response = await send(gateway, '/api/visits/manage', { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ start, status: 'booked', canMove: true, canCancel: true });
    await expectNotFound(await send(gateway, '/api/visits/manage', { token: addRequest(gateway).token }));
  });

  it(`moves the visit to another window at most ${VISIT_CUSTOMER_MOVES_MAX} times, e-mailing each`, async () => {
    const { token, start, list } = await booked();
    const later = list.filter((time) => Date.parse(time) > Date.parse(start));
    let previous = start;
    for (const next of later.slice(0, VISIT_CUSTOMER_MOVES_MAX)) {
      const response = await send(gateway, '/api/visits/manage/move', { token, start: next });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ start: next, status: 'booked' });
      expect(notices.at(-1)).toMatchObject({
        kind: 'moved',
        previousStart: previous,
        by: 'customer',
        facts: { visit: { start: next } },
      });
      previous = next;
    }
    const locked = await send(gateway, '/api/visits/manage/move', { token, start: later[VISIT_CUSTOMER_MOVES_MAX] });
    expect(locked.status).toBe(400);
    expect(await locked.json()).toEqual({ error: { code: 'visit_locked', message: VISIT_MESSAGES.tooManyMoves } });
    expect(visitRows(gateway)).toMatchObject([{ start_at: previous, customer_moves: VISIT_CUSTOMER_MOVES_MAX }]);
    // The old window is free again.
    expect(starts(await windows())).toContain(start);
  });

  it('refuses a move to a window another visit holds, with the next windows', async () => {
    const { token, start, list } = await booked();
    const other = addRequest(gateway);
    const taken = list.find((time) => Date.parse(time) > Date.parse(start)) ?? '';
    expect((await send(gateway, '/api/visits', { token: other.token, start: taken })).status).toBe(201);
    const body = await expectConflict(
      await send(gateway, '/api/visits/manage/move', { token, start: taken }),
      VISIT_MESSAGES.windowTaken,
    );
    expect(starts(body.windows)).not.toContain(taken);
    expect(visitRows(gateway)).toMatchObject([{ start_at: start }, { start_at: taken }]);
  });

  it('cancels the visit, then refuses to move or cancel it again', async () => {
    const { token, list } = await booked();
    const cancel = await send(gateway, '/api/visits/manage/cancel', { token });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ status: 'cancelled', canMove: false, canCancel: false });
    expect(notices.at(-1)).toMatchObject({
      kind: 'cancelled',
      facts: { visit: { cancelledBy: 'customer', cancelReason: null } },
    });
    const calls = notices.length;
    for (const [path, body] of [
      ['/api/visits/manage/move', { token, start: list.at(-1) }],
      ['/api/visits/manage/cancel', { token }],
    ] as const) {
      const response = await send(gateway, path, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'visit_locked', message: VISIT_MESSAGES.cancelled } });
    }
    expect(visitRows(gateway)).toMatchObject([{ status: 'cancelled', cancelled_by: 'customer', customer_moves: 0 }]);
    expect(notices).toHaveLength(calls);
    // The manage page still shows it, as cancelled.
    expect(await (await send(gateway, '/api/visits/manage', { token })).json()).toMatchObject({ status: 'cancelled' });
  });

  it(`sends the customer to the phone within ${VISIT_CHANGE_CUTOFF_HOURS} hours of the visit`, async () => {
    const { token, start, list } = await booked();
    gateway.advanceClock(Date.parse(start) - gateway.now() - VISIT_CHANGE_CUTOFF_HOURS * HOUR_MS + 60_000);
    const shown = await (await send(gateway, '/api/visits/manage', { token })).json();
    expect(shown).toMatchObject({ canMove: false, canCancel: false });
    for (const [path, body] of [
      ['/api/visits/manage/move', { token, start: list.at(-1) }],
      ['/api/visits/manage/cancel', { token }],
    ] as const) {
      const response = await send(gateway, path, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'visit_locked', message: VISIT_MESSAGES.pastCutoff } });
    }
    expect(visitRows(gateway)).toMatchObject([{ start_at: start, status: 'booked' }]);
  });
});
