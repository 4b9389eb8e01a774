import type { DatabaseSync } from 'node:sqlite';
import type { SecondFactor, SignInOutcome } from '../../contract/auth.ts';

export interface StoredSignInEvent {
  /** Milliseconds since the epoch. */
  at: number;
  username: string;
  address: string;
  browser: string;
  outcome: SignInOutcome;
  newPlace: boolean;
  /** The second step that completed (or failed) a sign-in; absent or null for the password step. */
  secondFactor?: SecondFactor | null;
}

export interface SignInEventStore {
  add(event: StoredSignInEvent): void;
  /** Newest first. */
  recent(limit: number): StoredSignInEvent[];
  /** Drops events from before `before` (milliseconds), and all but the newest `keep`. */
  prune(before: number, keep: number): void;
}

export function createSignInEventStore(db: DatabaseSync): SignInEventStore {
  const insert = db.prepare(
    `INSERT INTO sign_in_events (at, username, address, browser, outcome, new_place, second_factor)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const selectRecent = db.prepare(
    `SELECT at, username, address, browser, outcome, new_place, second_factor
     FROM sign_in_events ORDER BY at DESC, id DESC LIMIT ?`,
  );
  const deleteOld = db.prepare(
    `DELETE FROM sign_in_events
     WHERE at < ? OR id <= (SELECT id FROM sign_in_events ORDER BY id DESC LIMIT 1 OFFSET ?)`,
  );
  return {
    add({ at, username, address, browser, outcome, newPlace, secondFactor }) {
      insert.run(at, username, address, browser, outcome, newPlace ? 1 : 0, secondFactor ?? null);
    },
    recent: (limit) =>
      selectRecent.all(limit).map((row) => ({
        at: Number(row.at),
        username: String(row.username),
        address: String(row.address),
        browser: String(row.browser),
        outcome: String(row.outcome) as SignInOutcome,
        newPlace: row.new_place === 1,
        secondFactor: row.second_factor === null ? null : (String(row.second_factor) as SecondFactor),
      })),
    prune(before, keep) {
      deleteOld.run(before, keep);
    },
  };
}
