// How much one simulated year of visitors grows the database: 1,000 visitors a day (~3 page views
// each, some taps and quote forms, ~20 sources, the public pages), each day's raw events written
// as the counter writes them and folded the next day as the gateway folds them.
// Run: node bench/visitor-storage.ts   (from gateway/; Node 24 runs the TypeScript directly)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { PUBLIC_PATHS } from '../contract/routes.ts';
import { DIRECT_SOURCE_NAME } from '../contract/visitor-counts.ts';
import { seededRandom } from '../demo/scenes/seeded-random.ts';
import { openDatabase } from '../src/db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../src/db/migrate.ts';
import { type CountedEvent, createSiteEventStore } from '../src/visitor-counts/site-event-store.ts';
import { foldVisitorDays } from '../src/visitor-counts/visitor-fold.ts';
import { VISITOR_HASH_BYTES } from '../src/visitor-counts/visitor-hash.ts';
import { createVisitorSaltStore } from '../src/visitor-counts/visitor-salt-store.ts';
import type { ArrivalSource } from '../src/visitor-counts/visitor-source.ts';
import { createVisitorTotalsStore } from '../src/visitor-counts/visitor-totals-store.ts';

export const SIMULATED_DAYS = 365;
export const SIMULATED_VISITORS_PER_DAY = 1_000;
const FIRST_DAY_MS = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;

const referrer = (name: string): ArrivalSource => ({ kind: 'referrer', name, medium: '', campaign: '' });

/** Where a small painting contractor's visitors come from, by weight: 20 sources. */
const SOURCES: [ArrivalSource, number][] = [
  [{ kind: 'direct', name: DIRECT_SOURCE_NAME, medium: '', campaign: '' }, 300],
  [referrer('google.com'), 250],
  [referrer('bing.com'), 30],
  [referrer('duckduckgo.com'), 15],
  [referrer('facebook.com'), 60],
  [referrer('m.facebook.com'), 30],
  [referrer('instagram.com'), 25],
  [referrer('l.instagram.com'), 10],
  [referrer('nextdoor.com'), 40],
  [referrer('yelp.com'), 30],
  [referrer('houzz.com'), 10],
  [referrer('angi.com'), 15],
  [referrer('thumbtack.com'), 10],
  [referrer('maps.google.com'), 20],
  [referrer('chatgpt.com'), 5],
  [{ kind: 'campaign', name: 'flyer', medium: 'print', campaign: 'spring-2026' }, 40],
  [{ kind: 'campaign', name: 'van', medium: 'vehicle', campaign: '' }, 25],
  [{ kind: 'campaign', name: 'google-ads', medium: 'cpc', campaign: 'house-painting' }, 60],
  [{ kind: 'campaign', name: 'yard-sign', medium: 'sign', campaign: '' }, 10],
  [{ kind: 'campaign', name: 'newsletter', medium: 'email', campaign: 'march' }, 5],
];
const TOTAL_WEIGHT = SOURCES.reduce((sum, [, weight]) => sum + weight, 0);

/** The source a draw in [0, TOTAL_WEIGHT) falls on. */
function weightedSource(draw: number): ArrivalSource {
  let left = draw;
  for (const [source, weight] of SOURCES) {
    if (left < weight) return source;
    left -= weight;
  }
  return SOURCES[0]?.[0] as ArrivalSource;
}

/** Share of visitors who do each thing once (a few do several). */
const SHARES = { quoteCta: 0.12, formStarted: 0.08, formSent: 0.03, call: 0.05, text: 0.02, email: 0.01, phone: 0.65 };
/** Page views a visitor makes: 1 to this many, ~3 on average. */
const MAX_VIEWS = 5;

