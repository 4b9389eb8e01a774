import type { DatabaseSync } from 'node:sqlite';
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
      totals.add(day, events.summarize(day));
      events.deleteDay(day);
    }
    salts.deleteBefore(today);
    return days;
  });
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  return folded;
}
