import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_VISIT_AVAILABILITY,
  type EstimateVisit,
  type UpcomingVisits,
  VISIT_MESSAGES,
  type VisitAvailability,
  type VisitWindows,
} from '../../contract/estimate-visits.ts';
import type { Overview, QuoteRequest, QuoteRequestPage } from '../../contract/quote-requests.ts';
import { VISIT_AVAILABILITY_MESSAGES as WORDS } from '../../contract/visit-availability-rules.ts';
import { serverTimeZone } from '../http/zoned-time.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import {
  addRequest,
  type NoticeCall,
  OPEN_AVAILABILITY,
  recordVisitNotices,
  send,
  visitRows,
} from '../testing/visit-fixture.ts';

const HOUR_MS = 3_600_000;

let gateway: TestApp;
let auth: string;
let notices: NoticeCall[];
beforeEach(async () => {
  gateway = await startTestApp({ trustProxy: true });
  auth = await gateway.signIn();
  notices = recordVisitNotices(gateway);
});
afterEach(async () => {
  await gateway.close();
});

const get = async <T>(path: string) => {
  const response = await fetch(`${gateway.url}${path}`, { headers: { Authorization: `Bearer ${auth}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as T;
};
const offered = async () => {
  const windows = (await (await fetch(`${gateway.url}/api/visits/windows`)).json()) as VisitWindows;
  return windows.days.flatMap((day) => day.windows.map((window) => window.start));
};
const owner = (path: string, body: unknown, method = 'POST') => send(gateway, path, body, { method, auth });

/** A whole hour some days ahead, off the customers' grid by `minutes`. */
const future = (hours: number, minutes = 0) =>
  new Date(Math.ceil(gateway.now() / HOUR_MS) * HOUR_MS + hours * HOUR_MS + minutes * 60_000).toISOString();

async function expectError(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { message: string } };
  expect(body.error.message).toMatch(message);
}

describe('/api/admin/visits/availability', () => {
  it('starts off, with the contract’s defaults in the server’s zone', async () => {
    expect(await get<VisitAvailability>('/api/admin/visits/availability')).toEqual({
      ...DEFAULT_VISIT_AVAILABILITY,
      timeZone: serverTimeZone(),
    });
  });

  it('saves the whole availability, tidied, and the windows follow it', async () => {
    const saved = {
      ...OPEN_AVAILABILITY,
      timeZone: 'America/Los_Angeles',
      hours: [
        { day: 'Saturday', start: '09:00', end: '11:00' },
        { day: 'Monday', start: '08:00', end: '10:00' },
      ],
      blocked: [{ from: '2026-12-24', to: '2026-12-26', note: '  Christmas ' }],
    };
    const response = await owner('/api/admin/visits/availability', saved, 'PUT');
    expect(response.status).toBe(200);
    const expected = {
      ...saved,
      hours: [saved.hours[1], saved.hours[0]],
      blocked: [{ from: '2026-12-24', to: '2026-12-26', note: 'Christmas' }],
    };
    expect(await response.json()).toEqual(expected);
    expect(await get('/api/admin/visits/availability')).toEqual(expected);
    const windows = (await (await fetch(`${gateway.url}/api/visits/windows`)).json()) as VisitWindows;
    expect(windows).toMatchObject({ enabled: true, timeZone: 'America/Los_Angeles' });
  });

  it('answers each broken rule by its field and saves nothing', async () => {
    const response = await owner(
      '/api/admin/visits/availability',
      {
        ...OPEN_AVAILABILITY,
        timeZone: 'Atlantis/Capital',
        visitMinutes: 5,
        hours: [{ day: 'Monday', start: '10:00', end: '09:00' }],
        blocked: [{ from: '2026-12-26', to: '2026-12-24', note: '' }],
      },
      'PUT',
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error).toMatchObject({
      code: 'validation_failed',
      fields: {
        timeZone: WORDS.timeZone,
        visitMinutes: WORDS.visitMinutes,
        'hours.0.end': WORDS.endBeforeStart,
        'blocked.0.to': WORDS.toBeforeFrom,
      },
    });
    const wrongShape = await owner(
      '/api/admin/visits/availability',
      { ...OPEN_AVAILABILITY, hours: 'weekdays' },
      'PUT',
    );
    expect(wrongShape.status).toBe(400);
    expect(gateway.db.prepare('SELECT count(*) AS n FROM visit_availability').get()?.n).toBe(0);
  });
});

describe("the owner's changes to a request's visit", () => {
  it('books any future time, shows it on the request, the list, the overview and the coming visits', async () => {
    gateway.modules.visits.availability.set(OPEN_AVAILABILITY);
    const { id, token } = addRequest(gateway);
    // Ten minutes past a window that follows another by an hour: it overlaps that one, not the one before.
    const before = await offered();
    const index = before.findIndex(
      (time, i) => i > 0 && Date.parse(time) - Date.parse(before[i - 1] ?? '') === HOUR_MS,
    );
    const [earlier = '', overlapped = ''] = before.slice(index - 1, index + 1);
    const start = new Date(Date.parse(overlapped) + 10 * 60_000).toISOString();
    const response = await owner(`/api/admin/messages/${id}/visit`, { start });
    expect(response.status).toBe(201);
    const visit = (await response.json()) as EstimateVisit;
    expect(visit).toMatchObject({
      quoteRequestId: id,
      start,
      end: new Date(Date.parse(start) + HOUR_MS).toISOString(),
      status: 'booked',
      bookedBy: 'owner',
      cancelledBy: null,
      customerMail: { status: 'off', error: null },
    });
    expect(notices).toMatchObject([{ kind: 'booked', facts: { token, visit: { id: visit.id } } }]);

    expect(await get<QuoteRequest>(`/api/admin/messages/${id}`)).toMatchObject({ visitStart: start, visit });
    const page = await get<QuoteRequestPage>('/api/admin/messages');
    expect(page.items.map((item) => item.visitStart)).toEqual([start]);
    expect((await get<Overview>('/api/admin/overview')).latest[0]?.visitStart).toBe(start);
    const upcoming = await get<UpcomingVisits>('/api/admin/visits');
    expect(upcoming).toEqual({
      timeZone: 'UTC',
      visits: [
        {
          ...visit,
          name: 'Maria Gonzalez',
          address: '1234 SE Tacoma St, 97202',
          serviceTitle: null,
          phone: '(503) 555-0199',
        },
      ],
    });
    expect((await get<UpcomingVisits>(`/api/admin/visits?from=${encodeURIComponent(future(40))}`)).visits).toEqual([]);
    // The hour it overlaps is not offered to customers; the one before, ending first, still is (no buffer here).
    const after = await offered();
    expect(after).not.toContain(overlapped);
    expect(after).toContain(earlier);
  });

  it('refuses a past time, an overlap and a second visit, changing nothing', async () => {
    const first = addRequest(gateway);
    const second = addRequest(gateway);
    expect((await owner(`/api/admin/messages/${first.id}/visit`, { start: future(30) })).status).toBe(201);
    await expectError(
      await owner(`/api/admin/messages/${second.id}/visit`, { start: future(-2) }),
      400,
      VISIT_MESSAGES.startInPast,
    );
    await expectError(
      await owner(`/api/admin/messages/${second.id}/visit`, { start: future(30, 30) }),
      409,
      VISIT_MESSAGES.overlaps,
    );
    await expectError(
      await owner(`/api/admin/messages/${first.id}/visit`, { start: future(40) }),
      409,
      /already has a visit/,
    );
    await expectError(
      await owner('/api/admin/messages/999/visit', { start: future(40) }),
      404,
      /no such quote request/,
    );
    const missing = await owner(`/api/admin/messages/${second.id}/visit`, { start: 'next Tuesday' });
    expect(missing.status).toBe(400);
    expect(visitRows(gateway)).toHaveLength(1);
    expect(notices).toHaveLength(1);
  });

  it('confirms, moves and cancels with a reason, e-mailing the customer after each change', async () => {
    const { id } = addRequest(gateway);
    const start = future(30);
    await owner(`/api/admin/messages/${id}/visit`, { start });
    const confirmed = await owner(`/api/admin/messages/${id}/visit/confirm`, {});
    expect(await confirmed.json()).toMatchObject({ status: 'confirmed' });

    const moved = await owner(`/api/admin/messages/${id}/visit/move`, { start: future(50, 15) });
    expect(await moved.json()).toMatchObject({ start: future(50, 15), end: future(51, 15), status: 'confirmed' });
    expect(notices.at(-1)).toMatchObject({ kind: 'moved', previousStart: start, by: 'owner' });

    const noReason = await owner(`/api/admin/messages/${id}/visit/cancel`, { reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ error: { fields: { reason: /Say why/ } } });
    const cancelled = await owner(`/api/admin/messages/${id}/visit/cancel`, { reason: 'Rain all week' });
    expect(await cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'owner',
      cancelReason: 'Rain all week',
    });
    expect(notices.at(-1)).toMatchObject({ kind: 'cancelled', facts: { visit: { cancelReason: 'Rain all week' } } });
    expect(await get<QuoteRequest>(`/api/admin/messages/${id}`)).toMatchObject({
      visitStart: null,
      visit: { status: 'cancelled' },
    });

    const calls = notices.length;
    for (const path of ['confirm', 'move', 'cancel']) {
      const response = await owner(`/api/admin/messages/${id}/visit/${path}`, { start: future(60), reason: 'again' });
      await expectError(response, 409, /was cancelled/);
    }
    expect(notices).toHaveLength(calls);
    // A new visit may be booked once the old one is cancelled.
    expect((await owner(`/api/admin/messages/${id}/visit`, { start: future(30) })).status).toBe(201);
  });

  it('goes with its request when the request is deleted', async () => {
    const { id } = addRequest(gateway);
    await owner(`/api/admin/messages/${id}/visit`, { start: future(30) });
    const deleted = await fetch(`${gateway.url}/api/admin/messages/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${auth}` },
    });
    expect(deleted.status).toBe(204);
    expect(visitRows(gateway)).toHaveLength(0);
  });
});
