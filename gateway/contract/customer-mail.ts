import { UNSUBSCRIBE_PATH_PREFIX } from './routes.ts';
/*
 * After the request: quote follow-ups, review requests and unsubscribing. Each is an automatic
 * e-mail to a customer, written from a template the owner edits, sent through the site's mail
 * (the customers' From: MAIL_FROM, else the business e-mail), never to an address that unsubscribed.
 */

/** The words a template may use, replaced as each e-mail is written; any other {…} stays as typed. */
export const TEMPLATE_PLACEHOLDERS = ['{firstName}', '{businessName}', '{phone}', '{reviewLink}'] as const;
/** {firstName} when the customer's name gives none a greeting can use (see greetingName). */
export const FIRST_NAME_FALLBACK = 'there';

export const TEMPLATE_SUBJECT_MAX_LENGTH = 150;
export const TEMPLATE_BODY_MAX_LENGTH = 3000;

/** An e-mail the owner words: plain text, paragraphs separated by a blank line. */
export interface MailTemplate {
  subject: string;
  body: string;
}

/** Follow-ups a quoted request gets at most. */
export const FOLLOW_UPS_MAX = 2;
export const FOLLOW_UP_DAYS_MIN = 1;
export const FOLLOW_UP_DAYS_MAX = 60;

/**
 * Quote follow-ups (off by default): `afterDays` days after a request became "quoted", while it is
 * still "quoted", the customer gets the template; a second one `afterDays` days after the first.
 * Any status change stops them (a request set back to "quoted" starts over, still at most
 * FOLLOW_UPS_MAX in all). Days are counted from the exact time (24 h each).
 */
export interface FollowUpSettings {
  enabled: boolean;
  afterDays: number;
  template: MailTemplate;
}

export const REVIEW_LINK_MAX_LENGTH = 500;
export const REVIEW_AFTER_DAYS_MIN = 0;
export const REVIEW_AFTER_DAYS_MAX = 60;

/**
 * Review requests: the owner's review link (any https URL, e.g. Google Business Profile's "ask for
 * reviews" link), and optionally sent by itself `autoAfterDays` days after a request is marked
 * "won" (null: only when the owner clicks "Ask for a review"). At most one per customer address,
 * ever. Never a rating first, never filtered by one: the e-mail links to the review page itself.
 */
export interface ReviewSettings {
  /** "" when not set: no review request can be sent. */
  link: string;
  autoAfterDays: number | null;
  template: MailTemplate;
}

/**
 * `PUT /api/admin/customer-mail` (the whole of it) → 200 CustomerMailView; bad fields → 400 field
 * messages (paths like `followUps.afterDays`). `GET` → CustomerMailView.
 */
export interface CustomerMailSettings {
  followUps: FollowUpSettings;
  reviews: ReviewSettings;
}

/**
 * Whether the automatic e-mails can go out now. Until they can, they wait (none is lost):
 * - `mail-not-set-up`: the site has no mail server yet;
 * - `no-sender`: mail works, but neither MAIL_FROM nor the business e-mail gives the customers' From.
 */
export const CUSTOMER_MAIL_SENDING = ['ready', 'mail-not-set-up', 'no-sender'] as const;
export type CustomerMailSending = (typeof CUSTOMER_MAIL_SENDING)[number];

/** The settings as the dashboard shows them: with whether the e-mails can go out now. */
export interface CustomerMailView extends CustomerMailSettings {
  sending: CustomerMailSending;
}

export const DEFAULT_CUSTOMER_MAIL_SETTINGS: CustomerMailSettings = {
  followUps: {
    enabled: false,
    afterDays: 4,
    template: {
      subject: 'Any questions about your estimate?',
      body: [
        'Hi {firstName},',
        'We sent you an estimate a few days ago. Do you have any questions about it, or would you like us to change anything?',
        'Just reply to this e-mail, or call us at {phone}.',
        'Thank you,\n{businessName}',
      ].join('\n\n'),
    },
  },
  reviews: {
    link: '',
    autoAfterDays: null,
    template: {
      subject: 'Thank you from {businessName}',
      body: [
        'Hi {firstName},',
        'Thank you for choosing us. If you have a minute, a review helps other homeowners find us:',
        '{reviewLink}',
        'Thank you,\n{businessName}',
      ].join('\n\n'),
    },
  },
};

