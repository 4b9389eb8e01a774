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
export const OPENING_HOURS_MAX_ROWS = 10;
export const OPENING_HOURS_DAYS_MAX_LENGTH = 40;
export const OPENING_HOURS_HOURS_MAX_LENGTH = 60;
export const BUSINESS_LICENCE_MAX_LENGTH = 200;
export const FOUNDED_YEAR_MIN = 1900;
export const SOCIAL_LINKS_MAX = 6;
export const SOCIAL_LINK_URL_MAX_LENGTH = 300;

export interface OpeningHours {
  days: string;
  hours: string;
}

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
  address: { street: string; city: string; region: string; postalCode: string };
  serviceArea: string[];
  hours: OpeningHours[];
  licence: string;
  foundedYear: number | null;
  social: SocialLink[];
}

/** The business as `GET /api/site` describes it to the public pages. */
export interface SiteDetails extends BusinessDetails {
  /** For `tel:` links, e.g. "+15035550142". */
  phoneHref: string;
  rating: { average: number; count: number };
  /** The canonical origin, without a trailing slash. */
  siteUrl: string;
}
