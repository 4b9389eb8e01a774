import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import {
  BLOCKED_NOTE_MAX_LENGTH,
  type EstimateVisit,
  UPCOMING_VISITS_MAX,
  type UpcomingVisits,
  VISIT_CANCEL_REASON_MAX_LENGTH,
  VISIT_ERROR_CODES,
  VISIT_MESSAGES,
  type VisitAvailability,
  type Weekday,
} from '../../contract/estimate-visits.ts';
import { tidyVisitAvailability, visitAvailabilityMessages } from '../../contract/visit-availability-rules.ts';
import { wallTimeToInstant, zonedDate } from '../../contract/wall-clock.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { worthABackup } from '../http/side-effects.ts';
import { idParam, validateBody, validateBodyByRules, validateQuery } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import type { QuoteRequestStore } from '../quote-requests/index.ts';
import type { VisitAvailabilityStore } from './visit-availability-store.ts';
import type { VisitBookings, VisitRefusal } from './visit-bookings.ts';
import type { VisitFacts } from './visit-facts.ts';
import type { VisitNoticeFacts, VisitNotices } from './visit-notices.ts';
import { visitStart } from './visit-start.ts';
import type { VisitStore } from './visit-store.ts';

const NO_SUCH_REQUEST = 'There is no such quote request.';

/** The owner's words for each refusal. */
const OWNER_REFUSALS: Partial<Record<VisitRefusal, { status: number; message: string; code?: string }>> = {
  exists: {
    status: 409,
    code: VISIT_ERROR_CODES.visitExists,
    message: 'This request already has a visit: move or cancel that one.',
  },
  not_found: { status: 404, code: VISIT_ERROR_CODES.visitNotFound, message: 'This request has no visit booked.' },
  past: { status: 400, message: VISIT_MESSAGES.startInPast },
  overlaps: { status: 409, code: VISIT_ERROR_CODES.windowTaken, message: VISIT_MESSAGES.overlaps },
  // Another writer took the same start between the owner's check and the write (the unique index).
  taken: { status: 409, code: VISIT_ERROR_CODES.windowTaken, message: VISIT_MESSAGES.overlaps },
  cancelled: {
    status: 409,
    code: VISIT_ERROR_CODES.visitLocked,
    message: 'This visit was cancelled: book a new one instead.',
  },
};

// The shape at the edge; the limits and the words are the contract's rules, shared with the dashboard.
const availabilityBody = z.object(
  {
    enabled: z.boolean({ error: 'Use true or false.' }),
    timeZone: z.string({ error: 'Choose a time zone from the list, like America/Los_Angeles.' }),
    visitMinutes: z.number({ error: 'Enter a number of minutes.' }),
    bufferMinutes: z.number({ error: 'Enter a number of minutes.' }),
    maxPerDay: z.number({ error: 'Enter a number of visits.' }),
    minNoticeHours: z.number({ error: 'Enter a number of hours.' }),
    daysAhead: z.number({ error: 'Enter a number of days.' }),
    hours: z.array(
      z.object(
        {
          day: z.string({ error: 'Choose a day of the week.' }).transform((day) => day as Weekday),
          start: z.string({ error: 'Enter the time visits start, like 8:00 AM.' }),
          end: z.string({ error: 'Enter the time visits end, like 12:00 PM.' }),
        },
        { error: 'Each range of hours needs a day, a start and an end.' },
      ),
      { error: 'List the hours as a list.' },
    ),
    blocked: z.array(
      z.object(
        {
          from: z.string({ error: 'Use a date like 2026-05-31.' }),
          to: z.string({ error: 'Use a date like 2026-05-31.' }),
          note: z.string({ error: `A note of at most ${BLOCKED_NOTE_MAX_LENGTH} characters.` }).default(''),
        },
        { error: 'Each blocked range needs a first and a last day.' },
      ),
      { error: 'List the blocked days as a list.' },
    ),
  },
  { error: 'The request body must be a JSON object.' },
);

