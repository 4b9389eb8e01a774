import { createRateWindow, type RateWindow } from '../http/rate-window.ts';

/** Failed sign-ins allowed per username and per client address within the window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** "Admin ", "admin" and "ADMIN" are one account to the counter. */
export function throttleKeyForUsername(username: string): string {
  return `user:${username.normalize('NFKC').replace(/\s+/g, '').toLowerCase()}`;
}

export function createLoginThrottle(clock: () => number): RateWindow {
  return createRateWindow({ limit: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS, clock });
}
