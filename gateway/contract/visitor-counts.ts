/*
 * Visitor counts without cookies (issue 31). Once a published page's app has started, it reports
 * the page view, and later the taps and the quote form's progress, with `navigator.sendBeacon`.
 * Nothing is stored on the visitor's device. The gateway counts a visitor once a day by a salted
 * hash of (salt, address, user agent): the salt is random, kept for that day only, so yesterday's
 * visitors cannot be told from today's, and no address, user agent or hash outlives the day. Raw
 * events are folded into daily totals once their day is over (in the business's time zone) and
 * deleted; the totals are all that stays.
 */
import type { PublicPath } from './routes.ts';

export { SITE_EVENTS_PATH } from './routes.ts';

/**
 * What a beacon reports:
 * - `view`: a public page was shown (on arrival, and on each move within the site);
 * - `quote-cta`: a tap on a "get a quote" call to action;
 * - `call`, `text`, `email`: a tap on a `tel:`, `sms:` or `mailto:` link;
 * - `form-started`: the first thing typed into the quote form;
 * - `form-sent`: the quote form was sent (the gateway took the request).
 */
export const SITE_EVENT_KINDS = ['view', 'quote-cta', 'call', 'text', 'email', 'form-started', 'form-sent'] as const;
export type SiteEventKind = (typeof SITE_EVENT_KINDS)[number];

/**
 * A beacon's body is at most this many bytes (nginx and the gateway refuse more with 413). The
 * largest a page sends is ~1.5 KB: three UTM values of UTM_VALUE_MAX_LENGTH characters, which take
 * 3 bytes each in UTF-8 in most scripts (a campaign named in Japanese or Greek), and a referrer of
 * REFERRER_MAX_LENGTH. At 1 KB such a visit's every beacon was refused, and the visit never counted.
 */
export const SITE_EVENT_MAX_BYTES = 2048;
/** A UTM value is cut to this many characters. */
export const UTM_VALUE_MAX_LENGTH = 100;
/** The referrer as sent (a whole URL) may be this long; only its host is kept. */
export const REFERRER_MAX_LENGTH = 500;

/**
 * `POST /api/site-events`, the body as text (sendBeacon's default `text/plain`), JSON:
 * → 204 counted, or 204 ignored (a crawler's or headless browser's user agent; the day's cap reached);
 * → 400 `{ error, fields }` for a body that is not this shape (an unknown kind, a path that is not
 *   a public page, a value of the wrong type); 413 for a body over SITE_EVENT_MAX_BYTES.
 * The arrival (referrer and UTM values) is what the visit landed with; every beacon of the visit
 * sends it again, and the gateway keeps the one of the visitor's first event of the day.
 */
