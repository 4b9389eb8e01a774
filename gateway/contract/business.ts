/** The networks a business can link to. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'google', 'houzz', 'nextdoor', 'yelp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const BUSINESS_NAME_MIN_LENGTH = 2;
export const BUSINESS_NAME_MAX_LENGTH = 100;
export const BUSINESS_TAGLINE_MAX_LENGTH = 200;
export const BUSINESS_PHONE_MAX_LENGTH = 40;
/** Digits, spaces, `+ ( ) . -`, at least 7 of them. */
export const BUSINESS_PHONE_PATTERN = /^[+\d\s().-]{7,40}$/;
export const BUSINESS_EMAIL_MAX_LENGTH = 254;
export const BUSINESS_ADDRESS_PART_MAX_LENGTH = 100;
export const SERVICE_AREA_MAX_PLACES = 40;
export const SERVICE_AREA_PLACE_MAX_LENGTH = 60;
export const BUSINESS_LICENCE_MAX_LENGTH = 200;
export const FOUNDED_YEAR_MIN = 1900;
export const SOCIAL_LINKS_MAX = 6;
export const SOCIAL_LINK_URL_MAX_LENGTH = 300;

/** The days of the week, in the order the site lists them (a contractor's week starts on Monday). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time of day as `HH:MM`, 24-hour (what `<input type="time">` gives and schema.org wants). */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * One day's hours: closed all day, or open from `opens` to `closes` (`HH:MM`, closing after
 * opening; empty when closed). A day that is not listed is not shown at all.
 */
export interface DayHours {
  day: Weekday;
  closed: boolean;
  opens: string;
  closes: string;
}

/** A row of opening hours as free text, as the owner wrote them before hours had days and times. */
export interface HoursTextRow {
  days: string;
  hours: string;
}

/**
 * Where the business is: the address's country for search engines (`addressCountry`). The
 * address form speaks of a state and a ZIP code, so a site starts in the United States.
 */
export const BUSINESS_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
] as const;
export type CountryCode = (typeof BUSINESS_COUNTRIES)[number]['code'];
export const COUNTRY_CODES = BUSINESS_COUNTRIES.map(({ code }) => code) as [CountryCode, ...CountryCode[]];
export const DEFAULT_COUNTRY: CountryCode = 'US';

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/** Every fact about the business that the public pages show, as the owner edits them (`/api/admin/site`). */
export interface BusinessDetails {
  name: string;
  tagline: string;
  phone: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string; country: CountryCode };
  serviceArea: string[];
  /** At most one entry per day, in WEEKDAYS order. */
  hours: DayHours[];
  /**
   * Hours as free text that could not be read as days and times when the site moved to them
   * (read-only: kept until the owner sets the hours, shown until then). Usually empty.
   */
  hoursText: HoursTextRow[];
  licence: string;
  foundedYear: number | null;
  social: SocialLink[];
}

/** The business as `GET /api/site` describes it to the public pages. */
export interface SiteDetails extends BusinessDetails {
  /** For `tel:` links, e.g. "+15035550142". */
  phoneHref: string;
  rating: { average: number; count: number };
  /**
   * The canonical origin, without a trailing slash; absent while the site has no address yet
   * (then no canonical URL, sitemap entry or absolute link is published, and search engines wait).
   */
  siteUrl?: string;
}
