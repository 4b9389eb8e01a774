import type {
  CountedSource,
  VisitorCampaign,
  VisitorDay,
  VisitorPage,
  VisitorPeriodDays,
  VisitorReport,
  VisitorWeek,
} from '../../contract/visitor-counts.ts';
import type { EstimatesModule } from '../estimates/index.ts';
import type { SiteEventStore } from './site-event-store.ts';
import { withEstimates } from './source-estimates.ts';
import { keepTopCampaigns, keepTopSources } from './top-sources.ts';
import type { VisitorCounter } from './visitor-counter.ts';
import { addFigures, noFigures } from './visitor-figures.ts';
import type { VisitorTotalsStore } from './visitor-totals-store.ts';

const DAY_MS = 86_400_000;
/** The overview compares the last 7 days with the 7 before them. */
export const VISITOR_WEEK_DAYS = 7;

/** The `count` calendar days ending with `last` (YYYY-MM-DD), oldest first. */
export function daysEndingOn(last: string, count: number): string[] {
  const lastMs = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(lastMs - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

interface ReportDeps {
  counter: Pick<VisitorCounter, 'fold' | 'today'>;
  events: Pick<SiteEventStore, 'summarize'>;
  totals: Pick<VisitorTotalsStore, 'period'>;
  /** The period's estimates by source, and how their money is written. */
  estimates: Pick<EstimatesModule, 'figuresBySource' | 'moneyFormat'>;
  /** SITE_URL, whose host a request's referrer is no source by. */
  siteUrl: () => string | undefined;
}

export interface VisitorReports {
  report(days: VisitorPeriodDays): VisitorReport;
  week(): VisitorWeek;
}

/** Adds rows of the same key (a page's path, a source's kind and name, a campaign's three names) together. */
function merge<T>(rows: readonly T[], key: (row: T) => string, add: (into: T, row: T) => void): T[] {
  const merged = new Map<string, T>();
  for (const row of rows) {
    const seen = merged.get(key(row));
    if (seen) add(seen, row);
    else merged.set(key(row), { ...row });
  }
  return [...merged.values()];
}

/**
 * The owner's figures: folded days from the totals, today from the raw events, after the buffer
 * is written and the days that are over are folded, so the view is current. The period's sources
 * and campaigns are cut to the biggest as each day's are, so the answer stays small however many
 * days each brought other ones.
 */
export function createVisitorReports({ counter, events, totals, estimates, siteUrl }: ReportDeps): VisitorReports {
  const counted = (days: number) => {
    counter.fold();
    const { date: today, timeZone } = counter.today();
    const dates = daysEndingOn(today, days);
    const folded = totals.period(dates[0] ?? today, today);
    const current = events.summarize(today);
    const byDate = new Map(folded.days.map((day) => [day.date, day]));
    const daily: VisitorDay[] = dates.map((date) => {
      const day = { date, ...noFigures() };
      const stored = byDate.get(date);
      if (stored) addFigures(day, stored);
      if (date === today) addFigures(day, current.figures);
      return day;
    });
    const pages = merge<VisitorPage>(
      [...folded.pages, ...current.pages],
      (page) => page.path,
      (into, page) => {
        into.views += page.views;
        into.visitors += page.visitors;
      },
    ).sort((a, b) => b.views - a.views || a.path.localeCompare(b.path));
    const sources = keepTopSources(
      merge<CountedSource>(
        [...folded.sources, ...current.sources],
        (source) => `${source.kind}\n${source.name}`,
        addFigures,
      ).sort((a, b) => b.visitors - a.visitors || a.name.localeCompare(b.name)),
    );
    const campaignName = (campaign: VisitorCampaign) =>
      [campaign.source, campaign.medium, campaign.campaign].join('\n');
    const campaigns = keepTopCampaigns(
      merge<VisitorCampaign>([...folded.campaigns, ...current.campaigns], campaignName, addFigures).sort(
        (a, b) => b.visitors - a.visitors || campaignName(a).localeCompare(campaignName(b)),
      ),
    );
    return {
      first: dates[0] ?? today,
      today,
      timeZone,
      daily,
      totals: daily.reduce((sum, day) => addFigures(sum, day), noFigures()),
      pages,
      sources,
      campaigns,
      devices: {
        phone: folded.devices.phone + current.devices.phone,
        desktop: folded.devices.desktop + current.devices.desktop,
      },
    };
  };

  return {
    report(days) {
      const { first, today, sources, ...figures } = counted(days);
      const ownHosts = [URL.parse(siteUrl() ?? '')?.hostname ?? ''];
      return {
        days,
        ...figures,
        sources: withEstimates(sources, estimates.figuresBySource(first, today), ownHosts),
        money: estimates.moneyFormat(),
      };
    },
    week() {
      const { daily } = counted(2 * VISITOR_WEEK_DAYS);
      const sum = (part: VisitorDay[]) => part.reduce((total, day) => addFigures(total, day), noFigures());
      return { lastWeek: sum(daily.slice(0, VISITOR_WEEK_DAYS)), thisWeek: sum(daily.slice(VISITOR_WEEK_DAYS)) };
    },
  };
}
