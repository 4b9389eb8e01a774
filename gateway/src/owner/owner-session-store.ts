import type { DatabaseSync } from 'node:sqlite';
import type { SignInPlace } from './known-place-store.ts';

export interface StoredAdminSession extends SignInPlace {
  jti: string;
  accountId: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Unix seconds, as the token's exp. */
  expiresAt: number;
  /** Signed in with "Keep me signed in on this device". */
  keptSignedIn: boolean;
}

/** The tokens issued, one row each: what the owner sees as active sessions. */
export interface OwnerSessionStore {
  add(session: StoredAdminSession): void;
  /** The account's sessions not expired at `now` (unix seconds) nor signed out, newest first. */
  active(accountId: number, now: number): StoredAdminSession[];
  find(jti: string): StoredAdminSession | undefined;
  remove(jti: string): void;
  removeAccount(accountId: number): void;
  prune(now: number): void;
}

const COLUMNS = 'jti, account_id, address, browser, created_at, expires_at, kept_signed_in';

function toSession(row: Record<string, unknown>): StoredAdminSession {
  return {
    jti: String(row.jti),
    accountId: Number(row.account_id),
    address: String(row.address),
    browser: String(row.browser),
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    keptSignedIn: row.kept_signed_in === 1,
  };
}

export function createOwnerSessionStore(db: DatabaseSync): OwnerSessionStore {
  const insert = db.prepare(`INSERT OR REPLACE INTO admin_sessions (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  // Revoked by another process too (its revoked_tokens row), not only by this one's delete.
  const selectActive = db.prepare(
    `SELECT ${COLUMNS} FROM admin_sessions
     WHERE account_id = ? AND expires_at > ? AND jti NOT IN (SELECT jti FROM revoked_tokens)
     ORDER BY created_at DESC, jti`,
  );
  const selectOne = db.prepare(`SELECT ${COLUMNS} FROM admin_sessions WHERE jti = ?`);
  const deleteOne = db.prepare('DELETE FROM admin_sessions WHERE jti = ?');
  const deleteAccount = db.prepare('DELETE FROM admin_sessions WHERE account_id = ?');
  const deleteExpired = db.prepare('DELETE FROM admin_sessions WHERE expires_at <= ?');
  return {
    add({ jti, accountId, address, browser, createdAt, expiresAt, keptSignedIn }) {
      insert.run(jti, accountId, address, browser, createdAt, expiresAt, keptSignedIn ? 1 : 0);
    },
    active: (accountId, now) => selectActive.all(accountId, now).map(toSession),
    find(jti) {
      const row = selectOne.get(jti);
      return row ? toSession(row) : undefined;
    },
    remove(jti) {
      deleteOne.run(jti);
    },
    removeAccount(accountId) {
      deleteAccount.run(accountId);
    },
    prune(now) {
      deleteExpired.run(now);
    },
  };
}
