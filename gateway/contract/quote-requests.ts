import type { AwaitingDecision, CustomerMailState } from './customer-mail.ts';
import type { EstimateVisit } from './estimate-visits.ts';
import type { MailHealth, MailTestResult } from './mail.ts';
import { PICTURE_MAX_MEGAPIXELS } from './pictures.ts';
import type { TimelineEvent } from './request-timeline.ts';

/** How the visitor wants to hear back. */
export const PREFERRED_CONTACTS = ['email', 'phone', 'text'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];
/** Each way, as the quote form offers it and the dashboard shows it. */
export const PREFERRED_CONTACT_LABELS: Record<PreferredContact, string> = {
  email: 'Email',
  phone: 'Phone call',
  text: 'Text message',
};

/** Where a quote request stands in the owner's inbox. */
export const QUOTE_REQUEST_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'archived'] as const;
export type QuoteRequestStatus = (typeof QUOTE_REQUEST_STATUSES)[number];
/** Each status in the owner's words: the dashboard's badge, filter and picker, and the timeline's "Contacted → Quoted". */
export const QUOTE_REQUEST_STATUS_LABELS: Record<QuoteRequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  archived: 'Archived',
};

/** How the e-mail that told the owner about the request went. */
export const NOTIFY_STATUSES = ['off', 'pending', 'sent', 'failed'] as const;
export type NotifyStatus = (typeof NOTIFY_STATUSES)[number];

export const QUOTE_NAME_MIN_LENGTH = 2;
export const QUOTE_NAME_MAX_LENGTH = 100;
export const QUOTE_EMAIL_MAX_LENGTH = 254;
export const QUOTE_PHONE_MIN_DIGITS = 7;
export const QUOTE_PHONE_MAX_DIGITS = 20;
export const QUOTE_ADDRESS_MIN_LENGTH = 3;
export const QUOTE_ADDRESS_MAX_LENGTH = 200;
export const QUOTE_SERVICE_MAX_LENGTH = 100;
export const QUOTE_DETAILS_MIN_LENGTH = 10;
export const QUOTE_DETAILS_MAX_LENGTH = 5000;
/** A person takes longer than this to fill in the quote form; a bot posting at once does not. */
export const QUOTE_FORM_MIN_FILL_MS = 3000;

/** Photos of the job a visitor may attach to one request. */
export const QUOTE_PHOTOS_MAX = 5;
/** The multipart field that carries a quote request's photo. */
export const QUOTE_PHOTO_FIELD = 'photo';
/** Each photo as sent, before it is processed. */
export const QUOTE_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Pixels a photo may have (width × height), in millions: as any picture (contract/pictures.ts). */
export const QUOTE_PHOTO_MAX_MEGAPIXELS = PICTURE_MAX_MEGAPIXELS;
/** Photos accepted from one client address per hour (attached to a request or not). */
export const QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR = 20;
/** What the file picker offers: JPEG, PNG, WebP and the HEIC/HEIF pictures phones take. */
export const QUOTE_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
/** The copies kept of each photo (the original is never kept), as the owner fetches them. */
export const QUOTE_PHOTO_SIZES = ['thumbnail', 'full'] as const;
export type QuotePhotoSize = (typeof QUOTE_PHOTO_SIZES)[number];
/** The longest side of each copy, in pixels (never enlarged). */
export const QUOTE_PHOTO_WIDTHS: Record<QuotePhotoSize, number> = { thumbnail: 320, full: 1600 };

/**
 * `POST /api/contact/photos`: multipart/form-data with the file in `photo` and the form's
 * `formToken`, sent as soon as the visitor picks the photo → 201. A photo nobody's request
 * claims within a day is deleted.
 */
export interface QuotePhotoReceipt {
  /** Opaque; sent back in `QuoteRequestSubmission.photos`. */
  id: string;
  width: number;
  height: number;
}

/** How long a lead source's text may be; longer values are cut, never refused. */
export const LEAD_SOURCE_MAX_LENGTH = 200;

/**
 * Where the visitor came from, as the site saw it when they arrived: kept in the page's memory
 * only (never in the browser's storage) and sent with the request. Each is null when unknown.
 */
