import type { SignInOutcome } from '@painting-site/gateway/contract/auth';

/** What happened at a sign-in, in the owner's words. */
export const SIGN_IN_OUTCOME_LABELS: Record<SignInOutcome, string> = {
  signed_in: 'Signed in',
  wrong_password: 'Wrong password',
  wrong_code: 'Wrong code',
  throttled: 'Blocked: too many attempts',
};

/** Where a session or attempt came from, e.g. "Chrome on Windows, 203.0.113.7". */
export function placeOf({ browser, address }: { browser: string; address: string }): string {
  return `${browser}, ${address}`;
}
