import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VISIT_REMINDER_HOURS } from '../../contract/estimate-visits.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { addRequest } from '../testing/visit-fixture.ts';

const HOUR_MS = 3_600_000;
const NOW = Date.parse('2026-12-07T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

let gateway: TestApp;
beforeEach(async () => {
  gateway = await startTestApp();
});
afterEach(async () => {
  await gateway.close();
});

const store = () => gateway.modules.visits.visits;
function visitAt(startMs: number, bookedAtMs: number) {
  const { id } = addRequest(gateway);
  return store().insert({
    requestId: id,
    start: iso(startMs),
    end: iso(startMs + HOUR_MS),
    bookedBy: 'customer',
    bookedAt: iso(bookedAtMs),
  });
}

describe('the visit store, for the e-mails, reminders and the feed', () => {
  it(`finds the reminders due: live visits within ${VISIT_REMINDER_HOURS} hours, booked longer ago, not yet reminded`, () => {
    const due = visitAt(NOW + 20 * HOUR_MS, NOW - 3 * 24 * HOUR_MS);
    visitAt(NOW + 30 * HOUR_MS, NOW - 3 * 24 * HOUR_MS); // not yet within the day before
    visitAt(NOW + 10 * HOUR_MS, NOW - 2 * HOUR_MS); // booked for the next morning: no reminder
    const cancelled = visitAt(NOW + 5 * HOUR_MS, NOW - 3 * 24 * HOUR_MS);
    store().cancel(cancelled.id, 'owner', 'Rain');
    visitAt(NOW - HOUR_MS, NOW - 3 * 24 * HOUR_MS); // already begun
    expect(
      store()
        .dueReminders(NOW)
        .map(({ id }) => id),
    ).toEqual([due.id]);
    store().markReminderSent(due.id, iso(NOW));
    expect(store().dueReminders(NOW)).toEqual([]);
    expect(store().get(due.id)?.reminderSentAt).toBe(iso(NOW));
  });

  it('records the outcome of the customer’s latest e-mail', () => {
    const visit = visitAt(NOW + 48 * HOUR_MS, NOW);
    store().recordCustomerMail(visit.id, 'failed', 'The mail server refused the address.');
    expect(store().get(visit.id)?.customerMail).toEqual({
      status: 'failed',
      error: 'The mail server refused the address.',
    });
    store().recordCustomerMail(visit.id, 'sent', null);
    expect(store().get(visit.id)?.customerMail).toEqual({ status: 'sent', error: null });
  });

  it('lists the coming live visits with whom, for what and where, soonest first', () => {
    const later = visitAt(NOW + 48 * HOUR_MS, NOW);
    const sooner = visitAt(NOW + 24 * HOUR_MS, NOW);
    const gone = visitAt(NOW + 30 * HOUR_MS, NOW);
    store().cancel(gone.id, 'customer', null);
    const upcoming = store().upcoming(iso(NOW), 10);
    expect(upcoming.map(({ id }) => id)).toEqual([sooner.id, later.id]);
    expect(upcoming[0]).toMatchObject({
      name: 'Maria Gonzalez',
      address: '1234 SE Tacoma St, 97202',
      serviceTitle: null,
    });
    expect(store().upcoming(iso(NOW), 1)).toHaveLength(1);
  });

  it('builds the facts of a visit’s e-mails: the visit, its request, the customer’s key and the zone', () => {
    const visit = visitAt(NOW + 48 * HOUR_MS, NOW);
    const facts = gateway.modules.visits.facts(visit.id);
    expect(facts).toMatchObject({
      visit: { id: visit.id },
      request: { id: visit.quoteRequestId, name: 'Maria Gonzalez' },
      token: gateway.modules.visits.tokens.issue(visit.quoteRequestId),
      timeZone: gateway.modules.visits.availability.get().timeZone,
    });
    expect(gateway.modules.visits.facts(visit.id + 100)).toBeUndefined();
  });

  it('keeps one live visit per request and per start, whatever the caller checked', () => {
    const visit = visitAt(NOW + 48 * HOUR_MS, NOW);
    const insertAgain = (requestId: number, startMs: number) => () =>
      store().insert({
        requestId,
        start: iso(startMs),
        end: iso(startMs + HOUR_MS),
        bookedBy: 'owner',
        bookedAt: iso(NOW),
      });
    expect(insertAgain(visit.quoteRequestId, NOW + 72 * HOUR_MS)).toThrow(
      /UNIQUE constraint failed: estimate_visits.request_id/,
    );
    expect(insertAgain(addRequest(gateway).id, NOW + 48 * HOUR_MS)).toThrow(
      /UNIQUE constraint failed: estimate_visits.start_at/,
    );
    store().cancel(visit.id, 'owner', 'Rain');
    expect(insertAgain(visit.quoteRequestId, NOW + 48 * HOUR_MS)).not.toThrow();
  });
});

describe('the customer’s key', () => {
  it('names its request, and nothing once altered', () => {
    const tokens = gateway.modules.visits.tokens;
    const key = tokens.issue(42);
    expect(tokens.check(key)).toBe(42);
    expect(tokens.check(key.replace(/^42/, '43'))).toBeUndefined();
    expect(tokens.check(`${key}A`)).toBeUndefined();
    expect(tokens.check(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    for (const odd of [undefined, 42, '', '42', `042.${key.split('.')[1]}`, { key }])
      expect(tokens.check(odd)).toBeUndefined();
  });
});
