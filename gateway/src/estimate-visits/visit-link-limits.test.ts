import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BookedVisit,
  VISIT_CUSTOMER_MOVES_MAX,
  VISIT_CUSTOMER_REBOOKS_MAX,
  VISIT_LINK_DAYS_AFTER,
  VISIT_LINK_DAYS_UNBOOKED,
  VISIT_MESSAGES,
  type VisitLinkExpired,
  type VisitWindows,
  visitLinkExpiredMessage,
} from '../../contract/estimate-visits.ts';
import { DEMO_BUSINESS } from '../../demo/demo-site.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import {
  addRequest,
  type NoticeCall,
  OPEN_AVAILABILITY,
  recordVisitAlerts,
  recordVisitNotices,
  send,
  visitRows,
} from '../testing/visit-fixture.ts';
import type { VisitNoticeFacts } from './visit-notices.ts';

/** A Wednesday morning: the tests never depend on today's date. */
const START_AT = '2026-11-18T10:00:00.000Z';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const BUSINESS = {
  ...DEMO_BUSINESS,
  name: 'Brightside Painting',
  phone: '(503) 555-0142',
  email: 'hello@brightside.example',
};

let gateway: TestApp;
let notices: NoticeCall[];
let alerts: VisitNoticeFacts[];
beforeEach(async () => {
  gateway = await startTestApp({ trustProxy: true, startAt: START_AT });
  notices = recordVisitNotices(gateway);
  alerts = recordVisitAlerts(gateway);
  gateway.modules.siteContent.business.save(BUSINESS);
  gateway.modules.visits.availability.set(OPEN_AVAILABILITY);
});
afterEach(async () => {
  await gateway.close();
});

/** The free windows more than a day ahead, so the change cut-off is far (OPEN_AVAILABILITY: hourly, UTC). */
async function laterWindows(): Promise<string[]> {
  const list = (await (await fetch(`${gateway.url}/api/visits/windows`)).json()) as VisitWindows;
  const starts = list.days.flatMap((day) => day.windows.map((window) => window.start));
  return starts.filter((start) => Date.parse(start) > gateway.now() + 30 * HOUR_MS);
}

const manage = (token: string) => send(gateway, '/api/visits/manage', { token });
const book = (token: string, start: string | undefined) => send(gateway, '/api/visits', { token, start });
const move = (token: string, start: string | undefined) => send(gateway, '/api/visits/manage/move', { token, start });
const cancel = (token: string) => send(gateway, '/api/visits/manage/cancel', { token });

async function expectExpired(response: Response) {
  expect(response.status).toBe(410);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect((await response.json()) as VisitLinkExpired).toEqual({
    error: { code: 'visit_link_expired', message: visitLinkExpiredMessage('Brightside Painting') },
    business: { name: 'Brightside Painting', phone: '(503) 555-0142', email: 'hello@brightside.example' },
  });
}

async function expectLocked(response: Response, message: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: { code: 'visit_locked', message } });
}