export interface LeadSource {
  /** The path (and query) of the first page of the visit, e.g. "/?utm_source=flyer". */
  landingPage: string | null;
  /** The referring site's host name, e.g. "www.google.com"; null when none or this site. */
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** The overview's name for requests with no campaign and no referring site. */
export const LEAD_SOURCE_DIRECT = 'direct';

/** How the dashboard groups a request by source: `utm_source`, else the referring host, else "direct". */
export function leadSourceLabel(source: LeadSource): string {
  return source.utmSource || source.referrer || LEAD_SOURCE_DIRECT;
}

/** The body of `POST /api/contact`. */
export interface QuoteRequestSubmission {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** A service's slug, or "" for "Not sure yet". */
  service: string;
  details: string;
  preferredContact: PreferredContact;
  /** From `GET /api/contact/token`, when the form appeared. */
  formToken: string;
  /** The honeypot: always empty when a person sends the form. */
  website: string;
  /** Ids from `POST /api/contact/photos` under the same form token; at most QUOTE_PHOTOS_MAX. */
  photos?: string[];
  /** Where the visitor came from; every field optional. */
  source?: Partial<LeadSource>;
}

/** `POST /api/contact` → 201. */
export interface QuoteReceipt {
  id: number;
  receivedAt: string;
  /**
   * The customer's key to book an estimate visit for this request now (`POST /api/visits`), and
   * to move or cancel it later (the e-mails' private link carries the same key).
   */
  visitToken: string;
}

/** `GET /api/contact/token`. */
export interface FormTokenResponse {
  token: string;
}

/**
 * Why a submission went to the spam folder instead of the inbox: the hidden honeypot field was
 * filled, or the form was sent sooner than a person could fill it in. Spam is stored (never
 * silently dropped), never mailed, and deleted after SPAM_RETENTION_DAYS.
 */
export const SPAM_REASONS = ['honeypot', 'too_fast'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];
export const SPAM_RETENTION_DAYS = 30;

/** The inbox holds real requests; the spam folder what the guards caught. */
export const QUOTE_REQUEST_FOLDERS = ['inbox', 'spam'] as const;
export type QuoteRequestFolder = (typeof QUOTE_REQUEST_FOLDERS)[number];

/**
 * The "we got your request" e-mail goes to an address the visitor typed: at most this many a day
 * to one address (compared without case), and this many an hour for the whole site, counted in
 * the database. Past either, the request is stored and the owner told as usual; only the
 * acknowledgement is skipped, and the request says why.
 */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY = 1;
export const ACKNOWLEDGEMENTS_PER_HOUR = 20;
/**
 * Of the hour's acknowledgements, requests that do not look like a person's may take only this
 * many; the rest are kept for those that do: sent through the site's form with its token spent
 * and a person's filling time, the first from its address that hour. So a few addresses sending
 * all they may (or other sites making their visitors post the plain form) cannot leave a real
 * customer without one.
 */
export const ACKNOWLEDGEMENTS_PER_HOUR_OPEN = 12;

/**
 * Why a request's acknowledgement was not sent although the visitor gave an e-mail address: the
 * address had one today, the site had its hourly number, or there is no address to send it from
 * (neither MAIL_FROM nor a business e-mail: NOTIFY_EMAIL stays private).
 */
export const ACKNOWLEDGE_SKIP_REASONS = [
  'recipient_daily_cap',
  'site_hourly_cap',
  'no_sender_address',
  /** The address unsubscribed from the site's automatic e-mails (contract/customer-mail.ts). */
  'unsubscribed',
] as const;
export type AcknowledgeSkipReason = (typeof ACKNOWLEDGE_SKIP_REASONS)[number];

/** Quote requests on one page of the inbox, unless the client asks for another size. */
export const QUOTE_REQUESTS_PAGE_SIZE = 20;
export const QUOTE_REQUESTS_PAGE_SIZE_MAX = 100;
export const QUOTE_REQUEST_NOTES_MAX_LENGTH = 5000;
export const QUOTE_REQUEST_SEARCH_MAX_LENGTH = 200;

/** A quote request as the inbox lists it. */
export interface QuoteRequestSummary {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  address: string;
  serviceTitle: string | null;
  /** The start of the details, about 140 characters. */
  excerpt: string;
  preferredContact: PreferredContact;
  status: QuoteRequestStatus;
  read: boolean;
  /** ISO 8601. */
  createdAt: string;
  photoCount: number;
  /** The day the owner means to follow up, YYYY-MM-DD, or null. */
  followUpOn: string | null;
  /** Null for a real request; why it is in the spam folder otherwise. */
  spamReason: SpamReason | null;
  notifyStatus: NotifyStatus;
  /** The start (ISO 8601 UTC) of the request's live estimate visit (booked or confirmed), or null. */
  visitStart: string | null;
}

/** Who gave a request's photo: the customer with the form, or the owner afterwards (an estimate's rooms). */
export type QuotePhotoAuthor = 'customer' | 'owner';

/** A photo of a request: fetch its copies with the owner's token at `quotePhotoPath`. */
export interface QuoteRequestPhoto {
  id: string;
  /** Of the full copy. */
  width: number;
  height: number;
  addedBy: QuotePhotoAuthor;
}

/** The owner's own photos one request may hold, besides the customer's QUOTE_PHOTOS_MAX. */
export const OWNER_PHOTOS_PER_REQUEST = 20;

/**
 * `POST` (Bearer), multipart with one file in QUOTE_PHOTO_FIELD: the owner adds a photo to the
 * request → 201 QuoteRequestPhoto; 400 with the field's message for a file that is no photo, too
 * large or past OWNER_PHOTOS_PER_REQUEST; 404 for no such request.
 */
export const requestPhotosPath = (requestId: number) => `/api/admin/messages/${requestId}/photos`;

/** `GET` (Bearer) → image/webp. Any other token or none → 401; another request's photo → 404. */
export function quotePhotoPath(requestId: number, photoId: string, size: QuotePhotoSize): string {
  return `${requestPhotosPath(requestId)}/${encodeURIComponent(photoId)}/${size}`;
}

/** A quote request with everything the visitor sent and the owner's own notes. */
export interface QuoteRequest extends QuoteRequestSummary {
  details: string;
  notes: string;
  readAt: string | null;
  /** What the mail server answered the last failed try of the owner's notification, in plain words. */
  notifyError: string | null;
  /**
   * The "we got your request" e-mail to the customer: 'off' when they gave no e-mail address, mail
   * is not set up, or it was skipped (`acknowledgeSkipped` says why).
   */
  acknowledgeStatus: NotifyStatus;
  acknowledgeError: string | null;
  /** Why the acknowledgement was skipped (status 'off') although the customer gave an address; null otherwise. */
  acknowledgeSkipped: AcknowledgeSkipReason | null;
  photos: QuoteRequestPhoto[];
  source: LeadSource;
  /**
   * Posted by the visitor's browser itself, before the page's script ran or without it: no form
   * token came with it, so the minimum fill time was not checked (gateway/contract/plain-quote-form.ts).
   */
  sentWithoutScript: boolean;
  /** Its live estimate visit, else its last cancelled one, else null (contract/estimate-visits.ts). */
  visit: EstimateVisit | null;
  /** Follow-ups, the review request and unsubscribing (contract/customer-mail.ts). */
  customerMail: CustomerMailState;
  /** Everything that happened to it, oldest first (contract/request-timeline.ts). */
  timeline: TimelineEvent[];
}

/** Requests per status (and unread) in the inbox, and the spam folder's size. */
export type QuoteRequestCounts = Record<QuoteRequestStatus | 'unread' | 'spam', number>;

/** `GET /api/admin/messages`. */
export interface QuoteRequestPage {
  items: QuoteRequestSummary[];
  /** Requests matching the filter, over all pages. */
  total: number;
  page: number;
  pageSize: number;
  /** Requests per status (and unread), whatever the filter. */
  counts: QuoteRequestCounts;
}

/** `PATCH /api/admin/messages/:id`: only what changes. */
export type QuoteRequestUpdate = Partial<{
  status: QuoteRequestStatus;
  notes: string;
  read: boolean;
  /** YYYY-MM-DD, or null to clear it. */
  followUpOn: string | null;
}>;

/*
 * More routes on one request (Bearer, each answering the whole `QuoteRequest`):
 * - `POST /api/admin/messages/:id/restore`: out of the spam folder into the inbox; the owner's
 *   notification and the customer's acknowledgement are sent then, as for a new request.
 * - `POST /api/admin/messages/:id/retry-mail`: sends again the e-mails of this request that failed.
 * `DELETE /api/admin/messages/:id` deletes its photos too.
 */

/** Follow-ups the overview lists at most. */
export const FOLLOW_UPS_ON_OVERVIEW = 20;
/** The overview counts requests by source over this many days. */
export const SOURCES_WINDOW_DAYS = 30;

/** `GET /api/admin/overview[?today=YYYY-MM-DD]` (today: the owner's own date; UTC when absent). */
export interface Overview {
  counts: { new: number; thisWeek: number; thisMonth: number; total: number };
  /** The newest requests, up to five, newest first. */
  latest: QuoteRequestSummary[];
  /** Requests whose follow-up day is today or past, the most overdue first. */
  followUps: QuoteRequestSummary[];
  /** Inbox requests of the last SOURCES_WINDOW_DAYS days by `leadSourceLabel`, most first. */
  sources: { source: string; count: number }[];
  /** Quotes neither won nor lost, the longest waiting first (contract/customer-mail.ts). */
  awaitingDecision: AwaitingDecision[];
  mail: MailHealth;
  /**
   * Requests of the last SKIPPED_ACKNOWLEDGEMENTS_WINDOW_DAYS days whose customer got no
   * acknowledgement because the site had sent as many as it may that hour; null when none.
   */
  skippedAcknowledgements: { count: number; latestAt: string } | null;
  /**
   * Photos visitors were refused in the same days for want of room: all photos' (QUOTE_PHOTOS_MAX_TOTAL_MB
   * reached) or the share of photos no request has claimed yet; null when none.
   */
  refusedPhotos: { count: number; latestAt: string; storageFull: boolean } | null;
}

/** How far back the overview tells of acknowledgements the hourly limit stopped. */
export const SKIPPED_ACKNOWLEDGEMENTS_WINDOW_DAYS = 7;

export type { MailHealth, MailTestResult };
