/** Renew with at most this much left (Let's Encrypt's advice for its 90-day certificates)... */
export const RENEW_BEFORE_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** ...or a third of the lifetime, whichever is less: a 6-day certificate renews with 2 days left. */
export const RENEW_BEFORE_FRACTION = 1 / 3;
/** setTimeout fires at once for longer delays (about 24.8 days): longer waits are taken in steps. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** When a certificate valid from `notBefore` to `notAfter` (ms since the epoch) is due for renewal. */
export function renewalTime(notBefore: number, notAfter: number): number {
  const lifetime = notAfter - notBefore;
  return notAfter - Math.min(RENEW_BEFORE_MAX_MS, lifetime * RENEW_BEFORE_FRACTION);
}

/**
 * Calls `task` once `clock()` reaches `at` (ms since the epoch), however far away, in steps setTimeout
 * can take. Returns the function that cancels it. The timer does not keep the process alive.
 */
export function runAt(at: number, task: () => void, clock: () => number = Date.now): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const delay = at - clock();
    if (delay > MAX_TIMER_DELAY_MS) {
      timer = setTimeout(arm, MAX_TIMER_DELAY_MS);
    } else {
      timer = setTimeout(task, Math.max(0, delay));
    }
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
