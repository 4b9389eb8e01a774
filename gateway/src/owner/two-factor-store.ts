import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/transaction.ts';

export interface TwoFactorRow {
  /** Base32. */
  secret: string;
  /** Milliseconds since the epoch; null while enrolment waits for its first code. */
  confirmedAt: number | null;
  lastUsedStep: number;
}

/** An account's TOTP secret and its recovery codes (hashed); the challenges are sign-in-challenge-store's. */
export interface TwoFactorStore {
  find(accountId: number): TwoFactorRow | undefined;
  /** Stores a pending secret (replacing a pending one); false when two-step sign-in is on already. */
  startEnrolment(accountId: number, secret: string, at: number): boolean;
  /**
   * Turns it on with the step of the code that proved the pending secret, and these recovery
   * codes; false when nothing was pending (or it is on already).
   */
  confirm(accountId: number, step: number, at: number, recoveryCodeHashes: string[]): boolean;
  /** Takes the step of an accepted code: false when that step or a later one was taken already. */
  takeStep(accountId: number, step: number): boolean;
  /** Spends an unused recovery code: false when it is unknown or spent. */
  spendRecoveryCode(accountId: number, codeHash: string, at: number): boolean;
  recoveryCodesLeft(accountId: number): number;
  /** The old codes stop working. */
  replaceRecoveryCodes(accountId: number, codeHashes: string[]): void;
  /** Forgets the secret (pending or on), the recovery codes and waiting challenges; returns whether it was on. */
  disable(accountId: number): boolean;
}

export function createTwoFactorStore(db: DatabaseSync): TwoFactorStore {
  const select = db.prepare('SELECT secret, confirmed_at, last_used_step FROM two_factor WHERE account_id = ?');
  const upsertPending = db.prepare(
    `INSERT INTO two_factor (account_id, secret, created_at) VALUES (?, ?, ?)
     ON CONFLICT (account_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at,
       last_used_step = 0
     WHERE two_factor.confirmed_at IS NULL`,
  );
  const updateConfirmed = db.prepare(
    `UPDATE two_factor SET confirmed_at = ?, last_used_step = ?
     WHERE account_id = ? AND confirmed_at IS NULL AND last_used_step < ?`,
  );
  const updateStep = db.prepare(
    `UPDATE two_factor SET last_used_step = ?
     WHERE account_id = ? AND confirmed_at IS NOT NULL AND last_used_step < ?`,
  );
  const spendCode = db.prepare(
    'UPDATE recovery_codes SET used_at = ? WHERE account_id = ? AND code_hash = ? AND used_at IS NULL',
  );
  const countLeft = db.prepare('SELECT count(*) AS n FROM recovery_codes WHERE account_id = ? AND used_at IS NULL');
  const deleteCodes = db.prepare('DELETE FROM recovery_codes WHERE account_id = ?');
  const insertCode = db.prepare('INSERT INTO recovery_codes (account_id, code_hash) VALUES (?, ?)');
  const deleteChallenges = db.prepare('DELETE FROM sign_in_challenges WHERE account_id = ?');
  const deleteSecret = db.prepare('DELETE FROM two_factor WHERE account_id = ? RETURNING confirmed_at');

  const replaceCodes = (accountId: number, codeHashes: string[]) => {
    deleteCodes.run(accountId);
    for (const codeHash of codeHashes) insertCode.run(accountId, codeHash);
  };

  return {
    find(accountId) {
      const row = select.get(accountId);
      if (!row) return undefined;
      return {
        secret: String(row.secret),
        confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
        lastUsedStep: Number(row.last_used_step),
      };
    },
    startEnrolment: (accountId, secret, at) => upsertPending.run(accountId, secret, at).changes > 0,
    confirm: (accountId, step, at, recoveryCodeHashes) =>
      inTransaction(db, () => {
        if (updateConfirmed.run(at, step, accountId, step).changes === 0) return false;
        replaceCodes(accountId, recoveryCodeHashes);
        return true;
      }),
    takeStep: (accountId, step) => updateStep.run(step, accountId, step).changes > 0,
    spendRecoveryCode: (accountId, codeHash, at) => spendCode.run(at, accountId, codeHash).changes > 0,
    recoveryCodesLeft: (accountId) => Number(countLeft.get(accountId)?.n),
    replaceRecoveryCodes(accountId, codeHashes) {
      inTransaction(db, () => replaceCodes(accountId, codeHashes));
    },
    disable: (accountId) =>
      inTransaction(db, () => {
        deleteCodes.run(accountId);
        deleteChallenges.run(accountId);
        return deleteSecret.all(accountId).some((row) => row.confirmed_at !== null);
      }),
  };
}
