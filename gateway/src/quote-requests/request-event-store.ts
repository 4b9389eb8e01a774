import type { DatabaseSync } from 'node:sqlite';
import {
  TIMELINE_EVENTS_MAX,
  type TimelineEvent,
  type TimelineKind,
  type TimelineOutcome,
} from '../../contract/request-timeline.ts';

/** One event to add to a request's timeline. */
export interface NewTimelineEvent {
  kind: TimelineKind;
  outcome: TimelineOutcome;
  summary: string;
  detail?: string | null;
  /** ISO 8601, from the caller's clock (the one tests move). */
  at: string;
}

export interface RequestEventStore {
  /**
   * Adds an event to a request's timeline. A request deleted meanwhile (an e-mail finishing after
   * the owner deleted it) takes nothing and nothing fails: the history went with the request.
   */
  add(requestId: number, event: NewTimelineEvent): void;
  /** The request's events, oldest first. */
  list(requestId: number): TimelineEvent[];
}

/** Every request's history (contract/request-timeline.ts): written by each part that acts on a request. */
export function createRequestEventStore(db: DatabaseSync): RequestEventStore {
  // INSERT … SELECT: nothing is written for a request that is gone (no foreign-key error to catch).
  const insert = db.prepare(`
    INSERT INTO request_events (request_id, at, kind, outcome, summary, detail)
    SELECT id, ?, ?, ?, ?, ? FROM contact_requests WHERE id = ?`);
  // The oldest beyond the cap go; a request's page stays one read.
  const trim = db.prepare(`
    DELETE FROM request_events WHERE request_id = ? AND id <= (
      SELECT id FROM request_events WHERE request_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`);
  const select = db.prepare(
    'SELECT id, at, kind, outcome, summary, detail FROM request_events WHERE request_id = ? ORDER BY at, id',
  );

  return {
    add(requestId, { kind, outcome, summary, detail = null, at }) {
      const { changes } = insert.run(at, kind, outcome, summary, detail, requestId);
      if (changes > 0) trim.run(requestId, requestId, TIMELINE_EVENTS_MAX);
    },
    list(requestId) {
      return select.all(requestId).map((row) => ({
        id: Number(row.id),
        at: String(row.at),
        kind: String(row.kind) as TimelineKind,
        outcome: String(row.outcome) as TimelineOutcome,
        summary: String(row.summary),
        detail: row.detail === null ? null : String(row.detail),
      }));
    },
  };
}
