import type { DatabaseSync } from 'node:sqlite';
import {
  type EstimateVisit,
  VISIT_CHANGE_CUTOFF_HOURS,
  VISIT_CUSTOMER_MOVES_MAX,
  VISIT_CUSTOMER_REBOOKS_MAX,
  type VisitAvailability,
  type VisitCanceller,
  type VisitWindows,
} from '../../contract/estimate-visits.ts';
import { inTransaction } from '../db/transaction.ts';
import type { RequestEventStore } from '../quote-requests/index.ts';
import type { VisitAvailabilityStore } from './visit-availability-store.ts';
import { type VisitChange, visitChanged } from './visit-events.ts';
import type { VisitStore } from './visit-store.ts';
import { type BusyTime, freeWindows, isOffered, keepsClear } from './visit-windows.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Live visits that started this long ago may still run now (a visit and its buffer are shorter). */
const LOOK_BACK_MS = 24 * HOUR_MS;
/** SQLite's primary result code of a broken constraint (here the partial unique indexes). */
const SQLITE_CONSTRAINT = 19;

/** Why a booking, move or cancellation was refused; nothing was changed. */
export type VisitRefusal =
  | 'off'
  | 'exists'
  | 'not_found'
  | 'past'
  | 'taken'
  | 'not_offered'
  | 'overlaps'
  | 'cancelled'
  | 'cutoff'
  | 'too_many_moves'
  | 'too_many_rebooks';

export type VisitOutcome = { visit: EstimateVisit; previousStart?: string } | { refused: VisitRefusal };

const iso = (ms: number) => new Date(ms).toISOString();
const busyOf = (visit: EstimateVisit): BusyTime => ({ startMs: Date.parse(visit.start), endMs: Date.parse(visit.end) });

/**
 * When the customer may no longer change the visit online, and why; undefined while they still
 * may. `customerMoves`: over all of the request's visits (VisitStore.customerChanges).
 */
export function customerLock(
  visit: EstimateVisit,
  customerMoves: number,
  nowMs: number,
  change: 'move' | 'cancel',
): VisitRefusal | undefined {
  if (visit.status === 'cancelled') return 'cancelled';
  if (nowMs >= changeableUntilMs(visit)) return 'cutoff';
  if (change === 'move' && customerMoves >= VISIT_CUSTOMER_MOVES_MAX) return 'too_many_moves';
  return undefined;
}

export const changeableUntilMs = (visit: EstimateVisit) =>
  Date.parse(visit.start) - VISIT_CHANGE_CUTOFF_HOURS * HOUR_MS;

/** A partial unique index's refusal, as the refusal the transaction would have given had it seen the other writer. */
function uniqueRefusal(error: unknown): VisitRefusal | undefined {
  const { errcode, message } = (error ?? {}) as { errcode?: unknown; message?: unknown };
  if (typeof errcode !== 'number' || (errcode & 0xff) !== SQLITE_CONSTRAINT) return undefined;
  const text = String(message);
  if (text.includes('estimate_visits.request_id')) return 'exists';
  if (text.includes('estimate_visits.start_at')) return 'taken';
  return undefined;
}

interface VisitBookingsDeps {
  db: DatabaseSync;
  visits: VisitStore;
  availability: VisitAvailabilityStore;
  /** Each change goes on its request's timeline, in the change's transaction. */
  events: Pick<RequestEventStore, 'add'>;
  clock: () => number;
}

/**
 * Every change to a visit, each decided in one write transaction: the live visits are read, the
 * free windows recomputed from them, then the row written; the partial unique indexes are the last
 * guard, and the change is put on the request's timeline. Callers send the e-mails after a change
 * returns (it is committed by then).
 */
