import type { DatabaseSync } from 'node:sqlite';
import {
  OTHER_SOURCES,
  SOURCES_PER_DAY_MAX,
  type VisitorFigures,
  type VisitorSource,
} from '../../contract/visitor-counts.ts';
import { inTransaction } from '../db/transaction.ts';
import type { SiteEventStore } from './site-event-store.ts';
import type { VisitorSaltStore } from './visitor-salt-store.ts';
import type { VisitorTotalsStore } from './visitor-totals-store.ts';

export interface VisitorFoldDeps {
  db: DatabaseSync;
  events: SiteEventStore;
  totals: VisitorTotalsStore;
  salts: VisitorSaltStore;
}

/** Adds `figures` into `into`, figure by figure. */
export function addFigures<T extends VisitorFigures>(into: T, figures: VisitorFigures): T {
  into.visitors += figures.visitors;
  into.pageViews += figures.pageViews;
  into.quoteCtaTaps += figures.quoteCtaTaps;
  into.formsStarted += figures.formsStarted;
  into.requestsSent += figures.requestsSent;
  into.callTaps += figures.callTaps;
  into.textTaps += figures.textTaps;
  into.emailTaps += figures.emailTaps;
  return into;
}

export const noFigures = (): VisitorFigures => ({
  visitors: 0,
  pageViews: 0,
  quoteCtaTaps: 0,
  formsStarted: 0,
  requestsSent: 0,
  callTaps: 0,
  textTaps: 0,
  emailTaps: 0,
});

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

/**
 * Folds every day before `today` into the daily totals and deletes its raw events, and deletes
 * every salt older than today, all in one transaction. Returns the days folded.
 */
export function foldVisitorDays({ db, events, totals, salts }: VisitorFoldDeps, today: string): string[] {
  return inTransaction(db, () => {
    const days = events.daysBefore(today);
    for (const day of days) {
      const summary = events.summarize(day);
      totals.add(day, { ...summary, sources: keepTopSources(summary.sources) });
      events.deleteDay(day);
    }
    salts.deleteBefore(today);
    return days;
  });
}
