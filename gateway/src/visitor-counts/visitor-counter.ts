import type { DatabaseSync } from 'node:sqlite';
import { SITE_EVENTS_PER_DAY_MAX, type SiteEvent } from '../../contract/visitor-counts.ts';
import { zonedDate } from '../../contract/wall-clock.ts';
import type { Logger } from '../logger.ts';
import { deviceClass } from './device-class.ts';
import type { CountedEvent, SiteEventStore } from './site-event-store.ts';
import { foldVisitorDays } from './visitor-fold.ts';
import { visitorHash } from './visitor-hash.ts';
import type { DaySalt, VisitorSaltStore } from './visitor-salt-store.ts';
import { visitorSource } from './visitor-source.ts';
import type { VisitorTotalsStore } from './visitor-totals-store.ts';
import { startVisitorWriter, type VisitorWriter } from './visitor-writer.ts';

/**
 * How often the buffered events are handed to the writer thread: one transaction (one fsync
 * under synchronous = FULL) a second, however many beacons came.
 */
export const VISITOR_FLUSH_INTERVAL_MS = 1_000;
/** How often the days that are over are folded (and once at start). */
export const VISITOR_FOLD_INTERVAL_MS = 3_600_000;
/** Day boundaries fall on a minute in every zone: the day is worked out again once a minute. */
const MINUTE_MS = 60_000;

/** A beacon that passed the checks: the event, and what identifies its sender for the day. */
export interface Beacon {
  event: SiteEvent;
  address: string;
  userAgent: string;
  /** The request's Host header: a referrer from it is this site's own. */
  host: string;
}

export interface VisitorCounter {
  /** Counts the beacon (no database call, no wait): it is written at the next flush. */
  count(beacon: Beacon): void;
  /**
   * Writes the buffered events now, and waits for those the writer thread holds: false when they
   * are not all written by VISITOR_DRAIN_WAIT_MS (they still are, later).
   */
  flush(): boolean;
  /** Flushes, then folds every day before today into the totals (once every count is written). */
  fold(): void;
  /** Today's date (YYYY-MM-DD) in the business's time zone, and that zone. */
  today(): { date: string; timeZone: string };
  /**
   * Folds now, then hands the buffer to a writer thread (started with the first batch) every
   * second and folds every hour, until close().
   */
  start(): void;
  /** Stops the timers, writes what is buffered and ends the writer thread. */
  close(): Promise<void>;
}

interface VisitorCounterDeps {
  db: DatabaseSync;
  events: SiteEventStore;
  totals: VisitorTotalsStore;
  salts: VisitorSaltStore;
  /** The business's time zone, read again each minute (the owner may change it). */
  timeZone: () => string;
  /** The site's address, read at each count: a referrer from its host is this site's own. */
  siteUrl: () => string | undefined;
  logger: Logger;
  clock: () => number;
  /** How long a flush waits for the writer thread: VISITOR_DRAIN_WAIT_MS unless a test says less. */
  drainWaitMs?: number;
}

/**
 * Counts the site's beacons cheaply: each is hashed and buffered in memory, and the buffer is
 * written in one transaction a second, by a thread of its own once started (visitor-writer.ts):
 * the main thread never waits on the disk for a count. The day's cap (SITE_EVENTS_PER_DAY_MAX)
 * is counted here.
 */