describe('the private link expires', () => {
  it(`works until ${VISIT_LINK_DAYS_AFTER} days after its visit ends, then answers 410 with whom to call or e-mail`, async () => {
    const { token } = addRequest(gateway);
    const [start = '', later] = await laterWindows();
    expect((await book(token, start)).status).toBe(201);
    const expiresAt = Date.parse(start) + HOUR_MS + VISIT_LINK_DAYS_AFTER * DAY_MS;

    gateway.setClock(new Date(expiresAt - MINUTE_MS).toISOString());
    const lastLook = await manage(token);
    expect(lastLook.status).toBe(200);
    expect((await lastLook.json()) as BookedVisit).toMatchObject({ start, canMove: false, canCancel: false });

    gateway.setClock(new Date(expiresAt).toISOString());
    await expectExpired(await manage(token));
    await expectExpired(await move(token, later));
    await expectExpired(await cancel(token));
    expect(visitRows(gateway)).toMatchObject([{ start_at: start, status: 'booked' }]);
    expect(notices.map((call) => call.kind)).toEqual(['booked']);
  });

  it('follows the visit: a cancelled one’s link expires after its day, a re-booked one’s after the new day', async () => {
    const times = await laterWindows();
    const [first = '', last = ''] = [times[0], times.at(-1)];
    const expiryAfter = (start: string) => new Date(Date.parse(start) + HOUR_MS + VISIT_LINK_DAYS_AFTER * DAY_MS);
    const cancelled = addRequest(gateway);
    expect((await book(cancelled.token, first)).status).toBe(201);
    expect((await cancel(cancelled.token)).status).toBe(200);
    const rebooked = addRequest(gateway);
    expect((await book(rebooked.token, times[1])).status).toBe(201);
    expect((await cancel(rebooked.token)).status).toBe(200);
    expect((await book(rebooked.token, last)).status).toBe(201);

    gateway.setClock(expiryAfter(first).toISOString());
    await expectExpired(await manage(cancelled.token));
    await expectExpired(await book(cancelled.token, (await laterWindows())[0]));
    expect((await manage(rebooked.token)).status).toBe(200);
    gateway.setClock(expiryAfter(last).toISOString());
    await expectExpired(await manage(rebooked.token));
  });

  it(`books for a request with no visit until ${VISIT_LINK_DAYS_UNBOOKED} days after it came in, then answers 410`, async () => {
    const { id, token } = addRequest(gateway);
    const receivedAt = gateway.modules.records.requests.get(id)?.createdAt ?? '';
    const expiresAt = Date.parse(receivedAt) + VISIT_LINK_DAYS_UNBOOKED * DAY_MS;

    gateway.setClock(new Date(expiresAt - MINUTE_MS).toISOString());
    // Still good: no visit to show, and nothing refused for its age.
    const look = await manage(token);
    expect(look.status).toBe(404);
    gateway.setClock(new Date(expiresAt).toISOString());
    await expectExpired(await manage(token));
    await expectExpired(await book(token, (await laterWindows())[0]));
    expect(visitRows(gateway)).toHaveLength(0);
    expect(notices).toHaveLength(0);
    expect(alerts).toHaveLength(0);
  });

  it('books a request a day before its link expires, and the link then lasts until after that visit', async () => {
    const { token } = addRequest(gateway);
    gateway.setClock(new Date(Date.parse(START_AT) + (VISIT_LINK_DAYS_UNBOOKED - 1) * DAY_MS).toISOString());
    const [start = ''] = await laterWindows();
    expect((await book(token, start)).status).toBe(201);
    gateway.setClock(new Date(Date.parse(START_AT) + (VISIT_LINK_DAYS_UNBOOKED + 1) * DAY_MS).toISOString());
    expect((await manage(token)).status).toBe(200);
  });
});

describe('cancelling and booking again from the link', () => {
  it(`books again ${VISIT_CUSTOMER_REBOOKS_MAX} time after a cancel; the next is refused, and the owner hears of no more`, async () => {
    const { id, token } = addRequest(gateway);
    const times = await laterWindows();
    expect((await book(token, times[0])).status).toBe(201);
    expect((await cancel(token)).status).toBe(200);
    const again = await book(token, times[1]);
    expect(again.status).toBe(201);
    expect((await again.json()) as BookedVisit).toMatchObject({ start: times[1], status: 'booked', canCancel: true });
    expect((await cancel(token)).status).toBe(200);

    // Each try after that is refused in words, and changes nothing.
    for (const start of times.slice(2, 5)) {
      await expectLocked(await book(token, start), VISIT_MESSAGES.rebookedAlready);
    }
    expect(visitRows(gateway)).toMatchObject([
      { request_id: id, start_at: times[0], status: 'cancelled' },
      { request_id: id, start_at: times[1], status: 'cancelled' },
    ]);
    expect(notices.map((call) => call.kind)).toEqual(['booked', 'cancelled', 'booked', 'cancelled']);
    expect(alerts.map((facts) => facts.visit.start)).toEqual([times[0], times[1]]);
    expect(await (await manage(token)).json()).toMatchObject({ start: times[1], status: 'cancelled' });

    // The owner still books for the customer who calls.
    const owner = await send(
      gateway,
      `/api/admin/messages/${id}/visit`,
      { start: times[5] },
      { auth: await gateway.signIn() },
    );
    expect(owner.status).toBe(201);
  });

  it(`counts moves over the request: ${VISIT_CUSTOMER_MOVES_MAX} moves, a cancel and a re-booking leave none`, async () => {
    const { token } = addRequest(gateway);
    const times = await laterWindows();
    expect((await book(token, times[0])).status).toBe(201);
    for (const start of times.slice(1, 1 + VISIT_CUSTOMER_MOVES_MAX)) {
      expect((await move(token, start)).status).toBe(200);
    }
    expect((await cancel(token)).status).toBe(200);
    const again = await book(token, times[5]);
    expect(again.status).toBe(201);
    expect((await again.json()) as BookedVisit).toMatchObject({ canMove: false, canCancel: true });

    await expectLocked(await move(token, times[6]), VISIT_MESSAGES.tooManyMoves);
    expect(visitRows(gateway)).toMatchObject([
      { start_at: times[VISIT_CUSTOMER_MOVES_MAX], status: 'cancelled', customer_moves: VISIT_CUSTOMER_MOVES_MAX },
      { start_at: times[5], status: 'booked', customer_moves: 0 },
    ]);
    expect(notices.filter((call) => call.kind === 'moved')).toHaveLength(VISIT_CUSTOMER_MOVES_MAX);
  });
});
