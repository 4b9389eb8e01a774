/** The first retry of a failed order waits this long, each further one twice as long as the last... */
export const FIRST_RETRY_DELAY_MS = 15_000;
/** ...up to an hour between tries. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** The wait before the next try after `failures` (1 or more) failures in a row. */
export function retryDelay(failures: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, failures - 1));
}

/**
 * When to try again after `failures` failures in a row: when a rate-limited server said (its
 * Retry-After), otherwise after the back-off.
 */
export function nextAttemptTime(now: number, failures: number, retryAfter?: number): number {
  if (retryAfter !== undefined && retryAfter > now) return retryAfter;
  return now + retryDelay(failures);
}
