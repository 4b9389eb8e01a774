import type { DatabaseSync } from 'node:sqlite';
import { returnedRow } from '../db/returned-row.ts';

/**
 * What the operator's commands (admin.ts) change besides the password: an account's sessions and
 * the sign-in throttles. Another process than the gateway writes these; the gateway notices.
 */
export interface AccessRecoveryStore {
  /** Refuses every token issued to the account so far; returns the new version. */
  bumpTokenVersion(accountId: number): number;
  /** Forgets the account's sessions; returns how many there were. */
  deleteSessions(accountId: number): number;
  /** Forgets every failed sign-in, of every address and username; returns how many. */
  clearSignInFailures(): number;
}

export function createAccessRecoveryStore(db: DatabaseSync): AccessRecoveryStore {
  const bump = db.prepare(
    `UPDATE admin_accounts SET token_version = token_version + 1,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE id = ? RETURNING token_version`,
  );
  const deleteSessions = db.prepare('DELETE FROM admin_sessions WHERE account_id = ?');
  const deleteFailures = db.prepare('DELETE FROM sign_in_failures');

  return {
    bumpTokenVersion: (accountId) => Number(returnedRow(bump, accountId)?.token_version),
    deleteSessions: (accountId) => Number(deleteSessions.run(accountId).changes),
    clearSignInFailures: () => Number(deleteFailures.run().changes),
  };
}