export interface SiteEvent {
  kind: SiteEventKind;
  /** The page's path, no query: one of PUBLIC_PATHS. */
  path: PublicPath;
  /** `document.referrer` as the visit landed ("" for none): the gateway keeps its host, unless it is this site's. */
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

/** Raw events the gateway keeps at most per day; more are dropped (and say so in the log) until the day is over. */
export const SITE_EVENTS_PER_DAY_MAX = 100_000;
/** Sources (UTM sources and referrer hosts) kept per day once it is folded; the rest are summed as OTHER_SOURCES. */
export const SOURCES_PER_DAY_MAX = 30;
/** The source name of the sources past SOURCES_PER_DAY_MAX. */
export const OTHER_SOURCES = '(other sources)';

/** How a visitor arrived: a campaign (utm_source), a referring site (its host), or neither. */
export const VISITOR_SOURCE_KINDS = ['campaign', 'referrer', 'direct'] as const;
export type VisitorSourceKind = (typeof VISITOR_SOURCE_KINDS)[number];

/** The source name of the visitors who came with neither a campaign nor another site's referrer. */
export const DIRECT_SOURCE_NAME = 'Direct';

/** A UTM value as kept: trimmed, cut to UTM_VALUE_MAX_LENGTH characters; '' for none. */
export const keptUtmValue = (value: string | null | undefined) => value?.trim().slice(0, UTM_VALUE_MAX_LENGTH) ?? '';

/** A host as a source is named: lower case, no port, no leading `www.` ("www.Google.com" and "google.com" are one). */
export const sourceHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');

/** Where someone came from, by the per-source table's names. */
export interface ArrivalSourceName {
  kind: VisitorSourceKind;
  /** The utm_source as kept, the referring host, or DIRECT_SOURCE_NAME. */
  name: string;
}

/**
 * The one rule that names a source, for the visitors the beacons count and for the quote requests
 * (and their estimates) the per-source table matches to them: the utm_source (keptUtmValue), else
 * the referring site's host (sourceHost) when it is not one of the site's own hosts, else direct.
 * A request keeps its lead source's utm_source and referring host (contract/quote-requests.ts
 * `LeadSource`), a visit the same from its beacon, so both come out under one name.
 */
export function arrivalSourceName(
  arrival: { utmSource?: string | null | undefined; referrerHost?: string | null | undefined },
  ownHosts: readonly string[],
): ArrivalSourceName {
  const campaign = keptUtmValue(arrival.utmSource);
  if (campaign !== '') return { kind: 'campaign', name: campaign };
  const host = sourceHost(arrival.referrerHost ?? '');
  if (host !== '' && !ownHosts.map(sourceHost).includes(host)) return { kind: 'referrer', name: host };
  return { kind: 'direct', name: DIRECT_SOURCE_NAME };
}

/** What a set of visitors did. Each figure counts visitors (one a day each), except `pageViews`. */
export interface VisitorFigures {
  visitors: number;
  pageViews: number;
  /** Visitors who tapped a "get a quote" call to action. */
  quoteCtaTaps: number;
  /** Visitors who started the quote form. */
  formsStarted: number;
  /** Visitors who sent the quote form. */
  requestsSent: number;
  callTaps: number;
  textTaps: number;
  emailTaps: number;
}

/** One day, in the business's time zone. */
export interface VisitorDay extends VisitorFigures {
  /** YYYY-MM-DD. */
  date: string;
}

export interface VisitorPage {
  path: PublicPath;
  views: number;
  visitors: number;
}

/** One source's visitors as counted (and kept in the daily totals). */
export interface CountedSource extends VisitorFigures {
  kind: VisitorSourceKind;
  /** The utm_source as given, the referring host ("google.com"), OTHER_SOURCES, or "Direct" for `direct`. */
  name: string;
}

/**
 * One source's funnel: visitors → forms started → requests sent (visitors each), their taps, and
 * then the estimates of the quote requests that came from it (matched by arrivalSourceName):
 * those first sent in the period, and the accepted total of those accepted in it.
 */
export interface VisitorSource extends CountedSource {
  estimatesSent: number;
  /** Integer cents in the site's currency (VisitorReport.money). */
  wonCents: number;
}

/**
 * The visitors who came with a campaign's address, by its utm_source, utm_medium and utm_campaign
 * as given ("" for one not given): which flyer, which ad, which e-mail brought them.
 */
export interface VisitorCampaign extends VisitorFigures {
  /** The utm_source, or OTHER_SOURCES for the campaigns past SOURCES_PER_DAY_MAX a day. */
  source: string;
  medium: string;
  campaign: string;
}

/** The periods the owner can look at. */
export const VISITOR_PERIOD_DAYS = [7, 30, 90] as const;
export type VisitorPeriodDays = (typeof VISITOR_PERIOD_DAYS)[number];

/**
 * `GET /api/admin/visitors?days=7|30|90` (Bearer): the last `days` days up to today (the business's
 * time zone), today's counted from the raw events so far. Another `days` → 400.
 * Visitors over several days are the sum of each day's visitors: the hash changes daily, so one
 * person who comes on two days counts twice.
 */
export interface VisitorReport {
  days: VisitorPeriodDays;
  /** IANA zone the days are in (the business's, as the estimate visits use it). */
  timeZone: string;
  /** Oldest first, one entry for every day of the period (zeros for days without visitors), the last one today. */
  daily: VisitorDay[];
  totals: VisitorFigures;
  /** Most viewed first. */
  pages: VisitorPage[];
  /**
   * Most visitors first; after them the sources whose requests' estimates were sent or won in the
   * period although no visitor of theirs was counted in it (most estimates first).
   */
  sources: VisitorSource[];
  /** The campaign sources by medium and campaign, most visitors first; empty when no visitor came by a campaign. */
  campaigns: VisitorCampaign[];
  /** Visitors on a phone (or tablet) and on a computer. */
  devices: { phone: number; desktop: number };
  /** How the sources' money is written: the estimate settings' ISO 4217 currency and BCP 47 locale. */
  money: { currency: string; locale: string };
}

/**
 * `GET /api/admin/visitors/week` (Bearer): the overview's summary. The last 7 days (today
 * included) and the 7 before them.
 */
export interface VisitorWeek {
  thisWeek: VisitorFigures;
  lastWeek: VisitorFigures;
}

/**
 * `GET /api/admin/visitors/export.csv?days=7|30|90` (Bearer): the daily totals as CSV (UTF-8, a header
 * row, one row a day, oldest first), columns in this order.
 */
export const VISITOR_CSV_COLUMNS = [
  ['date', 'Date'],
  ['visitors', 'Visitors'],
  ['pageViews', 'Page views'],
  ['quoteCtaTaps', 'Quote button taps'],
  ['formsStarted', 'Quote forms started'],
  ['requestsSent', 'Requests sent'],
  ['callTaps', 'Call taps'],
  ['textTaps', 'Text taps'],
  ['emailTaps', 'E-mail taps'],
] as const satisfies readonly (readonly [keyof VisitorDay, string])[];
