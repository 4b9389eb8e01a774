import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/transaction.ts';

export interface RecentFailures {
  count: number;
  /** Milliseconds since the epoch; 0 when there are none. */
  lastAt: number;
}

/**
 * Failed sign-ins per throttle key, in the database rather than in memory, so the operator's
 * `unlock` (another process) clears them for the running gateway at once.
 */
export interface SignInFailureStore {
  recent(key: string, since: number): RecentFailures;
  /** One failure per key at `at`; the ids of the rows, to take them back with `remove`. */
  add(keys: string[], at: number): number[];
  remove(ids: number[]): void;
  clear(key: string): void;
  prune(before: number): void;
  /** Runs `work` in one write transaction: no other connection writes failures between its reads and writes. */
  atomically<T>(work: () => T): T;
}

export function createSignInFailureStore(db: DatabaseSync): SignInFailureStore {
  const selectRecent = db.prepare(
    'SELECT count(*) AS n, coalesce(max(at), 0) AS last FROM sign_in_failures WHERE throttle_key = ? AND at > ?',
  );
  const insert = db.prepare('INSERT INTO sign_in_failures (throttle_key, at) VALUES (?, ?)');
  const deleteId = db.prepare('DELETE FROM sign_in_failures WHERE id = ?');
  const deleteKey = db.prepare('DELETE FROM sign_in_failures WHERE throttle_key = ?');
  const deleteOld = db.prepare('DELETE FROM sign_in_failures WHERE at <= ?');
  return {
    recent(key, since) {
      const row = selectRecent.get(key, since);
      return { count: Number(row?.n ?? 0), lastAt: Number(row?.last ?? 0) };
    },
    add(keys, at) {
      return keys.map((key) => Number(insert.run(key, at).lastInsertRowid));
    },
    remove(ids) {
      for (const id of ids) deleteId.run(id);
    },
    clear(key) {
      deleteKey.run(key);
    },
    prune(before) {
      deleteOld.run(before);
    },
    atomically: (work) => inTransaction(db, work),
  };
}
