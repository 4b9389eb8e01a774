import { DEFAULT_VISIT_AVAILABILITY, type VisitAvailability, WEEKDAYS } from '../../contract/estimate-visits.ts';
import type { VisitNoticeFacts } from '../estimate-visits/visit-notices.ts';
import type { QuoteRequestInput } from '../quote-requests/quote-request-store.ts';
import type { TestApp } from './test-app.ts';

/** Visits on every day, around the clock, in UTC: a test's windows start within the hour, whatever the day. */
export const OPEN_AVAILABILITY: VisitAvailability = {
  ...DEFAULT_VISIT_AVAILABILITY,
  enabled: true,
  timeZone: 'UTC',
  visitMinutes: 60,
  bufferMinutes: 0,
  maxPerDay: 20,
  minNoticeHours: 0,
  daysAhead: 3,
  hours: WEEKDAYS.map((day) => ({ day, start: '00:00', end: '23:59' })),
};

const REQUEST: QuoteRequestInput = {
  name: 'Maria Gonzalez',
  email: 'maria@example.com',
  phone: '(503) 555-0199',
  address: '1234 SE Tacoma St, 97202',
  serviceSlug: null,
  serviceTitle: null,
  details: 'Two bedrooms and a hallway.',
  preferredContact: 'email',
  notifyStatus: 'off',
};

/**
 * A quote request received now by the app's clock, and the customer's key to its visit, as its
 * receipt gave it. The table's default time is SQLite's own now, which a test's clock does not move.
 */
export function addRequest(gateway: TestApp, changes: Partial<QuoteRequestInput> = {}) {
  const { id } = gateway.modules.records.requests.add({ ...REQUEST, ...changes });
  gateway.db
    .prepare('UPDATE contact_requests SET created_at = ? WHERE id = ?')
    .run(new Date(gateway.now()).toISOString(), id);
  return { id, token: gateway.modules.visits.tokens.issue(id) };
}

export type NoticeCall =
  | { kind: 'booked'; facts: VisitNoticeFacts }
  | { kind: 'moved'; facts: VisitNoticeFacts; previousStart: string; by: string }
  | { kind: 'cancelled'; facts: VisitNoticeFacts };

/** Records the visit e-mails the app asks for, in place of the ones it was composed with. */
export function recordVisitNotices(gateway: TestApp): NoticeCall[] {
  const calls: NoticeCall[] = [];
  Object.assign(gateway.modules.visits.notices, {
    booked: (facts: VisitNoticeFacts) => calls.push({ kind: 'booked', facts }),
    moved: (facts: VisitNoticeFacts, previousStart: string, by: string) =>
      calls.push({ kind: 'moved', facts, previousStart, by }),
    cancelled: (facts: VisitNoticeFacts) => calls.push({ kind: 'cancelled', facts }),
  });
  return calls;
}

/** Records the owner's phone alerts of visits customers booked, in place of sending them. */
export function recordVisitAlerts(gateway: TestApp): VisitNoticeFacts[] {
  const alerts: VisitNoticeFacts[] = [];
  Object.assign(gateway.modules.push.alerts, { visitBooked: (facts: VisitNoticeFacts) => alerts.push(facts) });
  return alerts;
}

/** A JSON POST (or PUT) from a client address of the test's choosing (the app trusts loopback's X-Forwarded-For). */
export function send(
  gateway: TestApp,
  path: string,
  body: unknown,
  { method = 'POST', address = '203.0.113.7', auth }: { method?: string; address?: string; auth?: string } = {},
) {
  return fetch(`${gateway.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': address,
      ...(auth ? { Authorization: `Bearer ${auth}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

export const visitRows = (gateway: TestApp) => gateway.db.prepare('SELECT * FROM estimate_visits ORDER BY id').all();
