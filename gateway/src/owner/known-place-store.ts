import type { DatabaseSync } from 'node:sqlite';

/** Where a sign-in came from: the client address and the browser in words. */
export interface SignInPlace {
  address: string;
  browser: string;
}

export interface KnownPlaceStore {
  /** Whether the account signed in from this place at or after `since` (milliseconds). */
  isKnown(accountId: number, place: SignInPlace, since: number): boolean;
  /** Whether the account has signed in from anywhere before (remembered places, however old). */
  hasAny(accountId: number): boolean;
  remember(accountId: number, place: SignInPlace, at: number): void;
  prune(before: number): void;
}

export function createKnownPlaceStore(db: DatabaseSync): KnownPlaceStore {
  const selectKnown = db.prepare(
    `SELECT 1 AS known FROM known_places
     WHERE account_id = ? AND address = ? AND browser = ? AND last_signed_in_at >= ?`,
  );
  const selectAny = db.prepare('SELECT 1 AS known FROM known_places WHERE account_id = ? LIMIT 1');
  const upsert = db.prepare(
    `INSERT INTO known_places (account_id, address, browser, last_signed_in_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id, address, browser) DO UPDATE SET last_signed_in_at = excluded.last_signed_in_at`,
  );
  const deleteOld = db.prepare('DELETE FROM known_places WHERE last_signed_in_at < ?');
  return {
    isKnown: (accountId, { address, browser }, since) =>
      selectKnown.get(accountId, address, browser, since) !== undefined,
    hasAny: (accountId) => selectAny.get(accountId) !== undefined,
    remember(accountId, { address, browser }, at) {
      upsert.run(accountId, address, browser, at);
    },
    prune(before) {
      deleteOld.run(before);
    },
  };
}
