import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { ERROR_CODES } from '../../contract/errors.ts';
import {
  type EstimateVisit,
  VISIT_ERROR_CODES,
  VISIT_MESSAGES,
  type VisitConflict,
  type VisitLinkExpired,
  visitLinkExpiredMessage,
} from '../../contract/estimate-visits.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { addressKey, type RateWindow, throwTooMany } from '../http/rate-window.ts';
import { worthABackup } from '../http/side-effects.ts';
import { validateBody } from '../http/validate.ts';
import type { QuoteRequestStore, StoredQuoteRequest } from '../quote-requests/index.ts';
import type { BusinessStore } from '../site-content/index.ts';
import { bookedVisit } from './booked-visit.ts';
import type { VisitAvailabilityStore } from './visit-availability-store.ts';
import type { VisitBookings, VisitRefusal } from './visit-bookings.ts';
import type { VisitFacts } from './visit-facts.ts';
import { linkExpiresAtMs } from './visit-link-expiry.ts';
import type { VisitAlerts, VisitNoticeFacts, VisitNotices } from './visit-notices.ts';
import { visitStart } from './visit-start.ts';
import type { VisitStore } from './visit-store.ts';
import type { VisitTokens } from './visit-tokens.ts';

/** Bookings, moves and cancellations tried per client address within the window (a family books one or two). */
export const VISIT_CHANGES_PER_ADDRESS = 10;
/** Manage pages opened per client address within the window. */
export const VISIT_LOOKUPS_PER_ADDRESS = 60;
export const VISIT_RATE_WINDOW_MS = 60 * 60 * 1000;

const TOO_MANY_TRIES = 'You have tried several times already; please call us to book or change a visit.';

const token = z.string({ error: VISIT_MESSAGES.visitNotFound });
const manageBody = z.object({ token }, { error: 'The request body must be a JSON object.' });
const timeBody = manageBody.extend({ start: visitStart });

/** The customer's words and status for each refusal; a conflict carries the free windows. */
const REFUSALS: Record<VisitRefusal, { status: number; code: string; message: string; windows?: true }> = {
  off: { status: 409, code: VISIT_ERROR_CODES.bookingOff, message: VISIT_MESSAGES.bookingOff },
  exists: { status: 409, code: VISIT_ERROR_CODES.visitExists, message: VISIT_MESSAGES.visitExists, windows: true },
  not_found: { status: 404, code: VISIT_ERROR_CODES.visitNotFound, message: VISIT_MESSAGES.visitNotFound },
  past: { status: 409, code: VISIT_ERROR_CODES.windowTaken, message: VISIT_MESSAGES.startInPast, windows: true },
  taken: { status: 409, code: VISIT_ERROR_CODES.windowTaken, message: VISIT_MESSAGES.windowTaken, windows: true },
  not_offered: {
    status: 409,
    code: VISIT_ERROR_CODES.windowTaken,
    message: VISIT_MESSAGES.windowNotOffered,
    windows: true,
  },
  overlaps: { status: 409, code: VISIT_ERROR_CODES.windowTaken, message: VISIT_MESSAGES.overlaps, windows: true },
  cancelled: { status: 400, code: VISIT_ERROR_CODES.visitLocked, message: VISIT_MESSAGES.cancelled },
  cutoff: { status: 400, code: VISIT_ERROR_CODES.visitLocked, message: VISIT_MESSAGES.pastCutoff },
  too_many_moves: { status: 400, code: VISIT_ERROR_CODES.visitLocked, message: VISIT_MESSAGES.tooManyMoves },
  too_many_rebooks: { status: 400, code: VISIT_ERROR_CODES.visitLocked, message: VISIT_MESSAGES.rebookedAlready },
};

/** What a key opens: its request, and the request's live visit, else its last cancelled one. */
interface VisitLink {
  request: StoredQuoteRequest;
  visit: EstimateVisit | undefined;
}

interface VisitsRouterDeps {
  bookings: VisitBookings;
  visits: Pick<VisitStore, 'forRequest' | 'customerChanges'>;
  requests: Pick<QuoteRequestStore, 'get'>;
  availability: Pick<VisitAvailabilityStore, 'get'>;
  business: Pick<BusinessStore, 'get'>;
  tokens: VisitTokens;
  facts: VisitFacts;
  notices: VisitNotices;
  alerts: VisitAlerts;
  /** Bookings, moves and cancellations per client address. */
  changes: RateWindow;
  /** Manage pages opened per client address. */
  lookups: RateWindow;
  clock: () => number;
}

/**
 * The customer's side of estimate visits: the free windows, booking one for the request just
 * sent, and the private manage page (look, move, cancel), each keyed by `QuoteReceipt.visitToken`,
 * which expires (linkExpiresAtMs).
 */
