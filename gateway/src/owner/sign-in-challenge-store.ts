import type { DatabaseSync } from 'node:sqlite';
import { returnedRow } from '../db/returned-row.ts';
import type { SignInPlace } from './known-place-store.ts';

/** The second step of a sign-in, waiting for its code. */
export interface SignInChallenge extends SignInPlace {
  accountId: number;
  /** Whether the password's place was known: its wrong codes count per address only. */
  knownPlace: boolean;
  /** "Keep me signed in on this device" was ticked with the password: the session it ends in lasts longer. */
  keepSignedIn: boolean;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** The account's token version when the password was given: the challenge is void once it moves on. */
  tokenVersion: number;
}

export interface SignInChallengeStore {
  add(challengeHash: string, challenge: SignInChallenge): void;
  /** The challenge, unless it is unknown or expired at `now`. */
  find(challengeHash: string, now: number): SignInChallenge | undefined;
  /** Counts a wrong code; the challenge is deleted at `maxWrongCodes`. */
  countWrongCode(challengeHash: string, maxWrongCodes: number): void;
  /** Deletes the challenge: true for the one request that did, so it completes one sign-in at most. */
  take(challengeHash: string, now: number): boolean;
  prune(now: number): void;
}

export function createSignInChallengeStore(db: DatabaseSync): SignInChallengeStore {
  const insert = db.prepare(
    `INSERT INTO sign_in_challenges (challenge_hash, account_id, address, browser, known_place, keep_signed_in, expires_at,
       token_version)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const select = db.prepare(
    `SELECT account_id, address, browser, known_place, keep_signed_in, expires_at, token_version FROM sign_in_challenges
     WHERE challenge_hash = ? AND expires_at > ?`,
  );
  const addWrongCode = db.prepare(
    'UPDATE sign_in_challenges SET wrong_codes = wrong_codes + 1 WHERE challenge_hash = ? RETURNING wrong_codes',
  );
  const deleteOne = db.prepare('DELETE FROM sign_in_challenges WHERE challenge_hash = ?');
  const deleteLive = db.prepare('DELETE FROM sign_in_challenges WHERE challenge_hash = ? AND expires_at > ?');
  const deleteExpired = db.prepare('DELETE FROM sign_in_challenges WHERE expires_at <= ?');

  return {
    add(challengeHash, { accountId, address, browser, knownPlace, keepSignedIn, expiresAt, tokenVersion }) {
      const keep = keepSignedIn ? 1 : 0;
      insert.run(challengeHash, accountId, address, browser, knownPlace ? 1 : 0, keep, expiresAt, tokenVersion);
    },
    find(challengeHash, now) {
      const row = select.get(challengeHash, now);
      if (!row) return undefined;
      return {
        accountId: Number(row.account_id),
        address: String(row.address),
        browser: String(row.browser),
        knownPlace: row.known_place === 1,
        keepSignedIn: row.keep_signed_in === 1,
        expiresAt: Number(row.expires_at),
        tokenVersion: Number(row.token_version),
      };
    },
    countWrongCode(challengeHash, maxWrongCodes) {
      const row = returnedRow(addWrongCode, challengeHash);
      if (row && Number(row.wrong_codes) >= maxWrongCodes) deleteOne.run(challengeHash);
    },
    take: (challengeHash, now) => deleteLive.run(challengeHash, now).changes > 0,
    prune(now) {
      deleteExpired.run(now);
    },
  };
}