/*
 * Unsubscribe (RFC 8058). Every e-mail to a customer carries
 *   List-Unsubscribe: <{SITE_URL}/api/unsubscribe/{key}>
 *   List-Unsubscribe-Post: List-Unsubscribe=One-Click
 * and the same link at the end of its text. `key` = `<requestId>.<HMAC>` (like the visit key; a
 * new JWT secret voids old links). The address of that request is unsubscribed:
 * - `POST /api/unsubscribe/:key` with the form body `List-Unsubscribe=One-Click` (what a mail app
 *   sends, urlencoded or multipart/form-data as RFC 8058 allows) → 200; also what the page's
 *   button posts. Any other body → 400. Repeating it is harmless (200).
 * - `GET /api/unsubscribe/:key` → 200 a small HTML page (no script) with an "Unsubscribe" button
 *   that posts the form: a GET never unsubscribes (link scanners fetch links).
 * - A forged or malformed key → 404 (the page in words for a GET).
 * From then on the site sends that address no automatic e-mail: no acknowledgement of a later
 * request, no follow-up, no review request, no visit reminder. Only the e-mails about a change to
 * an estimate visit they hold (booked, moved, cancelled) still go: the unsubscribe page says so.
 */
export { UNSUBSCRIBE_PATH_PREFIX };
export const unsubscribeUrl = (siteUrl: string, key: string) => `${siteUrl}${UNSUBSCRIBE_PATH_PREFIX}${key}`;
export { ONE_CLICK_BODY } from './mail.ts';

/** A request's automatic e-mails as the request page shows them (part of `QuoteRequest`). */
export interface CustomerMailState {
  /** The customer's address unsubscribed (ISO 8601, when), or null. */
  unsubscribedAt: string | null;
  /** When the request last became "quoted" (ISO 8601), or null when it is not quoted. */
  quotedAt: string | null;
  /** Follow-ups sent for this request (0…FOLLOW_UPS_MAX). */
  followUpsSent: number;
  /** When the next follow-up is due (ISO 8601), or null when none will be sent. */
  nextFollowUpAt: string | null;
  /** The review request to this customer's address (from any of their requests), if any. */
  reviewRequest: { at: string; outcome: 'sent' | 'failed' | 'pending'; error: string | null } | null;
  /** Why "Ask for a review" cannot be used now, in words; null when it can. */
  reviewBlockedReason: string | null;
}

/**
 * `POST /api/admin/messages/:id/review-request` (Bearer) → 200 the whole `QuoteRequest`, the
 * e-mail queued (its outcome on the timeline). 409 with `{ error, message }` (code below) when it
 * cannot go: no review link, no customer e-mail, e-mail not set up, already asked, unsubscribed,
 * or the request is not "won".
 */
export const REVIEW_REQUEST_ERROR_CODES = {
  noLink: 'review_link_missing',
  noEmail: 'customer_email_missing',
  mailOff: 'mail_not_configured',
  alreadyAsked: 'review_already_requested',
  unsubscribed: 'customer_unsubscribed',
  notWon: 'request_not_won',
} as const;

/** How many quotes waiting on a decision the overview lists at most. */
export const AWAITING_DECISION_ON_OVERVIEW = 20;

/**
 * `Overview.awaitingDecision`: requests now "quoted" (neither won nor lost), the longest waiting
 * first: when each was quoted and its follow-ups.
 */
export interface AwaitingDecision {
  id: number;
  name: string;
  serviceTitle: string | null;
  quotedAt: string;
  followUpsSent: number;
  nextFollowUpAt: string | null;
}
