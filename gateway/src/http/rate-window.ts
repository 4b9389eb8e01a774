import { createHmac, hkdfSync, type KeyObject } from 'node:crypto';
import type { Context } from 'koa';
import type { RateEventStore } from './rate-event-store.ts';

/** Events a window keeps at most: past it the oldest go, so junk keys cannot grow the table. */
export const RATE_EVENTS_KEPT_PER_WINDOW = 10_000;
/** Records between two sweeps of a window's old events (its first record, and one a window after a sweep, sweep too). */
export const RATE_SWEEP_EVERY_RECORDS = 100;

export interface RateWindow {
  /** Seconds until another event is allowed for all of these keys; 0 when allowed now. */
  retryAfterSeconds(keys: string[]): number;
  record(keys: string[]): void;
  clear(key: string): void;
}

interface RateWindowOptions {
  events: RateEventStore;
  /** How a key is kept: never as it is (a client address in the database and its backups). */
  hashKey: (key: string) => string;
  /** The window's name among the stored events: one per limit. */
  name: string;
  /** Events allowed per key within the window. */
  limit: number;
  windowMs: number;
  clock: () => number;
}

/**
 * A sliding window of event times per key (a client address, an account), counted in the
 * database: a crash or a restart (a deploy, the memory limit's) gives no address its tries back.
 * A record is one insert; the window's old events are swept now and then, not on each record.
 */
export function createRateWindow({ events, hashKey, name, limit, windowMs, clock }: RateWindowOptions): RateWindow {
  let recordsSinceSweep = 0;
  let sweptAt = Number.NEGATIVE_INFINITY;

  return {
    retryAfterSeconds(keys) {
      const now = clock();
      let waitMs = 0;
      for (const key of keys) {
        // With `limit` events in the window, allowed again once the limit-th latest has aged out.
        const at = events.nthLatestSince(name, hashKey(key), now - windowMs, limit);
        if (at !== undefined) waitMs = Math.max(waitMs, at + windowMs - now);
      }
      return Math.ceil(waitMs / 1000);
    },

    record(keys) {
      const now = clock();
      for (const key of keys) events.add(name, hashKey(key), now);
      recordsSinceSweep += 1;
      if (recordsSinceSweep < RATE_SWEEP_EVERY_RECORDS && now - sweptAt < windowMs) return;
      events.prune(name, now - windowMs, RATE_EVENTS_KEPT_PER_WINDOW);
      recordsSinceSweep = 0;
      sweptAt = now;
    },

    clear(key) {
      events.clear(name, hashKey(key));
    },
  };
}

/**
 * The keys' keyed hash (HMAC-SHA256 under a key derived from the signing secret for this one
 * purpose): the limits work alike, and the database holds no client address, which a plain hash of
 * the few billion IPv4 addresses would give back.
 */
export function rateKeyHash(secret: KeyObject): (key: string) => string {
  const key = Buffer.from(hkdfSync('sha256', secret.export(), Buffer.alloc(0), 'rate-window keys', 32));
  return (value) => createHmac('sha256', key).update(value).digest('base64url');
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
