import type { DatabaseSync } from 'node:sqlite';

/**
 * The events the per-address limits count (`rate_events`), per window and key, in the database
 * rather than in memory, so a crash or restart of the gateway does not reset the limits.
 */
export interface RateEventStore {
  /** When the `nth` latest (1: the latest) of the key's events after `since` (ms) was; undefined when it has fewer. */
  nthLatestSince(window: string, key: string, since: number, nth: number): number | undefined;
  add(window: string, key: string, at: number): void;
  clear(window: string, key: string): void;
  /** Deletes the window's events at or before `before`, and all but its `keep` latest. */
  prune(window: string, before: number, keep: number): void;
}

export function createRateEventStore(db: DatabaseSync): RateEventStore {
  const selectNthLatest = db.prepare(
    'SELECT at FROM rate_events WHERE window_name = ? AND event_key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?',
  );
  const insert = db.prepare('INSERT INTO rate_events (window_name, event_key, at) VALUES (?, ?, ?)');
  const deleteKey = db.prepare('DELETE FROM rate_events WHERE window_name = ? AND event_key = ?');
  const deleteOld = db.prepare('DELETE FROM rate_events WHERE window_name = ? AND at <= ?');
  const deleteBeyond = db.prepare(
    'DELETE FROM rate_events WHERE rowid IN (SELECT rowid FROM rate_events WHERE window_name = ? ORDER BY at DESC LIMIT -1 OFFSET ?)',
  );
  return {
    nthLatestSince(window, key, since, nth) {
      const row = selectNthLatest.get(window, key, since, nth - 1);
      return row === undefined ? undefined : Number(row.at);
    },
    add(window, key, at) {
      insert.run(window, key, at);
    },
    clear(window, key) {
      deleteKey.run(window, key);
    },
    prune(window, before, keep) {
      deleteOld.run(window, before);
      deleteBeyond.run(window, keep);
    },
  };
}
