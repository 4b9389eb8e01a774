import { addressKey } from '../http/rate-window.ts';
import type { SignInFailureStore } from './sign-in-failure-store.ts';

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

/**
 * A password typed at `address` for `username`: it counts on both, and a place the account
 * signed in from lately escapes the username's count (which guesses from anywhere fill).
 */
export function passwordAttemptKeys(address: string, username: string, knownPlace: boolean): AttemptKeys {
  const keys = [addressKey(address), throttleKeyForUsername(username)];
  return { checked: knownPlace ? keys.slice(0, 1) : keys, counted: keys };
}

/** A second-step code typed at `address`: counted per address, and per account except at a known place. */
export function codeAttemptKeys(address: string, accountId: number, knownPlace: boolean): AttemptKeys {
  const keys = [addressKey(address), ...(knownPlace ? [] : [throttleKeyForCodes(accountId)])];
  return { checked: keys, counted: keys };
}

/** How long a key waits after its latest failure, given how many it has: 0, …, 1 min, 2, 4, … 60. */
export function loginDelayMs(failures: number): number {
  if (failures <= LOGIN_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - LOGIN_FREE_FAILURES - 1, 30);
  return Math.min(LOGIN_FIRST_DELAY_MS * 2 ** doublings, LOGIN_MAX_DELAY_MS);
}

/** Which keys an attempt must find unthrottled, and which it counts on (a known place is checked on fewer). */
export interface AttemptKeys {
  checked: string[];
  counted: string[];
}

/** An attempt let through: counted as failed already, until `release` takes it back. */
export interface ReservedAttempt {
  granted: true;
  /** The password or code was right: the attempt no longer counts. */
  release(): void;
}

export type Reservation = ReservedAttempt | { granted: false; retryAfterSeconds: number };

export interface LoginThrottle {
  /**
   * Checks the keys and, when none must wait, counts the attempt as a failure, in one write
   * transaction before the password or code is checked: attempts sent at the same moment see
   * each other's failures, so no more than the free ones get through to the check.
   */
  reserve(keys: AttemptKeys): Reservation;
  clear(key: string): void;
}

/**
 * Growing delays per throttle key, counted in the database on every attempt (one indexed count
 * per key): nothing is cached, so failures cleared by another process count no more at once.
 */
export function createLoginThrottle(failures: SignInFailureStore, clock: () => number): LoginThrottle {
  const waitMs = (keys: string[], now: number) => {
    let wait = 0;
    for (const key of keys) {
      const { count, lastAt } = failures.recent(key, now - LOGIN_FAILURE_MEMORY_MS);
      wait = Math.max(wait, lastAt + loginDelayMs(count) - now);
    }
    return wait;
  };
  return {
    reserve({ checked, counted }) {
      const now = clock();
      return failures.atomically((): Reservation => {
        const wait = waitMs(checked, now);
        if (wait > 0) return { granted: false, retryAfterSeconds: Math.ceil(wait / 1000) };
        failures.prune(now - LOGIN_FAILURE_MEMORY_MS);
        const ids = failures.add(counted, now);
        return { granted: true, release: () => failures.remove(ids) };
      });
    },
    clear(key) {
      failures.clear(key);
    },
  };
}
