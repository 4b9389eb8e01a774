import type { DatabaseSync } from 'node:sqlite';
import {
  type EstimateVisit,
  type UpcomingVisit,
  VISIT_REMINDER_HOURS,
  type VisitCanceller,
  type VisitStatus,
} from '../../contract/estimate-visits.ts';
import { returnedRow } from '../db/returned-row.ts';

export type CustomerMailStatus = EstimateVisit['customerMail']['status'];

export interface NewVisit {
  requestId: number;
  /** ISO 8601 UTC. */
  start: string;
  end: string;
  bookedBy: VisitCanceller;
  /** ISO 8601: the app's clock, so the reminder rule follows it. */
  bookedAt: string;
}

export interface CustomerChanges {
  moves: number;
  rebooks: number;
}

export interface VisitStore {
  get(id: number): EstimateVisit | undefined;
  /** The request's live visit, else its last cancelled one, else undefined. */
  forRequest(requestId: number): EstimateVisit | undefined;
  /** Live (not cancelled) visits starting at or after the moment (ISO), soonest first. */
  liveFrom(fromIso: string): EstimateVisit[];
  /** The live visit's start per request, for a page of requests in one query. */
  liveStarts(requestIds: readonly number[]): Map<number, string>;
  /** Throws SQLite's UNIQUE constraint error when the request or the start already has a live visit. */
  insert(visit: NewVisit): EstimateVisit;
  /** A new time; a customer's move counts towards their limit. The reminder is due again for it. */
  move(id: number, start: string, end: string, by: VisitCanceller): EstimateVisit | undefined;
  confirm(id: number): EstimateVisit | undefined;
  cancel(id: number, by: VisitCanceller, reason: string | null): EstimateVisit | undefined;
  /** The outcome of the customer's latest e-mail about the visit. */
  recordCustomerMail(id: number, status: CustomerMailStatus, error: string | null): void;
  /**
   * Live visits starting within VISIT_REMINDER_HOURS of now, booked longer than that before their
   * start (a visit booked for tomorrow morning needs no reminder), with no reminder sent yet.
   */
  dueReminders(nowMs: number): EstimateVisit[];
  markReminderSent(id: number, atIso: string): void;
  /**
   * What the customer did online over all of the request's visits (not on EstimateVisit: the
   * limits are the link's business): the moves, and the visits they booked after a cancelled one.
   */
  customerChanges(requestId: number): CustomerChanges;
  /** Live visits starting at or after the moment (ISO), soonest first, with whom, for what and where. */
  upcoming(fromIso: string, limit: number): UpcomingVisit[];
}

const LIVE = "status <> 'cancelled'";
const HOUR_MS = 3_600_000;

function toVisit(row: Record<string, unknown>): EstimateVisit {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: Number(row.id),
    quoteRequestId: Number(row.request_id),
    start: String(row.start_at),
    end: String(row.end_at),
    status: String(row.status) as VisitStatus,
    bookedBy: String(row.booked_by) as VisitCanceller,
    bookedAt: String(row.booked_at),
    cancelledBy: text(row.cancelled_by) as VisitCanceller | null,
    cancelReason: text(row.cancel_reason),
    customerMail: {
      status: String(row.customer_mail_status) as CustomerMailStatus,
      error: text(row.customer_mail_error),
    },
    reminderSentAt: text(row.reminder_sent_at),
  };
}

