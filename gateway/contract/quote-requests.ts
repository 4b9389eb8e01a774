/** How the visitor wants to hear back. */
export const PREFERRED_CONTACTS = ['email', 'phone', 'text'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

/** Where a quote request stands in the owner's inbox. */
export const REQUEST_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'archived'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

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

/** The body of `POST /api/contact`. */
export interface QuoteRequest {
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
}

/** `POST /api/contact` → 201. */
export interface QuoteReceipt {
  id: number;
  receivedAt: string;
}

/** `GET /api/contact/token`. */
export interface FormTokenResponse {
  token: string;
}

/** Quote requests on one page of the inbox, unless the client asks for another size. */
export const MESSAGES_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE_MAX = 100;
export const MESSAGE_NOTES_MAX_LENGTH = 5000;
export const MESSAGE_SEARCH_MAX_LENGTH = 200;

/** A quote request as the inbox lists it. */
export interface MessageSummary {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  address: string;
  serviceTitle: string | null;
  /** The start of the details, about 140 characters. */
  excerpt: string;
  preferredContact: PreferredContact;
  status: RequestStatus;
  read: boolean;
  /** ISO 8601. */
  createdAt: string;
}

/** A quote request with everything the visitor sent and the owner's own notes. */
export interface Message extends MessageSummary {
  details: string;
  notes: string;
  readAt: string | null;
  notifyStatus: NotifyStatus;
}

export type MessageCounts = Record<RequestStatus | 'unread', number>;

/** `GET /api/admin/messages`. */
export interface MessagePage {
  items: MessageSummary[];
  /** Requests matching the filter, over all pages. */
  total: number;
  page: number;
  pageSize: number;
  /** Requests per status (and unread), whatever the filter. */
  counts: MessageCounts;
}

/** `PATCH /api/admin/messages/:id`: only what changes. */
export type MessageChanges = Partial<{ status: RequestStatus; notes: string; read: boolean }>;

/** `GET /api/admin/overview`. */
export interface Overview {
  counts: { new: number; thisWeek: number; thisMonth: number; total: number };
  /** The newest requests, up to five, newest first. */
  latest: MessageSummary[];
}
