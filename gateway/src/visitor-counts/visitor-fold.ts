import type { DatabaseSync } from 'node:sqlite';
import {
  OTHER_SOURCES,
  SOURCES_PER_DAY_MAX,
  type VisitorCampaign,
  type VisitorSource,
} from '../../contract/visitor-counts.ts';
import { inTransaction } from '../db/transaction.ts';
import type { SiteEventStore } from './site-event-store.ts';
import { addFigures, noFigures } from './visitor-figures.ts';
import type { VisitorSaltStore } from './visitor-salt-store.ts';
import type { VisitorTotalsStore } from './visitor-totals-store.ts';

export interface VisitorFoldDeps {
  db: DatabaseSync;
  events: SiteEventStore;
  totals: VisitorTotalsStore;
  salts: VisitorSaltStore;
}

/**
 * The day's SOURCES_PER_DAY_MAX sources with the most visitors (given most first), and the rest
 * summed under OTHER_SOURCES, one row per kind, so a flood of made-up referrers cannot grow the totals.
 */
export function keepTopSources(sources: readonly VisitorSource[]): VisitorSource[] {
  const kept = sources.slice(0, SOURCES_PER_DAY_MAX);
  const others = new Map<VisitorSource['kind'], VisitorSource>();
  for (const source of sources.slice(SOURCES_PER_DAY_MAX)) {
    const other = others.get(source.kind) ?? { kind: source.kind, name: OTHER_SOURCES, ...noFigures() };
    others.set(source.kind, addFigures(other, source));
  }
  return [...kept, ...others.values()];
}

/** The same for campaigns: the day's SOURCES_PER_DAY_MAX with the most visitors, the rest summed in one row. */
export function keepTopCampaigns(campaigns: readonly VisitorCampaign[]): VisitorCampaign[] {
  const kept = campaigns.slice(0, SOURCES_PER_DAY_MAX);
  const rest = campaigns.slice(SOURCES_PER_DAY_MAX);
  if (rest.length === 0) return kept;
  const others: VisitorCampaign = { source: OTHER_SOURCES, medium: '', campaign: '', ...noFigures() };
  for (const campaign of rest) addFigures(others, campaign);
  return [...kept, others];
}

/**
 * Folds every day before `today` into the daily totals and deletes its raw events, and deletes
 * every salt older than today, all in one transaction. Returns the days folded. With nothing to
 * fold (most hours) it writes nothing: no wait for the writer thread's lock on the main thread.
 * What it deletes is then gone from the files too: the connection overwrites deleted rows with
 * zeros (db/database.ts), and the write-ahead log, whose earlier frames still hold the day's
 * hashes and salt, is checkpointed and emptied.
 */
export function foldVisitorDays({ db, events, totals, salts }: VisitorFoldDeps, today: string): string[] {
  if (events.daysBefore(today).length === 0 && !salts.anyBefore(today)) return [];
  const folded = inTransaction(db, () => {
    const days = events.daysBefore(today);
    for (const day of days) {
      const summary = events.summarize(day);
      totals.add(day, {
        ...summary,
        sources: keepTopSources(summary.sources),
        campaigns: keepTopCampaigns(summary.campaigns),
      });
      events.deleteDay(day);
    }
    salts.deleteBefore(today);
    return days;
  });
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  return folded;
}
