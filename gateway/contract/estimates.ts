import type { Cents, Deposit, Discount, EstimateTotals } from './estimate-money.ts';
import { ESTIMATE_PAGE_PREFIX, ESTIMATE_PREVIEW_PREFIX } from './routes.ts';

// Estimates: the priced offer the owner writes from a quote request, sends as a private link, and
// the customer accepts (or declines) online. ("Estimate visit" stays the visit where the owner
// measures: contract/estimate-visits.ts.) Money is integer cents in the site's one currency and
// every amount is the gateway's, computed from the lines by contract/estimate-money.ts; a total a
// client sends is never read.
//
// An estimate belongs to one quote request; a request may have several, the newest is its current
// one. The owner edits the draft (saved as they type); "Send" freezes it as a version, numbered
// from 1, and e-mails the customer a link to it. Editing after that makes the next version: the
// link to an older one says it was replaced and points to the newest. An accepted version never
// changes again.

export type { Cents, Deposit, Discount, EstimateTotals };
export { ESTIMATE_PAGE_PREFIX, ESTIMATE_PREVIEW_PREFIX };

/** The units the editor offers; the owner may type their own word instead (ESTIMATE_LIMITS.unitMaxLength). */
export const ESTIMATE_UNITS = ['each', 'sq ft', 'linear ft', 'hour', 'room', 'gallon'] as const;

export const ESTIMATE_LIMITS = {
  /** Good / Better / Best. */
  optionsMax: 3,
  areasPerOptionMax: 20,
  /** Every line of every option and area, and the add-ons: an estimate of 500 lines is refused. */
  linesMax: 200,
  addOnsMax: 10,
  optionNameMaxLength: 60,
  areaNameMaxLength: 80,
  descriptionMaxLength: 200,
  detailsMaxLength: 1000,
  unitMaxLength: 20,
  notesMaxLength: 5000,
  termsMaxLength: 10_000,
  paymentInstructionsMaxLength: 1000,
  paymentLinkMaxLength: 500,
  /** Photos from the request shown on the estimate. */
  photosMax: 10,
  /** The owner's price list. */
  priceListMax: 300,
  /** A line's amount, $10,000,000.00, and the whole of an option with every add-on, $100,000,000.00. */
  lineAmountMaxCents: 1_000_000_000,
  totalMaxCents: 10_000_000_000,
  /** The expiry is at most a year after the day it is sent. */
  expiryDaysMax: 365,
  /** The name the customer types to sign. */
  signerNameMinLength: 2,
  signerNameMaxLength: 100,
  declineReasonMaxLength: 1000,
  questionMinLength: 2,
  questionMaxLength: 2000,
  /** The drawn signature: a PNG of at most this many bytes and pixels a side. */
  signatureMaxBytes: 200 * 1024,
  signatureMaxWidth: 1600,
  signatureMaxHeight: 800,
} as const;

/** Days from sending to the expiry the editor starts with. */
export const ESTIMATE_DEFAULT_EXPIRY_DAYS = 30;

/** The terms a new site's estimates start with; the owner edits them once (EstimateSettings). */
export const ESTIMATE_DEFAULT_TERMS = [
  'This estimate covers the work described above, at the prices shown, until the date it expires.',
  'Paint colors and sheens are confirmed with you before work starts. Repairs to surfaces beyond those described are quoted separately, before they are done.',
  'Furniture is moved and covered by us; please put away small and fragile items.',
  'The balance is due when the work is finished and you have walked through it with us.',
].join('\n\n');

/** A priced line: of an area of an option, or an add-on the customer may tick. */
export interface EstimateLine {
  description: string;
  /** Optional; '' when none. */
  details: string;
  /** The quantity × 100 (2.5 rooms → 250); at least 0.01. */
  quantityHundredths: number;
  /** One of ESTIMATE_UNITS or the owner's own word. */
  unit: string;
  unitPriceCents: Cents;
  taxable: boolean;
}

export interface EstimateArea {
  /** "Living room", "Exterior". */
  name: string;
  lines: EstimateLine[];
}

export interface EstimateOption {
  /** "Good", "Walls and trim". */
  name: string;
  areas: EstimateArea[];
}

/** What the owner writes: the body of `PUT /api/admin/estimates/:id`, and of a version once sent. */
export interface EstimateDraft {
  /** 1 to ESTIMATE_LIMITS.optionsMax; with one, the customer is not asked to choose. */
  options: EstimateOption[];
  addOns: EstimateLine[];
  discount: Discount;
  /** The tax rate in thousandths of a percent (8.875 % → 8875), on the taxable lines; 0 for none. */
  taxThousandths: number;
  notes: string;
  terms: string;
  /** Ids of the request's photos shown with the estimate. */
  photoIds: string[];
  /** YYYY-MM-DD in the business's time zone: the last day it may be accepted. */
  expiresOn: string;
  deposit: Deposit;
  /** How to pay the deposit (check, Zelle, bank transfer…); '' when none. */
  paymentInstructions: string;
  /** A payment page from the owner's own processor, https only; '' when none. */
  paymentLink: string;
}