export function visitsRouter(deps: VisitsRouterDeps): Router {
  const { bookings, visits, requests, availability, business, tokens, facts, notices, clock } = deps;
  // Under /api, as the booking itself is at the prefix's own path (EXACT_PATHS).
  const router = new Router({ prefix: '/api', ...EXACT_PATHS });
  router.use(async (ctx, next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });

  /** Counts the try against the address's limit, or 429 once it is spent. */
  const limit = (ctx: Context, window: RateWindow) => {
    const keys = [addressKey(ctx.ip)];
    const retryAfter = window.retryAfterSeconds(keys);
    if (retryAfter > 0) throwTooMany(ctx, retryAfter, ERROR_CODES.tooManyRequests, TOO_MANY_TRIES);
    window.record(keys);
  };

  /** Answers the refusal: an error, or a conflict that carries the next windows for the picker to show. */
  const refuse = (ctx: Context, refusal: VisitRefusal) => {
    const { status, code, message, windows } = REFUSALS[refusal];
    if (!windows) return ctx.throw(status, message, { code });
    ctx.status = status;
    ctx.body = { error: { code, message }, windows: bookings.windows() } as VisitConflict;
  };

  const businessContact = () => {
    const site = business.get();
    return { name: site?.name ?? '', phone: site?.phone ?? '', email: site?.email ?? '' };
  };

  /**
   * What a key opens: 404 when forged, deleted or spam (a spam request was never given one); 410,
   * with the business's phone and e-mail, once expired (then undefined: the answer is set).
   */
  const linkOf = (ctx: Context, key: string): VisitLink | undefined => {
    const id = tokens.check(key);
    const request = id === undefined ? undefined : requests.get(id);
    if (!request || request.spamReason !== null) return refuse(ctx, 'not_found') as never;
    const visit = visits.forRequest(request.id);
    if (clock() < linkExpiresAtMs(request, visit)) return { request, visit };
    const contact = businessContact();
    ctx.status = 410;
    ctx.body = {
      error: { code: VISIT_ERROR_CODES.linkExpired, message: visitLinkExpiredMessage(contact.name) },
      business: contact,
    } satisfies VisitLinkExpired;
    return undefined;
  };

  const answer = (ctx: Context, request: StoredQuoteRequest, visit: EstimateVisit) => {
    const { name, phone } = businessContact();
    ctx.body = bookedVisit(visit, {
      serviceTitle: request.serviceTitle,
      customerMoves: visits.customerChanges(request.id).moves,
      timeZone: availability.get().timeZone,
      business: { name, phone },
      nowMs: clock(),
    });
  };

  /** Sends a committed change's e-mails (they never throw, never wait). */
  const notify = (visitId: number, send: (found: VisitNoticeFacts) => void) => {
    const found = facts(visitId);
    if (found) send(found);
  };

  router.get('/visits/windows', (ctx) => {
    ctx.body = bookings.windows();
  });

  router.post('/visits', worthABackup, (ctx) => {
    limit(ctx, deps.changes);
    const body = validateBody(ctx, timeBody);
    const link = linkOf(ctx, body.token);
    if (!link) return;
    const outcome = bookings.bookByCustomer(link.request.id, body.start);
    if ('refused' in outcome) return refuse(ctx, outcome.refused);
    notify(outcome.visit.id, (found) => {
      notices.booked(found);
      deps.alerts.visitBooked(found);
    });
    answer(ctx, link.request, outcome.visit);
    ctx.status = 201;
  });

  router.post('/visits/manage', worthABackup, (ctx) => {
    limit(ctx, deps.lookups);
    const link = linkOf(ctx, validateBody(ctx, manageBody).token);
    if (!link) return;
    if (!link.visit) return refuse(ctx, 'not_found');
    answer(ctx, link.request, link.visit);
  });

  router.post('/visits/manage/move', worthABackup, (ctx) => {
    limit(ctx, deps.changes);
    const body = validateBody(ctx, timeBody);
    const link = linkOf(ctx, body.token);
    if (!link) return;
    const outcome = bookings.moveByCustomer(link.request.id, body.start);
    if ('refused' in outcome) return refuse(ctx, outcome.refused);
    const { visit, previousStart = visit.start } = outcome;
    notify(visit.id, (found) => notices.moved(found, previousStart, 'customer'));
    answer(ctx, link.request, visit);
  });

  router.post('/visits/manage/cancel', worthABackup, (ctx) => {
    limit(ctx, deps.changes);
    const link = linkOf(ctx, validateBody(ctx, manageBody).token);
    if (!link) return;
    const outcome = bookings.cancel(link.request.id, 'customer', null);
    if ('refused' in outcome) return refuse(ctx, outcome.refused);
    notify(outcome.visit.id, (found) => notices.cancelled(found));
    answer(ctx, link.request, outcome.visit);
  });

  return router;
}
