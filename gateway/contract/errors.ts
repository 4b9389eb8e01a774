/** The one error body every failure gets. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Field name → what is wrong with it, worded for the person who filled it in. */
export type FieldErrors = Record<string, string>;

/** Codes the gateway answers with, besides the generic one per HTTP status. */
export const ERROR_CODES = {
  validationFailed: 'validation_failed',
  invalidJson: 'invalid_json',
  invalidCredentials: 'invalid_credentials',
  tooManyAttempts: 'too_many_attempts',
  /** The second sign-in step's code (authenticator or recovery code) is wrong, used or expired. */
  invalidCode: 'invalid_code',
  /** The second sign-in step's challenge is unknown, used or older than SECOND_STEP_MINUTES: enter the password again. */
  secondStepExpired: 'second_step_expired',
  /** Two-step sign-in is already on (turn it off first) or not on (nothing to turn off). */
  twoFactorState: 'two_factor_state',
  /** The quote form was sent sooner after its token than a person could fill it in. */
  tooFast: 'too_fast',
  /** The quote form's token is older than its lifetime: fetch a new one and send again. */
  formExpired: 'form_expired',
  /** A request was already stored under this quote form's token: each token sends one request. */
  formSpent: 'form_spent',
  /** The no-script quote form was posted by a page of another website. */
  crossSite: 'cross_site',
  storageUnavailable: 'storage_unavailable',
  databaseUnavailable: 'database_unavailable',
  notReady: 'not_ready',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  /** A picture with more pixels than the gateway decodes (a 413 with its own message, not the byte limit's). */
  tooManyPixels: 'too_many_pixels',
  tooManyRequests: 'too_many_requests',
  /** Every picture decoder is busy and the queue is full: send the picture again in a moment (503 with Retry-After). */
  busy: 'busy',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
} as const;