export function createVisitBookings({ db, visits, availability, events, clock }: VisitBookingsDeps) {
  const busy = (nowMs: number, exceptId?: number) =>
    visits
      .liveFrom(iso(nowMs - LOOK_BACK_MS))
      .filter((visit) => visit.id !== exceptId)
      .map(busyOf);

  const windowsAt = (rules: VisitAvailability, nowMs: number, exceptId?: number): VisitWindows =>
    rules.enabled
      ? { enabled: true, timeZone: rules.timeZone, days: freeWindows(rules, busy(nowMs, exceptId), nowMs) }
      : { enabled: false, timeZone: rules.timeZone, days: [] };

  /** Why `startMs` is not one of the windows offered now; undefined when it is. */
  const notOffered = (rules: VisitAvailability, startMs: number, nowMs: number, exceptId?: number) => {
    const start = iso(startMs);
    const all = Number.POSITIVE_INFINITY;
    if (isOffered(freeWindows(rules, busy(nowMs, exceptId), nowMs, all), start)) return undefined;
    if (startMs <= nowMs) return 'past';
    return isOffered(freeWindows(rules, [], nowMs, all), start) ? 'taken' : 'not_offered';
  };

  /** The owner may put a visit at any future time that overlaps no other live visit. */
  const ownerRefusal = (startMs: number, endMs: number, nowMs: number, exceptId?: number) => {
    if (startMs <= nowMs) return 'past';
    return keepsClear(startMs, endMs, busy(nowMs, exceptId), 0) ? undefined : 'overlaps';
  };

  const decide = (change: VisitChange, by: VisitCanceller, work: (nowMs: number) => VisitOutcome): VisitOutcome => {
    try {
      return inTransaction(db, () => {
        const nowMs = clock();
        const outcome = work(nowMs);
        if ('visit' in outcome) {
          const { visit, previousStart } = outcome;
          const { timeZone } = availability.get();
          const at = iso(nowMs);
          events.add(visit.quoteRequestId, visitChanged(change, visit, { timeZone, at, by, previousStart }));
        }
        return outcome;
      });
    } catch (error) {
      const refused = uniqueRefusal(error);
      if (refused) return { refused };
      throw error;
    }
  };

  const book = (requestId: number, startMs: number, by: VisitCanceller) =>
    decide('booked', by, (nowMs) => {
      const rules = availability.get();
      if (by === 'customer' && !rules.enabled) return { refused: 'off' };
      const previous = visits.forRequest(requestId);
      if (previous && previous.status !== 'cancelled') return { refused: 'exists' };
      // The owner books again as often as the job needs; the customer, from the link, a set number of times.
      if (by === 'customer' && previous && visits.customerChanges(requestId).rebooks >= VISIT_CUSTOMER_REBOOKS_MAX) {
        return { refused: 'too_many_rebooks' };
      }
      const endMs = startMs + rules.visitMinutes * MINUTE_MS;
      const refused = by === 'customer' ? notOffered(rules, startMs, nowMs) : ownerRefusal(startMs, endMs, nowMs);
      if (refused) return { refused };
      const visit = visits.insert({
        requestId,
        start: iso(startMs),
        end: iso(endMs),
        bookedBy: by,
        bookedAt: iso(nowMs),
      });
      return { visit };
    });

  return {
    /** The free windows now (the picker's list, and a 409's). */
    windows: (exceptId?: number) => windowsAt(availability.get(), clock(), exceptId),

    bookByCustomer: (requestId: number, startMs: number) => book(requestId, startMs, 'customer'),
    bookByOwner: (requestId: number, startMs: number) => book(requestId, startMs, 'owner'),

    moveByCustomer: (requestId: number, startMs: number) =>
      decide('moved', 'customer', (nowMs) => {
        const visit = visits.forRequest(requestId);
        if (!visit) return { refused: 'not_found' };
        const locked = customerLock(visit, visits.customerChanges(requestId).moves, nowMs, 'move');
        if (locked) return { refused: locked };
        const rules = availability.get();
        if (!rules.enabled) return { refused: 'off' };
        const refused = notOffered(rules, startMs, nowMs, visit.id);
        if (refused) return { refused };
        const moved = visits.move(visit.id, iso(startMs), iso(startMs + rules.visitMinutes * MINUTE_MS), 'customer');
        return moved ? { visit: moved, previousStart: visit.start } : { refused: 'cancelled' };
      }),

    moveByOwner: (requestId: number, startMs: number) =>
      decide('moved', 'owner', (nowMs) => {
        const visit = visits.forRequest(requestId);
        if (!visit) return { refused: 'not_found' };
        if (visit.status === 'cancelled') return { refused: 'cancelled' };
        // The visit keeps its length: the owner moves it, not re-plans it.
        const endMs = startMs + (Date.parse(visit.end) - Date.parse(visit.start));
        const refused = ownerRefusal(startMs, endMs, nowMs, visit.id);
        if (refused) return { refused };
        const moved = visits.move(visit.id, iso(startMs), iso(endMs), 'owner');
        return moved ? { visit: moved, previousStart: visit.start } : { refused: 'cancelled' };
      }),

    cancel: (requestId: number, by: VisitCanceller, reason: string | null) =>
      decide('cancelled', by, (nowMs) => {
        const visit = visits.forRequest(requestId);
        if (!visit) return { refused: 'not_found' };
        const locked = by === 'customer' ? customerLock(visit, 0, nowMs, 'cancel') : undefined;
        if (locked) return { refused: locked };
        const cancelled = visits.cancel(visit.id, by, reason);
        return cancelled ? { visit: cancelled } : { refused: 'cancelled' };
      }),

    confirm: (requestId: number) =>
      decide('confirmed', 'owner', () => {
        const visit = visits.forRequest(requestId);
        if (!visit) return { refused: 'not_found' };
        const confirmed = visits.confirm(visit.id);
        return confirmed ? { visit: confirmed } : { refused: 'cancelled' };
      }),
  };
}

export type VisitBookings = ReturnType<typeof createVisitBookings>;