/** One simulated day's events, in the order the visitors send them. */
export function simulatedDay(day: string, visitors: number, next: () => number): CountedEvent[] {
  const events: CountedEvent[] = [];
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  for (let index = 0; index < visitors; index += 1) {
    const visitor = Uint8Array.from({ length: VISITOR_HASH_BYTES }, () => Math.floor(next() * 256));
    const source = weightedSource(next() * TOTAL_WEIGHT);
    const device = next() < SHARES.phone ? 'phone' : 'desktop';
    const base = {
      day,
      visitor,
      sourceKind: source.kind,
      sourceName: source.name,
      utmMedium: source.medium,
      utmCampaign: source.campaign,
      device,
    } as const;
    const views = 1 + Math.floor(next() * MAX_VIEWS);
    for (let view = 0; view < views; view += 1) events.push({ ...base, kind: 'view', path: pick(PUBLIC_PATHS) });
    const taps = [
      ['quote-cta', SHARES.quoteCta],
      ['call', SHARES.call],
      ['text', SHARES.text],
      ['email', SHARES.email],
      ['form-started', SHARES.formStarted],
    ] as const;
    for (const [kind, share] of taps) if (next() < share) events.push({ ...base, kind, path: pick(PUBLIC_PATHS) });
    if (events.at(-1)?.kind === 'form-started' && next() < SHARES.formSent / SHARES.formStarted) {
      events.push({ ...base, kind: 'form-sent', path: pick(PUBLIC_PATHS) });
    }
  }
  return events;
}

export interface VisitorStorage {
  days: number;
  visitorsPerDay: number;
  rawEvents: number;
  /** Bytes of the database after VACUUM, before the first day and after the last. */
  bytesBefore: number;
  bytesAfter: number;
  growthBytes: number;
  growthBytesPerDay: number;
  /** Raw events left once every simulated day is folded: 0. */
  rawRowsLeft: number;
}

const databaseBytes = (db: DatabaseSync) => {
  db.exec('VACUUM');
  const pages = Number(db.prepare('PRAGMA page_count').get()?.page_count);
  const pageSize = Number(db.prepare('PRAGMA page_size').get()?.page_size);
  return pages * pageSize;
};

/** A fresh migrated database in a temp dir, `days` simulated days written and folded, and its growth. */
export function measureVisitorStorage(
  days = SIMULATED_DAYS,
  visitorsPerDay = SIMULATED_VISITORS_PER_DAY,
): VisitorStorage {
  const folder = mkdtempSync(join(tmpdir(), 'visitor-storage-'));
  const db = openDatabase(join(folder, 'site.db'));
  try {
    applyMigrations(db, readMigrations(MIGRATIONS_DIR));
    const events = createSiteEventStore(db);
    const fold = { db, events, totals: createVisitorTotalsStore(db), salts: createVisitorSaltStore(db) };
    const bytesBefore = databaseBytes(db);
    // The same year every run.
    const next = seededRandom(31);
    let rawEvents = 0;
    for (let index = 0; index < days; index += 1) {
      const day = new Date(FIRST_DAY_MS + index * DAY_MS).toISOString().slice(0, 10);
      const tomorrow = new Date(FIRST_DAY_MS + (index + 1) * DAY_MS).toISOString().slice(0, 10);
      const dayEvents = simulatedDay(day, visitorsPerDay, next);
      rawEvents += dayEvents.length;
      events.addAll(dayEvents, fold.salts.forDay(day));
      foldVisitorDays(fold, tomorrow);
    }
    const bytesAfter = databaseBytes(db);
    const growthBytes = bytesAfter - bytesBefore;
    return {
      days,
      visitorsPerDay,
      rawEvents,
      bytesBefore,
      bytesAfter,
      growthBytes,
      growthBytesPerDay: Math.round(growthBytes / days),
      rawRowsLeft: Number(db.prepare('SELECT count(*) AS n FROM site_events').get()?.n),
    };
  } finally {
    db.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const started = performance.now();
  const figures = measureVisitorStorage();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `visitor counts, ${figures.days} days × ${figures.visitorsPerDay} visitors (${figures.rawEvents} raw events)`,
  );
  console.log(`  database growth: ${kb(figures.growthBytes)} (${kb(figures.bytesBefore)} → ${kb(figures.bytesAfter)})`);
  console.log(`  per day:         ${figures.growthBytesPerDay} B`);
  console.log(`  raw rows left:   ${figures.rawRowsLeft}`);
  console.log(`  took ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
