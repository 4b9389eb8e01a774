import type { DatabaseSync } from 'node:sqlite';
import type { PublicPath } from '../../contract/routes.ts';
import type { CountedSource, VisitorCampaign, VisitorDay, VisitorSourceKind } from '../../contract/visitor-counts.ts';
import { type DaySummary, figuresOf } from './site-event-store.ts';

/** A period's folded figures, read from the totals tables. */
export interface FoldedPeriod {
  /** Only the days that had visitors, oldest first. */
  days: VisitorDay[];
  devices: { phone: number; desktop: number };
  pages: DaySummary['pages'];
  sources: CountedSource[];
  campaigns: VisitorCampaign[];
}

export interface VisitorTotalsStore {
  /**
   * Adds a folded day's figures (to what the day already holds, should a change of time zone
   * have folded it once already). Call inside the fold's transaction.
   */
  add(day: string, summary: DaySummary): void;
  /** The folded days from `first` to `last`, both included. */
  period(first: string, last: string): FoldedPeriod;
}

const FIGURE_COLUMNS = [
  'visitors',
  'page_views',
  'quote_cta_taps',
  'forms_started',
  'requests_sent',
  'call_taps',
  'text_taps',
  'email_taps',
] as const;
const SUM_FIGURES = FIGURE_COLUMNS.map((column) => `sum(${column}) AS ${column}`).join(', ');
const ADD_FIGURES = FIGURE_COLUMNS.map((column) => `${column} = ${column} + excluded.${column}`).join(', ');
const FIGURE_PARAMETERS =
  ':visitors, :pageViews, :quoteCtaTaps, :formsStarted, :requestsSent, :callTaps, :textTaps, :emailTaps';

/**
 * The daily totals that stay once the raw events are gone: per day, per day and page, per day and
 * source, per day and campaign.
 */
export function createVisitorTotalsStore(db: DatabaseSync): VisitorTotalsStore {
  const addDay = db.prepare(`
    INSERT INTO visitor_days (day, ${FIGURE_COLUMNS.join(', ')}, phone_visitors, desktop_visitors)
    VALUES (:day, ${FIGURE_PARAMETERS}, :phone, :desktop)
    ON CONFLICT (day) DO UPDATE SET ${ADD_FIGURES},
      phone_visitors = phone_visitors + excluded.phone_visitors,
      desktop_visitors = desktop_visitors + excluded.desktop_visitors`);
  const addPage = db.prepare(`
    INSERT INTO visitor_day_pages (day, path, views, visitors) VALUES (?, ?, ?, ?)
    ON CONFLICT (day, path) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors`);
  const addSource = db.prepare(`
    INSERT INTO visitor_day_sources (day, kind, name, ${FIGURE_COLUMNS.join(', ')})
    VALUES (:day, :kind, :name, ${FIGURE_PARAMETERS})
    ON CONFLICT (day, kind, name) DO UPDATE SET ${ADD_FIGURES}`);
  const addCampaign = db.prepare(`
    INSERT INTO visitor_day_campaigns (day, source, medium, campaign, ${FIGURE_COLUMNS.join(', ')})
    VALUES (:day, :source, :medium, :campaign, ${FIGURE_PARAMETERS})
    ON CONFLICT (day, source, medium, campaign) DO UPDATE SET ${ADD_FIGURES}`);
  const selectDays = db.prepare(`
    SELECT day, ${FIGURE_COLUMNS.join(', ')} FROM visitor_days WHERE day BETWEEN ? AND ? ORDER BY day`);
  const selectDevices = db.prepare(`
    SELECT coalesce(sum(phone_visitors), 0) AS phone, coalesce(sum(desktop_visitors), 0) AS desktop
    FROM visitor_days WHERE day BETWEEN ? AND ?`);
  const selectPages = db.prepare(`
    SELECT path, sum(views) AS views, sum(visitors) AS visitors FROM visitor_day_pages
    WHERE day BETWEEN ? AND ? GROUP BY path`);
  const selectSources = db.prepare(`
    SELECT kind, name, ${SUM_FIGURES} FROM visitor_day_sources
    WHERE day BETWEEN ? AND ? GROUP BY kind, name`);
  const selectCampaigns = db.prepare(`
    SELECT source, medium, campaign, ${SUM_FIGURES} FROM visitor_day_campaigns
    WHERE day BETWEEN ? AND ? GROUP BY source, medium, campaign`);

  return {
    add(day, { figures, devices, pages, sources, campaigns }) {
      addDay.run({ day, ...figures, ...devices });
      for (const page of pages) addPage.run(day, page.path, page.views, page.visitors);
      for (const { kind, name, ...sourceFigures } of sources) addSource.run({ day, kind, name, ...sourceFigures });
      for (const campaign of campaigns) addCampaign.run({ day, ...campaign });
    },
    period(first, last) {
      const devices = selectDevices.get(first, last) ?? {};
      return {
        days: selectDays.all(first, last).map((row) => ({ date: String(row.day), ...figuresOf(row) })),
        devices: { phone: Number(devices.phone ?? 0), desktop: Number(devices.desktop ?? 0) },
        pages: selectPages.all(first, last).map((row) => ({
          path: String(row.path) as PublicPath,
          views: Number(row.views),
          visitors: Number(row.visitors),
        })),
        sources: selectSources.all(first, last).map((row) => ({
          kind: String(row.kind) as VisitorSourceKind,
          name: String(row.name),
          ...figuresOf(row),
        })),
        campaigns: selectCampaigns.all(first, last).map((row) => ({
          source: String(row.source),
          medium: String(row.medium),
          campaign: String(row.campaign),
          ...figuresOf(row),
        })),
      };
    },
  };
}