export function createVisitorCounter(deps: VisitorCounterDeps): VisitorCounter {
  const { db, events, totals, salts, logger, clock } = deps;
  let buffer: CountedEvent[] = [];
  let minute = Number.NaN;
  let date = '';
  let timeZone = '';
  // The day being counted (salt.day) and its salt.
  let salt: DaySalt = { day: '', salt: new Uint8Array() };
  let kept = 0;
  let capLogged = false;
  const timers: NodeJS.Timeout[] = [];
  // The database file the writer thread opens: set by start(), cleared by close() and when the
  // thread fails, so it is started at most once, and only when there is something to write.
  let writerPath: string | undefined;
  // Until the first hand-over, after close() and if the thread fails: this connection writes.
  let writer: VisitorWriter | undefined;

  // A site nobody visits needs no thread (~8 MiB): it starts with the first batch.
  const startWriter = (path: string) =>
    startVisitorWriter(
      path,
      logger,
      () => {
        writer = undefined;
        writerPath = undefined;
      },
      deps.drainWaitMs,
    );

  const today = () => {
    const now = clock();
    const thisMinute = Math.floor(now / MINUTE_MS);
    if (thisMinute !== minute) {
      minute = thisMinute;
      timeZone = deps.timeZone();
      date = zonedDate(now, timeZone);
    }
    return { date, timeZone };
  };

  // Once a day (or after a start): the day's salt, and the events it already holds.
  const startDay = (newDay: string) => {
    salt = salts.forDay(newDay);
    kept = events.countDay(newDay) + buffer.filter((event) => event.day === newDay).length;
    capLogged = false;
  };

  // Every second: the thread writes while the main thread goes on answering.
  const handOver = () => {
    if (buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    if (!writer && writerPath) writer = startWriter(writerPath);
    if (writer) {
      writer.write(batch, salt);
      return;
    }
    try {
      events.addAll(batch, salt);
    } catch (error) {
      // A full or read-only disk: counts are worth less than memory, so the batch goes.
      logger.warn({ err: error, events: batch.length }, 'could not store visitor counts');
    }
  };

  // Before the owner's report and the fold, which read what is written.
  const flush = () => {
    handOver();
    if (!writer || writer.drain()) return true;
    logger.warn('visitor counts not all written yet: the figures may lag');
    return false;
  };

  const fold = () => {
    // A day folded before its last batch is written would be folded again when it is, and its
    // visitors counted twice: the days that are over wait for the next fold.
    if (!flush()) return;
    const folded = foldVisitorDays({ db, events, totals, salts }, today().date);
    if (folded.length > 0) logger.info({ days: folded }, 'folded visitor counts');
  };

  // At start and hourly: a failure (a read-only disk) waits for the next hour, it stops nothing.
  const foldQuietly = () => {
    try {
      fold();
    } catch (error) {
      logger.warn({ err: error }, 'could not fold visitor counts');
    }
  };

  const stop = () => {
    for (const timer of timers.splice(0)) clearInterval(timer);
  };

  return {
    count({ event, address, userAgent, host }) {
      const { date: now } = today();
      if (now !== salt.day) startDay(now);
      const { day } = salt;
      if (kept >= SITE_EVENTS_PER_DAY_MAX) {
        if (!capLogged) logger.warn({ day, max: SITE_EVENTS_PER_DAY_MAX }, 'visitor events capped for the day');
        capLogged = true;
        return;
      }
      kept += 1;
      const source = visitorSource(event, [host, URL.parse(deps.siteUrl() ?? '')?.hostname ?? '']);
      buffer.push({
        day,
        visitor: visitorHash(salt.salt, address, userAgent),
        kind: event.kind,
        path: event.path,
        sourceKind: source.kind,
        sourceName: source.name,
        utmMedium: source.medium,
        utmCampaign: source.campaign,
        device: deviceClass(userAgent),
      });
    },
    flush,
    fold,
    today,
    start() {
      foldQuietly();
      // An in-memory database (no file) has no other connection to share it.
      writerPath = db.location() ?? undefined;
      const flushing = setInterval(handOver, VISITOR_FLUSH_INTERVAL_MS);
      const folding = setInterval(foldQuietly, VISITOR_FOLD_INTERVAL_MS);
      flushing.unref();
      folding.unref();
      timers.push(flushing, folding);
    },
    async close() {
      stop();
      writerPath = undefined;
      handOver();
      const closing = writer;
      writer = undefined;
      await closing?.close();
      if (db.isOpen) handOver();
    },
  };
}
