import { createSecretKey } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { createRateEventStore, type RateEventStore } from './rate-event-store.ts';
import {
  addressKey,
  createRateWindow,
  RATE_EVENTS_KEPT_PER_WINDOW,
  RATE_SWEEP_EVERY_RECORDS,
  rateKeyHash,
} from './rate-window.ts';

const START = '2026-11-18T10:00:00.000Z';
const VISITOR = '198.51.100.7';
const NEIGHBOUR = '198.51.100.8';

describe('createRateWindow', () => {
  const LIMIT = 3;
  const WINDOW_MS = 60_000;
  let db: DatabaseSync;
  let events: RateEventStore;
  let now: number;
  beforeEach(() => {
    db = new DatabaseSync(':memory:');
    applyMigrations(db, readMigrations(MIGRATIONS_DIR));
    events = createRateEventStore(db);
    now = Date.parse(START);
  });
  afterEach(() => {
    db.close();
  });

  const window = (name = 'quoteRequests', limit = LIMIT) =>
    createRateWindow({ events, hashKey, name, limit, windowMs: WINDOW_MS, clock: () => now });
  const rows = (name = 'quoteRequests') =>
    Number(db.prepare('SELECT count(*) AS n FROM rate_events WHERE window_name = ?').get(name)?.n);
  const hashKey = rateKeyHash(createSecretKey(Buffer.alloc(32, 7)));
  const visitor = addressKey(VISITOR);
  const neighbour = addressKey(NEIGHBOUR);

  it('allows the limit per key within the window, then waits until the oldest counted event leaves it', () => {
    const limits = window();
    for (const second of [0, 10, 20]) {
      now = Date.parse(START) + second * 1000;
      expect(limits.retryAfterSeconds([visitor])).toBe(0);
      limits.record([visitor]);
    }
    now = Date.parse(START) + 30_000;
    expect(limits.retryAfterSeconds([visitor])).toBe(30);
    expect(limits.retryAfterSeconds([neighbour])).toBe(0);

    now = Date.parse(START) + WINDOW_MS - 1;
    expect(limits.retryAfterSeconds([visitor])).toBe(1);
    now = Date.parse(START) + WINDOW_MS;
    expect(limits.retryAfterSeconds([visitor])).toBe(0);
    limits.record([visitor]);
    // The window slides: the events of 10 and 20 s still count, with the new one.
    expect(limits.retryAfterSeconds([visitor])).toBe(10);
  });

  it('waits for the longest of the keys asked about, and counts a record on each key', () => {
    const limits = window('visitLookups', 1);
    limits.record([visitor]);
    now += 20_000;
    limits.record([neighbour, 'user:owner']);
    expect(limits.retryAfterSeconds([visitor, neighbour])).toBe(60);
    expect(limits.retryAfterSeconds([visitor])).toBe(40);
    expect(limits.retryAfterSeconds(['user:owner'])).toBe(60);
  });

  it('clears one key, not the others', () => {
    const limits = window('mailTests', 1);
    limits.record([visitor]);
    limits.record([neighbour]);
    limits.clear(visitor);
    expect(limits.retryAfterSeconds([visitor])).toBe(0);
    expect(limits.retryAfterSeconds([neighbour])).toBe(60);
  });

  it("keeps each window's events apart, and a window built again on the same database finds them", () => {
    window('quoteRequests', 1).record([visitor]);
    expect(window('quotePhotos', 1).retryAfterSeconds([visitor])).toBe(0);
    expect(window('quoteRequests', 1).retryAfterSeconds([visitor])).toBe(60);
  });

  it('deletes the events older than the window as it records, only of its own window', () => {
    window('unsubscribes').record([visitor]);
    const limits = window();
    limits.record([visitor]);
    now += WINDOW_MS;
    limits.record([neighbour]);
    expect(rows()).toBe(1);
    expect(rows('unsubscribes')).toBe(1);
  });

  it(`keeps at most ${RATE_EVENTS_KEPT_PER_WINDOW} events a window, however many junk keys fill it`, () => {
    const limits = window();
    const junk = RATE_EVENTS_KEPT_PER_WINDOW + 2 * RATE_SWEEP_EVERY_RECORDS;
    for (let sent = 0; sent < junk; sent += 1) {
      now += 1;
      limits.record([`ip:junk-${sent}`]);
    }
    expect(rows()).toBeLessThanOrEqual(RATE_EVENTS_KEPT_PER_WINDOW + RATE_SWEEP_EVERY_RECORDS);
    // The oldest went first; the latest still count.
    expect(db.prepare('SELECT count(*) AS n FROM rate_events WHERE event_key = ?').get(hashKey('ip:junk-0'))?.n).toBe(
      0,
    );
    expect(window('quoteRequests', 1).retryAfterSeconds([`ip:junk-${junk - 1}`])).toBe(60);
  });
});