export function createVisitStore(db: DatabaseSync): VisitStore {
  const byId = db.prepare('SELECT * FROM estimate_visits WHERE id = ?');
  // The live one first (at most one), else the newest cancelled one.
  const ofRequest = db.prepare(`
    SELECT * FROM estimate_visits WHERE request_id = ?
    ORDER BY (status = 'cancelled'), id DESC LIMIT 1`);
  const liveSince = db.prepare(`SELECT * FROM estimate_visits WHERE ${LIVE} AND start_at >= ? ORDER BY start_at`);
  const startsOf = db.prepare(`
    SELECT request_id, start_at FROM estimate_visits
    WHERE ${LIVE} AND request_id IN (SELECT value FROM json_each(?))`);
  const insertRow = db.prepare(`
    INSERT INTO estimate_visits (request_id, start_at, end_at, booked_by, booked_at)
    VALUES (:requestId, :start, :end, :bookedBy, :bookedAt) RETURNING *`);
  const moveRow = db.prepare(`
    UPDATE estimate_visits SET start_at = :start, end_at = :end, reminder_sent_at = NULL,
      customer_moves = customer_moves + (:by = 'customer')
    WHERE id = :id AND ${LIVE} RETURNING *`);
  const confirmRow = db.prepare(`UPDATE estimate_visits SET status = 'confirmed' WHERE id = ? AND ${LIVE} RETURNING *`);
  const cancelRow = db.prepare(`
    UPDATE estimate_visits SET status = 'cancelled', cancelled_by = :by, cancel_reason = :reason
    WHERE id = :id AND ${LIVE} RETURNING *`);
  const recordMail = db.prepare(
    'UPDATE estimate_visits SET customer_mail_status = ?, customer_mail_error = ? WHERE id = ?',
  );
  const selectDue = db.prepare(`
    SELECT * FROM estimate_visits
    WHERE ${LIVE} AND reminder_sent_at IS NULL AND start_at > :now AND start_at <= :until
      AND (julianday(start_at) - julianday(booked_at)) * 24 > :hours
    ORDER BY start_at`);
  const markReminder = db.prepare('UPDATE estimate_visits SET reminder_sent_at = ? WHERE id = ?');
  const selectUpcoming = db.prepare(`
    SELECT v.*, r.name, r.address, r.service_title, r.phone FROM estimate_visits v
    JOIN contact_requests r ON r.id = v.request_id
    WHERE v.${LIVE} AND v.start_at >= ? ORDER BY v.start_at LIMIT ?`);
  // A visit after the request's first exists only because the one before was cancelled (one live per request).
  const changesOf = db.prepare(`
    SELECT coalesce(sum(customer_moves), 0) AS moves,
      coalesce(sum(booked_by = 'customer' AND id > (SELECT min(id) FROM estimate_visits WHERE request_id = :requestId)), 0)
        AS rebooks
    FROM estimate_visits WHERE request_id = :requestId`);
  const optional = (row: Record<string, unknown> | undefined) => (row ? toVisit(row) : undefined);

  return {
    get: (id) => optional(byId.get(id)),
    forRequest: (requestId) => optional(ofRequest.get(requestId)),
    liveFrom: (fromIso) => liveSince.all(fromIso).map(toVisit),
    liveStarts(requestIds) {
      const rows = requestIds.length === 0 ? [] : startsOf.all(JSON.stringify(requestIds));
      return new Map(rows.map((row) => [Number(row.request_id), String(row.start_at)]));
    },
    insert: (visit) => toVisit(returnedRow(insertRow, { ...visit }) ?? {}),
    move: (id, start, end, by) => optional(returnedRow(moveRow, { id, start, end, by })),
    confirm: (id) => optional(returnedRow(confirmRow, id)),
    cancel: (id, by, reason) => optional(returnedRow(cancelRow, { id, by, reason })),
    recordCustomerMail(id, status, error) {
      recordMail.run(status, error, id);
    },
    dueReminders(nowMs) {
      const now = new Date(nowMs).toISOString();
      const until = new Date(nowMs + VISIT_REMINDER_HOURS * HOUR_MS).toISOString();
      return selectDue.all({ now, until, hours: VISIT_REMINDER_HOURS }).map(toVisit);
    },
    markReminderSent(id, atIso) {
      markReminder.run(atIso, id);
    },
    upcoming: (fromIso, limit) =>
      selectUpcoming.all(fromIso, limit).map((row) => ({
        ...toVisit(row),
        name: String(row.name),
        address: String(row.address),
        serviceTitle: row.service_title === null ? null : String(row.service_title),
        phone: row.phone === null ? null : String(row.phone),
      })),
    customerChanges(requestId) {
      const row = changesOf.get({ requestId });
      return { moves: Number(row?.moves ?? 0), rebooks: Number(row?.rebooks ?? 0) };
    },
  };
}
