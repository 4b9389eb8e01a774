import { ERROR_CODES } from '@painting-site/gateway/contract/errors';
import { ApiError } from '@/lib/api-client.ts';

const FAILED_MESSAGE = 'That did not work. Please try again.';

/** How a two-step sign-in form tells a failure that no field message explains. */
export type TwoFactorFailureHandlers = {
  /** Two-step sign-in is not in the state this form expects (changed in another tab): reload it. */
  onConflict: () => void;
  /** Anything else (too many attempts, no connection): words to show under the form. */
  showFormError: (message: string) => void;
};

/** A 409 two_factor_state reloads the status; any other failure is told under the form. */
export function tellTwoFactorFailure(error: unknown, { onConflict, showFormError }: TwoFactorFailureHandlers): void {
  if (error instanceof ApiError && error.code === ERROR_CODES.twoFactorState) {
    onConflict();
    return;
  }
  showFormError(error instanceof ApiError ? error.message : FAILED_MESSAGE);
}