const timeBody = z.object({ start: visitStart }, { error: 'The request body must be a JSON object.' });
const cancelBody = z.object(
  {
    reason: z
      .string({ error: 'Say why, in a few words: the customer is told.' })
      .trim()
      .min(1, 'Say why, in a few words: the customer is told.')
      .max(VISIT_CANCEL_REASON_MAX_LENGTH, `At most ${VISIT_CANCEL_REASON_MAX_LENGTH} characters.`),
  },
  { error: 'The request body must be a JSON object.' },
);
const upcomingQuery = z.object({ from: visitStart.optional() });

interface AdminVisitsDeps {
  bookings: VisitBookings;
  visits: Pick<VisitStore, 'upcoming'>;
  availability: VisitAvailabilityStore;
  requests: Pick<QuoteRequestStore, 'get'>;
  facts: VisitFacts;
  notices: VisitNotices;
  requireOwner: Middleware<OwnerState>;
  clock: () => number;
}

/**
 * The owner's side of estimate visits: the availability, the coming visits, and booking,
 * confirming, moving and cancelling a request's visit (the customer is e-mailed after each).
 */
export function adminVisitsRouter(deps: AdminVisitsDeps): Router<OwnerState> {
  const { bookings, visits, availability, requests, facts, notices, requireOwner, clock } = deps;
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });
  router.use(async (ctx, next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });

  /** The request's id from the path; 404 when there is no such request. */
  const requestId = (ctx: Context) => {
    const id = idParam(ctx);
    return requests.get(id) ? id : ctx.throw(404, NO_SUCH_REQUEST);
  };

  /** The committed visit as the answer, its e-mails sent; or the refusal, with nothing changed. */
  const settle = (
    ctx: Context,
    outcome: ReturnType<VisitBookings['confirm']>,
    send?: (found: VisitNoticeFacts, previousStart: string) => void,
  ) => {
    if ('refused' in outcome) {
      const refusal = OWNER_REFUSALS[outcome.refused] ?? { status: 409, message: VISIT_MESSAGES.overlaps };
      return ctx.throw(refusal.status, refusal.message, refusal.code ? { code: refusal.code } : {});
    }
    const found = send && facts(outcome.visit.id);
    if (send && found) send(found, outcome.previousStart ?? outcome.visit.start);
    ctx.body = outcome.visit satisfies EstimateVisit;
  };

  router.get('/visits/availability', requireOwner, (ctx) => {
    ctx.body = availability.get() satisfies VisitAvailability;
  });

  router.put('/visits/availability', requireOwner, worthABackup, (ctx) => {
    const saved = validateBodyByRules(ctx, availabilityBody, tidyVisitAvailability, visitAvailabilityMessages);
    ctx.body = availability.set(saved);
  });

  router.get('/visits', requireOwner, (ctx) => {
    const { from } = validateQuery(ctx, upcomingQuery);
    const { timeZone } = availability.get();
    // From the start of today in the business's zone, so this morning's visits still show.
    const startOfToday = wallTimeToInstant(zonedDate(clock(), timeZone), '00:00', timeZone) ?? clock();
    ctx.body = {
      timeZone,
      visits: visits.upcoming(new Date(from ?? startOfToday).toISOString(), UPCOMING_VISITS_MAX),
    } satisfies UpcomingVisits;
  });

  router.post('/messages/:id/visit', requireOwner, worthABackup, (ctx) => {
    const id = requestId(ctx);
    const { start } = validateBody(ctx, timeBody);
    settle(ctx, bookings.bookByOwner(id, start), (found) => notices.booked(found));
    ctx.status = 201;
  });

  router.post('/messages/:id/visit/confirm', requireOwner, worthABackup, (ctx) => {
    settle(ctx, bookings.confirm(requestId(ctx)));
  });

  router.post('/messages/:id/visit/move', requireOwner, worthABackup, (ctx) => {
    const id = requestId(ctx);
    const { start } = validateBody(ctx, timeBody);
    settle(ctx, bookings.moveByOwner(id, start), (found, previous) => notices.moved(found, previous, 'owner'));
  });

  router.post('/messages/:id/visit/cancel', requireOwner, worthABackup, (ctx) => {
    const id = requestId(ctx);
    const { reason } = validateBody(ctx, cancelBody);
    settle(ctx, bookings.cancel(id, 'owner', reason), (found) => notices.cancelled(found));
  });

  return router;
}
