import {
  VISITOR_PERIOD_DAYS,
  type VisitorPeriodDays,
  type VisitorSourceKind,
} from '@painting-site/gateway/contract/visitor-counts';
import { paths } from '@/config/paths.ts';

/** The period the Visitors section opens on: a month shows a trend without 90 days' thin bars. */
export const DEFAULT_PERIOD_DAYS: VisitorPeriodDays = 30;

export const PERIOD_OPTIONS = VISITOR_PERIOD_DAYS.map((days) => ({
  value: String(days) as `${VisitorPeriodDays}`,
  label: `Last ${days} days`,
}));

/** A period picked by its radio button's value back to its days. */
export function periodOf(value: string): VisitorPeriodDays {
  return VISITOR_PERIOD_DAYS.find((days) => String(days) === value) ?? DEFAULT_PERIOD_DAYS;
}

/**
 * A public page by the name the owner knows it by ("Services"), not its path. The contract's
 * PUBLIC_PAGES names each page as its key in `paths` ("home" for paths.home; the test checks it):
 * read from `paths`, which the public entry already shares, because importing PUBLIC_PAGES here
 * would make that entry export it, and the public pages would grow for the dashboard's sake.
 */
export function pageName(path: string): string {
  const name = Object.entries(paths).find(([, candidate]) => candidate === path)?.[0];
  if (!name) return path;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** What a source is, beside its name: "flyer" is a campaign's link, "google.com" a site that linked here. */
export const SOURCE_KIND_WORDS: Record<VisitorSourceKind, string | null> = {
  campaign: 'campaign link',
  referrer: 'website',
  direct: null,
};

const PERCENT = 100;
/** Shown for a rate of nothing over nothing. */
export const NO_RATE = '—';

/** Requests sent out of visitors, as a whole percentage ("33%"); NO_RATE without visitors. */
export function conversionRate(requestsSent: number, visitors: number): string {
  if (visitors === 0) return NO_RATE;
  return `${Math.round((requestsSent / visitors) * PERCENT)}%`;
}

export type Change = { direction: 'up' | 'down' | 'same' | 'new'; words: string };

/** This week's figure against last week's, in words: "up 25% on last week", "same as last week", "new this week". */
export function changeOnLastWeek(thisWeek: number, lastWeek: number): Change {
  if (lastWeek === 0) {
    return thisWeek === 0
      ? { direction: 'same', words: 'same as last week' }
      : { direction: 'new', words: 'new this week' };
  }
  const percent = Math.round(((thisWeek - lastWeek) / lastWeek) * PERCENT);
  if (percent === 0) {
    return { direction: 'same', words: thisWeek === lastWeek ? 'same as last week' : 'about the same as last week' };
  }
  return percent > 0
    ? { direction: 'up', words: `up ${percent}% on last week` }
    : { direction: 'down', words: `down ${-percent}% on last week` };
}

// The days are the business's calendar days (YYYY-MM-DD): read as UTC midnight and shown in UTC,
// so no time zone of the owner's device moves them to the day before.
const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function dayAt(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** "Nov 26": the chart's axis. */
export const formatShortDay = (date: string) => shortDay.format(dayAt(date));
/** "Thu, Nov 26": the table's rows. */
export const formatDay = (date: string) => longDay.format(dayAt(date));

/** "1 visitor", "5 visitors". */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
