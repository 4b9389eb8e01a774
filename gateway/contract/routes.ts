/**
 * The SPA's pages. The public ones are what nginx serves (published page or the SPA shell) and
 * what the sitemap lists; the admin ones are what nginx hands the shell for and what the
 * owner's e-mails link to.
 */
export const PUBLIC_PATH = {
  home: '/',
  gallery: '/gallery',
  services: '/services',
  contact: '/contact',
} as const;

export const PUBLIC_PAGES = [
  { path: PUBLIC_PATH.home, name: 'home', sitemapPriority: '1.0' },
  { path: PUBLIC_PATH.gallery, name: 'gallery', sitemapPriority: '0.8' },
  { path: PUBLIC_PATH.services, name: 'services', sitemapPriority: '0.8' },
  { path: PUBLIC_PATH.contact, name: 'contact', sitemapPriority: '0.9' },
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];
export type PublicPath = PublicPage['path'];

export const PUBLIC_PATHS: readonly PublicPath[] = PUBLIC_PAGES.map((page) => page.path);

export const ADMIN_LOGIN_PATH = '/admin/login';
/** The dashboard; its sections are the paths below it. */
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
export const ADMIN_QUOTE_REQUESTS_PATH = `${ADMIN_DASHBOARD_PATH}/messages`;
/** One quote request in the dashboard, as the owner's e-mails link to it. */
export const adminQuoteRequestPath = (id: number) => `${ADMIN_QUOTE_REQUESTS_PATH}/${id}`;
/** The dashboard's e-mail section: mail health and the test button. */
export const ADMIN_MAIL_PATH = `${ADMIN_DASHBOARD_PATH}/email`;

// API paths that infrastructure treats apart (the request log, nginx's access log), named once here;
// each resource's contract hands its own on.

/** Where the beacon is posted (no `/stats` or `/analytics` in it: blockers drop those). */
export const SITE_EVENTS_PATH = '/api/site-events';
/** The owner's calendar feed, by its secret key: the key must never reach a log. */
export const CALENDAR_FEED_PREFIX = '/api/calendar/';
/** A customer's one-click unsubscribe, by its key: the key must never reach a log. */
export const UNSUBSCRIBE_PATH_PREFIX = '/api/unsubscribe/';
/** A customer's estimate page, by its key (contract/estimates.ts): the key must never reach a log. */
export const ESTIMATE_PAGE_PREFIX = '/estimate/';
/** The owner's preview of an estimate, by a short-lived ticket (contract/estimates.ts): the ticket must never reach a log. */
export const ESTIMATE_PREVIEW_PREFIX = '/estimate-preview/';
