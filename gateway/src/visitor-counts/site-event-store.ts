import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { PublicPath } from '../../contract/routes.ts';
import type {
  CountedSource,
  SiteEventKind,
  VisitorCampaign,
  VisitorFigures,
  VisitorPage,
  VisitorSourceKind,
} from '../../contract/visitor-counts.ts';
import { inTransaction } from '../db/transaction.ts';
import { keepTopCampaigns, keepTopSources } from './top-sources.ts';
import type { DaySalt } from './visitor-salt-store.ts';

export type VisitorDevice = 'phone' | 'desktop';

/** One counted beacon, as kept until its day is folded. */
export interface CountedEvent {
  day: string;
  visitor: Uint8Array;
  kind: SiteEventKind;
  path: PublicPath;
  sourceKind: VisitorSourceKind;
  sourceName: string;
  /** A campaign's utm_medium and utm_campaign; '' otherwise. */
  utmMedium: string;
  utmCampaign: string;
  device: VisitorDevice;
}

/** One day's figures, as the fold keeps them and the report shows today's. */
export interface DaySummary {
  figures: VisitorFigures;
  devices: { phone: number; desktop: number };
  pages: VisitorPage[];
  /** The day's sources, most visitors first: the SOURCES_PER_DAY_MAX biggest, then OTHER_SOURCES (top-sources.ts). */
  sources: CountedSource[];
  /** The day's campaign visitors by source, medium and campaign, most visitors first, cut the same way. */
  campaigns: VisitorCampaign[];
}

export interface SiteEventStore {
  /**
   * Writes the events in one transaction (one fsync however many), with the salt the counter
   * hashes with now: kept if it is not yet (a restart then hashes the day's visitors alike), and
   * every other day's deleted.
   */
  addAll(events: readonly CountedEvent[], salt: DaySalt): void;
  /** Events kept for the day so far. */
  countDay(day: string): number;
  /** The days before `day` that still have raw events, oldest first. */
  daysBefore(day: string): string[];
  /** The day's figures: each visitor's source and device are those of their first event of the day. */
  summarize(day: string): DaySummary;
  deleteDay(day: string): void;
}

// Per visitor: their first event (its source and device) and what they did that day.
const PER_VISITOR = `
  WITH visits AS (
    SELECT visitor, min(id) AS first_id,
           sum(kind = 'view') AS views,
           max(kind = 'quote-cta') AS quote_cta, max(kind = 'form-started') AS started,
           max(kind = 'form-sent') AS sent, max(kind = 'call') AS call,
           max(kind = 'text') AS text, max(kind = 'email') AS email
    FROM site_events WHERE day = :day GROUP BY visitor
  ),
  visitors AS (
    SELECT visits.*, first.source_kind, first.source_name, first.utm_medium, first.utm_campaign, first.device
    FROM visits JOIN site_events AS first ON first.id = visits.first_id
  )`;

const FIGURES = `count(*) AS visitors, coalesce(sum(views), 0) AS page_views,
  coalesce(sum(quote_cta), 0) AS quote_cta_taps, coalesce(sum(started), 0) AS forms_started,
  coalesce(sum(sent), 0) AS requests_sent, coalesce(sum(call), 0) AS call_taps,
  coalesce(sum(text), 0) AS text_taps, coalesce(sum(email), 0) AS email_taps`;

/** The figure columns every totals row shares (SQL names), as VisitorFigures reads them. */
export function figuresOf(row: Record<string, SQLOutputValue>): VisitorFigures {
  return {
    visitors: Number(row.visitors ?? 0),
    pageViews: Number(row.page_views ?? 0),
    quoteCtaTaps: Number(row.quote_cta_taps ?? 0),
    formsStarted: Number(row.forms_started ?? 0),
    requestsSent: Number(row.requests_sent ?? 0),
    callTaps: Number(row.call_taps ?? 0),
    textTaps: Number(row.text_taps ?? 0),
    emailTaps: Number(row.email_taps ?? 0),
  };
}

/** Today's beacons (contract/visitor-counts.ts), kept until their day is folded. */
export function createSiteEventStore(db: DatabaseSync): SiteEventStore {
  const insert = db.prepare(`
    INSERT INTO site_events (day, visitor, kind, path, source_kind, source_name, utm_medium, utm_campaign, device)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const keepSalt = db.prepare('INSERT OR IGNORE INTO site_event_salts (day, salt) VALUES (?, ?)');
  const removeOtherSalts = db.prepare('DELETE FROM site_event_salts WHERE day <> ?');
  const count = db.prepare('SELECT count(*) AS n FROM site_events WHERE day = ?');
  const earlierDays = db.prepare('SELECT DISTINCT day FROM site_events WHERE day < ? ORDER BY day');
  const dayFigures = db.prepare(`${PER_VISITOR}
    SELECT ${FIGURES}, coalesce(sum(device = 'phone'), 0) AS phone, coalesce(sum(device = 'desktop'), 0) AS desktop
    FROM visitors`);
  const sourceFigures = db.prepare(`${PER_VISITOR}
    SELECT source_kind, source_name, ${FIGURES} FROM visitors
    GROUP BY source_kind, source_name ORDER BY visitors DESC, source_name`);
  const campaignFigures = db.prepare(`${PER_VISITOR}
    SELECT source_name, utm_medium, utm_campaign, ${FIGURES} FROM visitors WHERE source_kind = 'campaign'
    GROUP BY source_name, utm_medium, utm_campaign ORDER BY visitors DESC, source_name, utm_medium, utm_campaign`);
  const pageFigures = db.prepare(`
    SELECT path, count(*) AS views, count(DISTINCT visitor) AS visitors
    FROM site_events WHERE day = ? AND kind = 'view' GROUP BY path ORDER BY views DESC, path`);
  const remove = db.prepare('DELETE FROM site_events WHERE day = ?');

  return {
    addAll(events, { day, salt }) {
      if (events.length === 0) return;
      inTransaction(db, () => {
        keepSalt.run(day, salt);
        removeOtherSalts.run(day);
        for (const event of events) {
          insert.run(
            event.day,
            event.visitor,
            event.kind,
            event.path,
            event.sourceKind,
            event.sourceName,
            event.utmMedium,
            event.utmCampaign,
            event.device,
          );
        }
      });
    },
    countDay: (day) => Number(count.get(day)?.n ?? 0),
    daysBefore: (day) => earlierDays.all(day).map((row) => String(row.day)),
    summarize(day) {
      const totals = dayFigures.get({ day }) ?? {};
      return {
        figures: figuresOf(totals),
        devices: { phone: Number(totals.phone ?? 0), desktop: Number(totals.desktop ?? 0) },
        pages: pageFigures.all(day).map((row) => ({
          path: String(row.path) as PublicPath,
          views: Number(row.views),
          visitors: Number(row.visitors),
        })),
        sources: keepTopSources(
          sourceFigures.all({ day }).map((row) => ({
            kind: String(row.source_kind) as VisitorSourceKind,
            name: String(row.source_name),
            ...figuresOf(row),
          })),
        ),
        campaigns: keepTopCampaigns(
          campaignFigures.all({ day }).map((row) => ({
            source: String(row.source_name),
            medium: String(row.utm_medium),
            campaign: String(row.utm_campaign),
            ...figuresOf(row),
          })),
        ),
      };
    },
    deleteDay(day) {
      remove.run(day);
    },
  };
}
