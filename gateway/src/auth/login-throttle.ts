/** Failed sign-ins allowed per username and per client address within the window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Past this many tracked keys, stale ones are swept so junk usernames cannot grow memory. */
const SWEEP_ABOVE_KEYS = 10_000;

export interface LoginThrottle {
  /** Seconds until another attempt is allowed for all of these keys; 0 when allowed now. */
  retryAfterSeconds(keys: string[]): number;
  recordFailure(keys: string[]): void;
  clear(key: string): void;
}

/** "Admin ", "admin" and "ADMIN" are one account to the counter. */
export function throttleKeyForUsername(username: string): string {
  return `user:${username.normalize('NFKC').replace(/\s+/g, '').toLowerCase()}`;
}

export function throttleKeyForAddress(address: string): string {
  return `ip:${address}`;
}

/** A sliding window of failure times per key, in memory: one gateway process serves the site. */
export function createLoginThrottle(clock: () => number): LoginThrottle {
  const failures = new Map<string, number[]>();

  const recent = (key: string, now: number) => {
    const times = (failures.get(key) ?? []).filter((time) => now - time < LOGIN_FAILURE_WINDOW_MS);
    if (times.length > 0) failures.set(key, times);
    else failures.delete(key);
    return times;
  };

  return {
    retryAfterSeconds(keys) {
      const now = clock();
      let waitMs = 0;
      for (const key of keys) {
        const times = recent(key, now);
        if (times.length < LOGIN_MAX_FAILURES) continue;
        // Allowed again once enough of the failures have aged out of the window.
        const freeAt = (times[times.length - LOGIN_MAX_FAILURES] ?? now) + LOGIN_FAILURE_WINDOW_MS;
        waitMs = Math.max(waitMs, freeAt - now);
      }
      return Math.ceil(waitMs / 1000);
    },

    recordFailure(keys) {
      const now = clock();
      if (failures.size > SWEEP_ABOVE_KEYS) for (const key of [...failures.keys()]) recent(key, now);
      for (const key of keys) failures.set(key, [...recent(key, now), now]);
    },

    clear(key) {
      failures.delete(key);
    },
  };
}
