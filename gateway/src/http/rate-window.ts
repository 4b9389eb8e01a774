import type { Context } from 'koa';

/** Past this many tracked keys, stale ones are swept so junk keys cannot grow memory. */
const SWEEP_ABOVE_KEYS = 10_000;

export interface RateWindow {
  /** Seconds until another event is allowed for all of these keys; 0 when allowed now. */
  retryAfterSeconds(keys: string[]): number;
  record(keys: string[]): void;
  clear(key: string): void;
}

interface RateWindowOptions {
  /** Events allowed per key within the window. */
  limit: number;
  windowMs: number;
  clock: () => number;
}

/**
 * A sliding window of event times per key (a username, a client address), in memory: one
 * gateway process serves the site, and a restart forgetting the counts is harmless.
 */
export function createRateWindow({ limit, windowMs, clock }: RateWindowOptions): RateWindow {
  const events = new Map<string, number[]>();

  const recent = (key: string, now: number) => {
    const times = (events.get(key) ?? []).filter((time) => now - time < windowMs);
    if (times.length > 0) events.set(key, times);
    else events.delete(key);
    return times;
  };

  return {
    retryAfterSeconds(keys) {
      const now = clock();
      let waitMs = 0;
      for (const key of keys) {
        const times = recent(key, now);
        if (times.length < limit) continue;
        // Allowed again once enough of the events have aged out of the window.
        const freeAt = (times[times.length - limit] ?? now) + windowMs;
        waitMs = Math.max(waitMs, freeAt - now);
      }
      return Math.ceil(waitMs / 1000);
    },

    record(keys) {
      const now = clock();
      if (events.size > SWEEP_ABOVE_KEYS) for (const key of [...events.keys()]) recent(key, now);
      for (const key of keys) events.set(key, [...recent(key, now), now]);
    },

    clear(key) {
      events.delete(key);
    },
  };
}

export function addressKey(address: string): string {
  return `ip:${address}`;
}

/** 429 with Retry-After and a message that says roughly how long. */
export function throwTooMany(ctx: Context, retryAfterSeconds: number, code: string, what: string): never {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return ctx.throw(429, `${what} Try again in about ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    code,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}
