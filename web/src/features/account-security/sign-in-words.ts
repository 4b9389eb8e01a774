import type { SignInEvent, SignInOutcome } from '@painting-site/gateway/contract/auth';

/** What happened at a sign-in, in the owner's words. */
export const SIGN_IN_OUTCOME_LABELS: Record<SignInOutcome, string> = {
  signed_in: 'Signed in',
  wrong_password: 'Wrong password',
  wrong_code: 'Wrong code',
  throttled: 'Blocked: too many attempts',
};

/**
 * The outcome with the second step's factor when there was one: "Signed in with code", "Signed in
 * with a recovery code", "Wrong recovery code"; the bare outcome otherwise.
 */
export function outcomeInWords({ outcome, secondFactor }: Pick<SignInEvent, 'outcome' | 'secondFactor'>): string {
  if (outcome === 'signed_in' && secondFactor === 'code') return 'Signed in with code';
  if (outcome === 'signed_in' && secondFactor === 'recovery_code') return 'Signed in with a recovery code';
  if (outcome === 'wrong_code' && secondFactor === 'recovery_code') return 'Wrong recovery code';
  return SIGN_IN_OUTCOME_LABELS[outcome];
}

/** Where a session or attempt came from, e.g. "Chrome on Windows, 203.0.113.7". */
export function placeOf({ browser, address }: { browser: string; address: string }): string {
  return `${browser}, ${address}`;
}
