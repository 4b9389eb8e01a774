import type { DatabaseSync } from 'node:sqlite';

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
  add(keys: string[], at: number): void;
  clear(key: string): void;
  prune(before: number): void;
}

export function createSignInFailureStore(db: DatabaseSync): SignInFailureStore {
  const selectRecent = db.prepare(
    'SELECT count(*) AS n, coalesce(max(at), 0) AS last FROM sign_in_failures WHERE throttle_key = ? AND at > ?',
  );
  const insert = db.prepare('INSERT INTO sign_in_failures (throttle_key, at) VALUES (?, ?)');
  const deleteKey = db.prepare('DELETE FROM sign_in_failures WHERE throttle_key = ?');
  const deleteOld = db.prepare('DELETE FROM sign_in_failures WHERE at <= ?');
  return {
    recent(key, since) {
      const row = selectRecent.get(key, since);
      return { count: Number(row?.n ?? 0), lastAt: Number(row?.last ?? 0) };
    },
    add(keys, at) {
      for (const key of keys) insert.run(key, at);
    },
    clear(key) {
      deleteKey.run(key);
    },
    prune(before) {
      deleteOld.run(before);
    },
  };
}
