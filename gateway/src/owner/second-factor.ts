import { z } from 'zod';
import type { SecondFactor } from '../../contract/auth.ts';
import { recoveryCodeHash, typedRecoveryCode } from './recovery-codes.ts';
import { matchedTotpStep, typedTotpCode } from './totp.ts';
import type { TwoFactorStore } from './two-factor-store.ts';

/** A code as typed, tidied: an authenticator's 6 digits or a recovery code's 12 characters. */
export interface TypedCode {
  factor: SecondFactor;
  code: string;
}

const CODE_MISSING = 'Enter the code your authenticator app shows.';
const CODE_SHAPE = 'Enter the 6-digit code from your app, or one of your recovery codes (like 7hkq-3wmx-p9ta).';
/** Long enough for any code typed with spaces; short enough that junk costs nothing. */
const TYPED_CODE_MAX_LENGTH = 64;

/** The body field `code`: 400 `fields.code` when it has the shape of neither kind of code. */
export const typedCode = z
  .string({ error: CODE_MISSING })
  .min(1, CODE_MISSING)
  .max(TYPED_CODE_MAX_LENGTH, CODE_SHAPE)
  .transform((typed, ctx): TypedCode => {
    const totp = typedTotpCode(typed);
    if (totp) return { factor: 'code', code: totp };
    const recovery = typedRecoveryCode(typed);
    if (recovery) return { factor: 'recovery_code', code: recovery };
    ctx.addIssue({ code: 'custom', message: CODE_SHAPE });
    return z.NEVER;
  });

/**
 * Whether the code proves the account's second factor at `now`, taking it as it does: an
 * authenticator code's step (no code is accepted twice, nor one older than the latest accepted)
 * or a recovery code (each works once).
 */
export function acceptCode(
  twoFactor: TwoFactorStore,
  accountId: number,
  secret: string,
  typed: TypedCode,
  now: number,
) {
  if (typed.factor === 'recovery_code') {
    return twoFactor.spendRecoveryCode(accountId, recoveryCodeHash(typed.code), now);
  }
  const step = matchedTotpStep(secret, typed.code, now);
  return step !== null && twoFactor.takeStep(accountId, step);
}

/**
 * Whether a refused code is the app's code accepted last: its step is exactly the latest one
 * taken (not merely an older one), so the owner typed it twice. Asked after the refusal, so a
 * code taken a moment ago by another request counts too.
 */
export function isLastAcceptedCode(
  twoFactor: TwoFactorStore,
  accountId: number,
  secret: string,
  typed: TypedCode,
  now: number,
): boolean {
  if (typed.factor !== 'code') return false;
  const lastUsedStep = twoFactor.find(accountId)?.lastUsedStep ?? 0;
  return lastUsedStep > 0 && matchedTotpStep(secret, typed.code, now) === lastUsedStep;
}
