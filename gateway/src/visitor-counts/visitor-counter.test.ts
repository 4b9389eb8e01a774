import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { PUBLIC_PATHS, type PublicPath } from '../../contract/routes.ts';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { capturedLog } from '../testing/captured-log.ts';
import { PHONE_BROWSER } from '../testing/site-event-beacon.ts';
import { createSiteEventStore } from './site-event-store.ts';
import { type Beacon, createVisitorCounter, type VisitorCounter } from './visitor-counter.ts';
import { createVisitorSaltStore } from './visitor-salt-store.ts';
import { createVisitorTotalsStore } from './visitor-totals-store.ts';

const [HOME, SECOND_PAGE] = PUBLIC_PATHS as [PublicPath, PublicPath];
const DAY = '2026-03-02';
const LAST_MINUTE = Date.parse(`${DAY}T23:59:30Z`);
const NEXT_MORNING = Date.parse('2026-03-03T00:00:30Z');
/**
 * Short enough for a test to wait out (the gateway waits VISITOR_DRAIN_WAIT_MS), long enough for
 * the writer thread to start on a busy machine: the first flush waits for it (300 ms was often too short on 2 cores).
 */
const DRAIN_WAIT_MS = 2_000;

/** One visitor's beacon on a page. */
const beaconOn = (path: PublicPath): Beacon => ({
  event: { kind: 'view', path },
  address: '203.0.113.40',
  userAgent: PHONE_BROWSER,
  host: 'localhost',
});

let folder: string;
let path: string;
let db: DatabaseSync;
let now: number;
let log: ReturnType<typeof capturedLog>;
let counter: VisitorCounter;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'visitor-counter-'));
  path = join(folder, 'site.db');
  db = openDatabase(path);
  applyMigrations(db, readMigrations(MIGRATIONS_DIR));
  now = LAST_MINUTE;
  log = capturedLog();
  counter = createVisitorCounter({
    db,
    events: createSiteEventStore(db),
    totals: createVisitorTotalsStore(db),
    salts: createVisitorSaltStore(db),
    timeZone: () => 'UTC',
    siteUrl: () => 'http://localhost',
    logger: log.logger,
    clock: () => now,
    drainWaitMs: DRAIN_WAIT_MS,
  });
  counter.start();
});
afterEach(async () => {
  await counter.close();
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

const dayRows = () => db.prepare('SELECT day, visitors, page_views FROM visitor_days').all();

it('folds a day only once its last counts are written, so a visitor whose last view was held up is counted once', async () => {
  counter.count(beaconOn(HOME));
  expect(counter.flush()).toBe(true);
  // The day's last view waits for the lock another connection holds (an operator's command, a
  // long write), past midnight and past the fold's wait.
  const other = new DatabaseSync(path);
  other.exec('BEGIN IMMEDIATE');
  try {
    counter.count(beaconOn(SECOND_PAGE));
    now = NEXT_MORNING;
    counter.fold();
    expect(dayRows()).toEqual([]);
    expect(log.lines.map((line) => line.msg)).toContain('visitor counts not all written yet: the figures may lag');
  } finally {
    other.exec('COMMIT');
    other.close();
  }
  counter.fold();
  expect(dayRows()).toEqual([{ day: DAY, visitors: 1, page_views: 2 }]);
  expect(db.prepare('SELECT count(*) AS n FROM site_events').get()?.n).toBe(0);
});

it('takes no write lock for an hourly fold with no day to fold, so it never waits on another writer', () => {
  const other = new DatabaseSync(path);
  other.exec('BEGIN IMMEDIATE');
  try {
    expect(() => counter.fold()).not.toThrow();
  } finally {
    other.exec('COMMIT');
    other.close();
  }
});