export const ESTIMATE_STATES = ['draft', 'sent', 'opened', 'accepted', 'declined', 'expired'] as const;
export type EstimateState = (typeof ESTIMATE_STATES)[number];

export const ESTIMATE_STATE_LABELS: Record<EstimateState, string> = {
  draft: 'Draft',
  sent: 'Sent',
  opened: 'Opened',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/** Each option's amounts with no add-on ticked, and each add-on's own amount. */
export interface EstimateOptionTotals {
  name: string;
  totals: EstimateTotals;
}

/** The money of a draft or version, as the gateway computed it. */
export interface EstimateMoney {
  options: EstimateOptionTotals[];
  /** Each add-on's amount (quantity × unit price). */
  addOns: Cents[];
}

/** The customer's choice, as the acceptance records it. */
export interface EstimateChoice {
  /** Index into options. */
  option: number;
  /** Indexes into addOns, ascending. */
  addOns: number[];
}

/** What the customer accepted: evidence of who agreed to what, and when. */
export interface EstimateAcceptance {
  version: number;
  /** SHA-256 (hex) of the version's canonical form (the frozen draft and the business and customer it names). */
  versionHash: string;
  choice: EstimateChoice;
  optionName: string;
  addOnNames: string[];
  totals: EstimateTotals;
  /** The full name the customer typed: the signature. */
  signerName: string;
  /** Whether a drawn signature came with it (the picture: GET …/signature.png). */
  drawnSignature: boolean;
  /** ISO 8601, the gateway's clock. */
  at: string;
  /** The address and browser it came from (kept with the acceptance only, and the page says so). */
  address: string;
  userAgent: string;
}

export interface EstimateDepositPayment {
  amountCents: Cents;
  /** "Check", "Zelle"… */
  method: string;
  /** YYYY-MM-DD. */
  paidOn: string;
}

export interface EstimateVersionSummary {
  version: number;
  /** ISO 8601. */
  sentAt: string;
  versionHash: string;
  /** The customer first opened this version's page; null if never. */
  openedAt: string | null;
  /** Set once a newer version was sent. */
  replacedAt: string | null;
}

/** One estimate, for the owner: `GET /api/admin/estimates/:id`. */
export interface Estimate {
  id: number;
  requestId: number;
  /** The estimate's number shown to the customer ("Estimate 1042"). */
  number: number;
  state: EstimateState;
  /** The request's current estimate (its newest). */
  current: boolean;
  draft: EstimateDraft;
  /** The draft's amounts, as the customer would see them. */
  money: EstimateMoney;
  /** Whether the draft differs from the last version sent (sending makes a new version). */
  changedSinceSent: boolean;
  versions: EstimateVersionSummary[];
  acceptance: EstimateAcceptance | null;
  declined: { at: string; reason: string } | null;
  depositPaid: EstimateDepositPayment | null;
  /** The customer's page of the newest version (null until sent). */
  customerUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A row of the Estimates list: `GET /api/admin/estimates?state=…`. */
export interface EstimateListItem {
  id: number;
  requestId: number;
  number: number;
  customerName: string;
  state: EstimateState;
  /** The accepted total, else the highest option's total with no add-on (of the draft if never sent). */
  valueCents: Cents;
  sentAt: string | null;
  expiresOn: string;
  updatedAt: string;
}

export interface EstimateListResponse {
  estimates: EstimateListItem[];
  currency: string;
}

/** A saved item of the owner's price list, picked into a line. */
export interface PriceListItem {
  id: number;
  name: string;
  /** Optional words the line's details start with. */
  details: string;
  unit: string;
  unitPriceCents: Cents;
  taxable: boolean;
}
export type PriceListItemInput = Omit<PriceListItem, 'id'>;

/** The owner's estimate settings: `GET` and `PUT /api/admin/estimates/settings`. */
export interface EstimateSettings {
  /** ISO 4217 ("USD", "CAD", "EUR"); USD by default. */
  currency: string;
  /** BCP 47 locale amounts are written in ("en-US"). */
  locale: string;
  /** The terms every new estimate starts with. */
  terms: string;
  paymentInstructions: string;
  paymentLink: string;
  /** Tax rate new estimates start with, in thousandths of a percent. */
  taxThousandths: number;
}

/** The currencies the settings offer (any ISO 4217 code Intl knows is taken). */
export const ESTIMATE_CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'NZD', 'MXN'] as const;

/** `POST /api/admin/estimates/:id/deposit` body. */
export type EstimateDepositInput = EstimateDepositPayment;

/** The owner's figures for the overview and the per-source table. */
export interface EstimateMonthFigures {
  sent: number;
  quotedCents: Cents;
  won: number;
  wonCents: Cents;
  /** won ÷ decided (accepted + declined + expired) this month, 0–1; null when none decided. */
  winRate: number | null;
}

// The API.
export const ADMIN_ESTIMATES_PATH = '/api/admin/estimates';
export const adminEstimatePath = (id: number) => `${ADMIN_ESTIMATES_PATH}/${id}`;
/**
 * `GET` (Bearer): the drawn signature of the accepted version, a PNG (404 when the estimate is not
 * accepted or was signed by typed name only: EstimateAcceptance.drawnSignature says which).
 */
export const adminEstimateSignaturePath = (id: number) => `${adminEstimatePath(id)}/signature.png`;
/** `POST` `{requestId}`: a new draft from a quote request (its name, address and photos). */
export const ADMIN_ESTIMATES_FOR_REQUEST_PATH = ADMIN_ESTIMATES_PATH;
export const ADMIN_PRICE_LIST_PATH = `${ADMIN_ESTIMATES_PATH}/price-list`;
export const ADMIN_ESTIMATE_SETTINGS_PATH = `${ADMIN_ESTIMATES_PATH}/settings`;
/** `GET` `?month=YYYY-MM` (the business's month; this month when absent) → EstimateMonthFigures. */
export const ADMIN_ESTIMATE_FIGURES_PATH = `${ADMIN_ESTIMATES_PATH}/figures`;

/**
 * `POST /api/admin/estimates/:id/preview` (Bearer): the address of the owner's preview of the saved
 * draft, the customer's page exactly as it will be sent, for a frame in the dashboard (a frame
 * sends no token, so the address carries a ticket: for this estimate, for ESTIMATE_PREVIEW_MINUTES).
 */
export interface EstimatePreviewLink {
  /** `/estimate-preview/<ticket>`, on the site's own origin. */
  url: string;
  /** ISO 8601: when the ticket stops opening it. */
  expiresAt: string;
}
export const ESTIMATE_PREVIEW_MINUTES = 15;
export const adminEstimatePreviewPath = (id: number) => `${adminEstimatePath(id)}/preview`;

/**
 * The customer's page: `/estimate/<key>` (the newest version), `/estimate/<key>?v=<n>` (the
 * version an e-mail named). The key (256 bits, stored hashed) is in the path so the page works
 * without script; nginx and the gateway mask it in their logs, and the page sends no referrer.
 */
export const estimatePageUrl = (linkBase: string, key: string, version?: number) =>
  `${linkBase}${ESTIMATE_PAGE_PREFIX}${key}${version === undefined ? '' : `?v=${version}`}`;

/** What the customer's page posts (form-encoded, with or without script), in the field `action`. */
export const ESTIMATE_PAGE_ACTIONS = ['accept', 'decline', 'question'] as const;
export type EstimatePageAction = (typeof ESTIMATE_PAGE_ACTIONS)[number];

/** The page's form fields. */
export const ESTIMATE_FORM_FIELDS = {
  action: 'action',
  version: 'version',
  option: 'option',
  addOn: 'addOn',
  signerName: 'signerName',
  /** The drawn signature, a data: URL of a PNG (set by the page's script). */
  signature: 'signature',
  reason: 'reason',
  question: 'question',
  /** The box the customer ticks: they read the terms. */
  agree: 'agree',
} as const;

export const ESTIMATE_ERROR_CODES = {
  notFound: 'estimate_not_found',
  /** The version was replaced by a newer one: accept that one. */
  replaced: 'estimate_replaced',
  expired: 'estimate_expired',
  /** Accepted or declined already (accepting the same again returns the first record). */
  decided: 'estimate_decided',
  /** The owner edits or sends an estimate that was accepted, or deletes one that was sent. */
  locked: 'estimate_locked',
  /** The owner sends again with nothing changed since the last version: the customer has it already. */
  nothingToSend: 'estimate_nothing_to_send',
  /** Sending needs the customer's e-mail address on the request. */
  noAddress: 'estimate_no_address',
} as const;

export const ESTIMATE_MESSAGES = {
  notFound:
    'This estimate link doesn’t work. Check that the whole link from the e-mail was opened, or ask us for a new one.',
  replaced: (version: number) => `This estimate was replaced by version ${version}. Please look at the new one.`,
  expired: (day: string) => `This estimate expired on ${day}. Ask us and we will send you a new one.`,
  accepted: 'This estimate was accepted already.',
  declined: 'This estimate was declined. Ask us if you would like it again.',
  acceptedLocked: 'An accepted estimate can’t be changed. Write a new estimate for more work.',
  nothingToSend: 'Nothing changed since the last version was sent.',
  noAddress: 'The request has no e-mail address to send the estimate to. Add one on the request first.',
} as const;

/** An amount as the business writes it ("$1,250.00"), by Intl.NumberFormat in its locale and currency. */
export const formatMoney = (cents: Cents, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

/** A quantity in hundredths as written ("2.5", "12", "0.25"). */
export const formatQuantity = (hundredths: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hundredths / 100);

/** A percent in thousandths as written ("8.875 %" → "8.875"). */
export const formatPercent = (thousandths: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(thousandths / 1000);
