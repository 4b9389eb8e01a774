import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OTHER_SOURCES, SOURCES_PER_DAY_MAX } from '../../contract/visitor-counts.ts';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { countedEvent, daySalt } from '../testing/counted-event.ts';
import { type CountedEvent, createSiteEventStore } from './site-event-store.ts';
import { foldVisitorDays } from './visitor-fold.ts';
import { createVisitorSaltStore } from './visitor-salt-store.ts';
import { createVisitorTotalsStore } from './visitor-totals-store.ts';

const DAY = '2026-03-02';
const NEXT_DAY = '2026-03-03';
const EXTRA_SOURCES = 5;

let folder: string;
let db: DatabaseSync;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'visitor-fold-'));
  db = openDatabase(join(folder, 'site.db'));
  applyMigrations(db, readMigrations(MIGRATIONS_DIR));
});
afterEach(() => {
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('foldVisitorDays', () => {
  it(`keeps ${SOURCES_PER_DAY_MAX} sources a day and sums the rest as "${OTHER_SOURCES}"`, () => {
    const events = createSiteEventStore(db);
    const deps = { db, events, totals: createVisitorTotalsStore(db), salts: createVisitorSaltStore(db) };
    // Referrer n brings n + 1 visitors, so the smallest ones are those folded together.
    const day: CountedEvent[] = [];
    let visitor = 0;
    for (let source = 0; source < SOURCES_PER_DAY_MAX + EXTRA_SOURCES; source += 1) {
      for (let count = 0; count <= source; count += 1) {
        visitor += 1;
        day.push(
          countedEvent(DAY, visitor, {
            sourceKind: 'referrer',
            sourceName: `site-${String(source).padStart(2, '0')}.example`,
            device: 'desktop',
          }),
        );
      }
    }
    events.addAll(day, daySalt(DAY));

    expect(foldVisitorDays(deps, NEXT_DAY)).toEqual([DAY]);

    const { sources, days } = deps.totals.period(DAY, DAY);
    expect(sources).toHaveLength(SOURCES_PER_DAY_MAX + 1);
    const others = sources.find((source) => source.name === OTHER_SOURCES);
    // The 5 smallest: 1 + 2 + 3 + 4 + 5 visitors.
    expect(others).toMatchObject({ kind: 'referrer', visitors: 15, pageViews: 15 });
    expect(sources.map((source) => source.name)).not.toContain('site-04.example');
    expect(sources.map((source) => source.name)).toContain('site-05.example');
    expect(days).toEqual([expect.objectContaining({ date: DAY, visitors: visitor, pageViews: visitor })]);
    expect(events.countDay(DAY)).toBe(0);
    expect(db.prepare('SELECT count(*) AS n FROM site_event_salts').get()?.n).toBe(0);
  });

  it(`keeps ${SOURCES_PER_DAY_MAX} campaigns a day by source, medium and campaign, and sums the rest as one row`, () => {
    const events = createSiteEventStore(db);
    const deps = { db, events, totals: createVisitorTotalsStore(db), salts: createVisitorSaltStore(db) };
    // Campaign n of the flyer brings n + 1 visitors, so the smallest ones are those folded together.
    const day: CountedEvent[] = [];
    let visitor = 0;
    for (let campaign = 0; campaign < SOURCES_PER_DAY_MAX + EXTRA_SOURCES; campaign += 1) {
      for (let count = 0; count <= campaign; count += 1) {
        visitor += 1;
        day.push(
          countedEvent(DAY, visitor, {
            sourceKind: 'campaign',
            sourceName: 'flyer',
            utmMedium: 'print',
            utmCampaign: `street-${String(campaign).padStart(2, '0')}`,
          }),
        );
      }
    }
    events.addAll(day, daySalt(DAY));

    foldVisitorDays(deps, NEXT_DAY);

    const { sources, campaigns } = deps.totals.period(DAY, DAY);
    expect(sources).toEqual([expect.objectContaining({ kind: 'campaign', name: 'flyer', visitors: visitor })]);
    expect(campaigns).toHaveLength(SOURCES_PER_DAY_MAX + 1);
    expect(campaigns.find((campaign) => campaign.campaign === 'street-34')).toMatchObject({
      source: 'flyer',
      medium: 'print',
      visitors: 35,
    });
    // The 5 smallest: 1 + 2 + 3 + 4 + 5 visitors.
    expect(campaigns.find((campaign) => campaign.source === OTHER_SOURCES)).toMatchObject({
      medium: '',
      campaign: '',
      visitors: 15,
      pageViews: 15,
    });
    expect(campaigns.map((campaign) => campaign.campaign)).not.toContain('street-04');
  });

  it("leaves today's events and salt alone", () => {
    const events = createSiteEventStore(db);
    const deps = { db, events, totals: createVisitorTotalsStore(db), salts: createVisitorSaltStore(db) };
    events.addAll([countedEvent(NEXT_DAY, 1)], daySalt(NEXT_DAY));
    expect(foldVisitorDays(deps, NEXT_DAY)).toEqual([]);
    expect(events.countDay(NEXT_DAY)).toBe(1);
    expect(db.prepare('SELECT day FROM site_event_salts').all()).toEqual([{ day: NEXT_DAY }]);
  });
});
