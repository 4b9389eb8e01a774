import type { SignInFailureStore } from '../store/sign-in-failure-store.ts';

/** Failed sign-ins per key (an address, a username) that cost nothing, within the memory below. */
export const LOGIN_FREE_FAILURES = 4;
/** How long a failure counts; rows older than this are pruned. */
export const LOGIN_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;
/** The wait after the first failure past the free ones; each further failure doubles it… */
export const LOGIN_FIRST_DELAY_MS = 60 * 1000;
/** …up to this. */
export const LOGIN_MAX_DELAY_MS = 60 * 60 * 1000;

/** "Admin ", "admin" and "ADMIN" are one account to the counter. */
export function throttleKeyForUsername(username: string): string {
  return `user:${username.normalize('NFKC').replace(/\s+/g, '').toLowerCase()}`;
}

/** Wrong second-step codes of an account (at sign-in from unknown places, and in the Account section). */
export function throttleKeyForCodes(accountId: number): string {
  return `code:${accountId}`;
}

/** How long a key waits after its latest failure, given how many it has: 0, …, 1 min, 2, 4, … 60. */
export function loginDelayMs(failures: number): number {
  if (failures <= LOGIN_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - LOGIN_FREE_FAILURES - 1, 30);
  return Math.min(LOGIN_FIRST_DELAY_MS * 2 ** doublings, LOGIN_MAX_DELAY_MS);
}

export interface LoginThrottle {
  /** Seconds until every one of these keys may try again; 0 when they may now. */
  retryAfterSeconds(keys: string[]): number;
  recordFailure(keys: string[]): void;
  clear(key: string): void;
}

/**
 * Growing delays per throttle key, counted in the database on every attempt (one indexed count
 * per key): nothing is cached, so failures cleared by another process count no more at once.
 */
export function createLoginThrottle(failures: SignInFailureStore, clock: () => number): LoginThrottle {
  return {
    retryAfterSeconds(keys) {
      const now = clock();
      let waitMs = 0;
      for (const key of keys) {
        const { count, lastAt } = failures.recent(key, now - LOGIN_FAILURE_MEMORY_MS);
        waitMs = Math.max(waitMs, lastAt + loginDelayMs(count) - now);
      }
      return Math.ceil(waitMs / 1000);
    },
    recordFailure(keys) {
      const now = clock();
      failures.prune(now - LOGIN_FAILURE_MEMORY_MS);
      failures.add(keys, now);
    },
    clear(key) {
      failures.clear(key);
    },
  };
}
