import { TIME_OF_DAY_PATTERN, WEEKDAYS, type Weekday } from './business.ts';

// Estimate visits booked online: the owner's weekly hours for visits, the windows a customer is
// offered and books, the private link that moves or cancels a booking, and the owner's calendar
// feed. Times on the wire are exact instants (ISO 8601 UTC, "2026-12-01T17:00:00.000Z"); the
// business's time zone says how to show them and which calendar day each belongs to.

export { TIME_OF_DAY_PATTERN, WEEKDAYS, type Weekday };

/**
 * Hours of one weekday when the owner does estimate visits, wall-clock time in the business's
 * zone ("08:00"–"12:00"). Visits of `visitMinutes` are offered from `start`, one after another
 * with `bufferMinutes` between them, each ending by `end`: 08:00–12:00 with 60 + 30 minutes offers
 * 08:00, 09:30 and 11:00. A time that does not exist that day (the hour skipped when clocks go
 * forward) is not offered; a time that happens twice (clocks go back) is offered once, the first.
 */
export interface VisitHours {
  day: Weekday;
  /** HH:MM, 24-hour. */
  start: string;
  /** HH:MM, 24-hour, after `start` (a visit never runs past midnight). */
  end: string;
}

/** Days with no visits at all (holidays, a week away, a fully booked job), both ends included. */
export interface BlockedDays {
  /** YYYY-MM-DD in the business's zone. */
  from: string;
  /** YYYY-MM-DD, on or after `from`. */
  to: string;
  /** The owner's own reminder ("Thanksgiving"); never shown to customers. */
  note: string;
}

/** `GET` and `PUT /api/admin/visits/availability` (Bearer): when customers may book an estimate visit. */
export interface VisitAvailability {
  /** Customers are offered windows only when on (off by default, until the owner sets hours). */
  enabled: boolean;
  /**
   * IANA time zone of the business ("America/Los_Angeles"): the hours above are its wall-clock
   * time. Until the owner chooses one, the server's TZ.
   */
  timeZone: string;
  visitMinutes: number;
  /** Kept free after each visit (travel, running late). */
  bufferMinutes: number;
  /** Visits booked on one day at most (the owner's own and the customers'). */
  maxPerDay: number;
  /** No window starts sooner than this after now. */
  minNoticeHours: number;
  /** Windows are offered up to this many days ahead (today is day 0). */
  daysAhead: number;
  /** At most VISIT_HOURS_MAX, any order; a weekday not listed is a day off. */
  hours: VisitHours[];
  /** At most BLOCKED_DAYS_MAX. */
  blocked: BlockedDays[];
}

export const VISIT_MINUTES_MIN = 15;
export const VISIT_MINUTES_MAX = 8 * 60;
export const BUFFER_MINUTES_MAX = 4 * 60;
export const MAX_PER_DAY_MAX = 20;
export const MIN_NOTICE_HOURS_MAX = 14 * 24;
export const DAYS_AHEAD_MAX = 90;
export const VISIT_HOURS_MAX = 7 * 6;
export const BLOCKED_DAYS_MAX = 100;
export const BLOCKED_NOTE_MAX_LENGTH = 100;

/** What a new site starts with: off, weekday mornings and early afternoons, an hour a visit. */
export const DEFAULT_VISIT_AVAILABILITY: Omit<VisitAvailability, 'timeZone'> = {
  enabled: false,
  visitMinutes: 60,
  bufferMinutes: 30,
  maxPerDay: 3,
  minNoticeHours: 24,
  daysAhead: 21,
  hours: (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).flatMap((day) => [
    { day, start: '08:00', end: '12:00' },
    { day, start: '13:00', end: '15:00' },
  ]),
  blocked: [],
};

/** One window a customer can book: an exact start and end. */
export interface VisitWindow {
  /** ISO 8601 UTC. */
  start: string;
  /** ISO 8601 UTC. */
  end: string;
}

/** The free windows of one calendar day in the business's zone. */
export interface VisitDay {
  /** YYYY-MM-DD in the business's zone. */
  date: string;
  windows: VisitWindow[];
}

/** Windows a picker shows at most (the soonest first); a customer who wants later calls. */
export const VISIT_WINDOWS_SHOWN_MAX = 40;

/**
 * `GET /api/visits/windows` (public, no-store): the free windows from now on, grouped by day.
 * Off (or no hours set): `enabled` false and no days.
 */
export interface VisitWindows {
  enabled: boolean;
  timeZone: string;
  days: VisitDay[];
}

/** Where a booking stands. A cancelled one stays on the request's record; its window is free again. */
export const VISIT_STATUSES = ['booked', 'confirmed', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** Who cancelled a visit. */
export const VISIT_CANCELLERS = ['customer', 'owner'] as const;
export type VisitCanceller = (typeof VISIT_CANCELLERS)[number];

/** The customer may move or cancel a visit online until this long before it starts; after that, they call. */
export const VISIT_CHANGE_CUTOFF_HOURS = 12;
/**
 * Moves a customer may make online of one request's visits, counted over the request (a visit
 * cancelled and booked again keeps the moves made of the one before); after that, they call.
 */
export const VISIT_CUSTOMER_MOVES_MAX = 3;
/**
 * Times a customer may book again online, from the link, after the request's visit was cancelled.
 * Each booking and cancel e-mails the owner and each booking alerts the owner's phone: a second
 * re-booking is a call, so the owner hears from the customer, not from a loop.
 */
export const VISIT_CUSTOMER_REBOOKS_MAX = 1;
/**
 * The private link works until this many days after its visit ends (the request's live visit,
 * else its last cancelled one). Past the cut-off the page only shows the time and the phone: two
 * weeks covers a customer checking when the visit was as the quote arrives, and then a forwarded
 * or leaked link is dead instead of working for as long as the e-mail is kept.
 */
export const VISIT_LINK_DAYS_AFTER = 14;
/**
 * A request with no visit yet: its link (the receipt's key, to book one) works this many days
 * after the request came in. A month outlasts the windows offered (DEFAULT_VISIT_AVAILABILITY's
 * three weeks) and the owner's call back; a request older than that is a phone call anyway.
 */
export const VISIT_LINK_DAYS_UNBOOKED = 30;
/** The reminder goes this long before the visit (and only for a visit booked longer ago than that). */
export const VISIT_REMINDER_HOURS = 24;
export const VISIT_CANCEL_REASON_MAX_LENGTH = 500;
/**
 * E-mails about visits that a visitor's own booking, moves and cancel can send one address in a
 * day, and the whole site in an hour (the owner's changes are not counted: the owner is no spammer).
 */
export const VISIT_MAILS_PER_RECIPIENT_PER_DAY = 6;
export const VISIT_MAILS_PER_HOUR = 30;

/** An estimate visit as the owner sees it, on its request and the overview. */
export interface EstimateVisit {
  id: number;
  quoteRequestId: number;
  /** ISO 8601 UTC. */
  start: string;
  end: string;
  status: VisitStatus;
  /** Who booked it: the customer online, or the owner from the dashboard. */
  bookedBy: VisitCanceller;
  /** ISO 8601. */
  bookedAt: string;
  cancelledBy: VisitCanceller | null;
  /** The owner's reason, which the customer's e-mail repeats; null when the customer cancelled. */
  cancelReason: string | null;
  /** The customer's e-mails about this visit (confirmation, move, cancel, reminder): the last one's outcome. */
  customerMail: { status: 'off' | 'pending' | 'sent' | 'failed'; error: string | null };
  reminderSentAt: string | null;
}

/** A visit on the overview: with whom, for what, where. */
export interface UpcomingVisit extends EstimateVisit {
  name: string;
  /** The request's address as the customer gave it. */
  address: string;
  serviceTitle: string | null;
  phone: string | null;
}

/**
 * `GET /api/admin/visits?from=ISO` (Bearer): live (not cancelled) visits starting at or after
 * `from` (default: the start of today in the business's zone), soonest first, at most
 * UPCOMING_VISITS_MAX.
 */
export interface UpcomingVisits {
  timeZone: string;
  visits: UpcomingVisit[];
}
export const UPCOMING_VISITS_MAX = 50;

/*
 * The owner's changes to a request's visit (Bearer), each answering the request's `EstimateVisit`:
 * - `POST /api/admin/messages/:id/visit` `{ start }`: books one (bookedBy 'owner'; any future
 *   start, not only the offered windows, still never overlapping another live visit); 409 when the
 *   request already has a live visit.
 * - `POST /api/admin/messages/:id/visit/confirm`: booked → confirmed.
 * - `POST /api/admin/messages/:id/visit/move` `{ start }`: the customer is e-mailed the new time.
 * - `POST /api/admin/messages/:id/visit/cancel` `{ reason }`: the customer is e-mailed, with the reason.
 * A request's `QuoteRequest.visit` is its live visit, else its last cancelled one, else null.
 */
export interface OwnerVisitTime {
  /** ISO 8601 with an offset or Z; a future instant. */
  start: string;
}
export interface OwnerVisitCancel {
  reason: string;
}

/**
 * `POST /api/visits` (public): the customer books a window for the request they just sent.
 * `token` is `QuoteReceipt.visitToken`. → 201 `BookedVisit`. A window that is not offered (taken
 * meanwhile, past, outside the hours): 409 with code `window_taken` and the next free windows in
 * `VisitConflict`. A request that already has a live visit: 409 `visit_exists`. A request whose
 * visit was cancelled is booked again VISIT_CUSTOMER_REBOOKS_MAX times at most, then 400
 * `visit_locked` (`rebookedAlready`). An expired link: 410, as on the manage page.
 */
export interface VisitBooking {
  token: string;
  /** One of the offered windows' `start`. */
  start: string;
}

/** What the customer sees of their booking (the picker's answer, and the manage page). */
export interface BookedVisit {
  start: string;
  end: string;
  status: VisitStatus;
  timeZone: string;
  /** The business's name and phone, for "call us to change it". */
  businessName: string;
  businessPhone: string;
  /** The service chosen on the form, or null for "not sure yet". */
  serviceTitle: string | null;
  /** Until when the customer may move or cancel online (ISO 8601 UTC). */
  changeableUntil: string;
  /** Whether they still may: not cancelled, before the cut-off, moves left. */
  canMove: boolean;
  canCancel: boolean;
}

/** The body of a 409 `window_taken`: the error, and the next free windows to choose from. */
export interface VisitConflict {
  error: { code: 'window_taken' | 'visit_exists'; message: string };
  windows: VisitWindows;
}

/**
 * The customer's private page for their booking: `/visit#<token>` (the token never reaches a
 * server log: browsers do not send the part after #). The e-mails link to it.
 * - `POST /api/visits/manage` `{ token }` → `BookedVisit` (404 `visit_not_found` for a token that
 *   is unknown or forged, or a request with no visit).
 * - `POST /api/visits/manage/move` `{ token, start }` → `BookedVisit`; 409 as for booking; 400
 *   `visit_locked` past the cut-off, after VISIT_CUSTOMER_MOVES_MAX moves, or once cancelled.
 * - `POST /api/visits/manage/cancel` `{ token }` → `BookedVisit` (status 'cancelled'); 400
 *   `visit_locked` past the cut-off or when already cancelled.
 * Each answers 410 `visit_link_expired` (`VisitLinkExpired`) once the link has expired:
 * VISIT_LINK_DAYS_AFTER days after its visit ends, or, for a request with no visit,
 * VISIT_LINK_DAYS_UNBOOKED days after the request came in.
 */
export const VISIT_MANAGE_PATH = '/visit';
export const visitManageUrl = (siteUrl: string, token: string) => `${siteUrl}${VISIT_MANAGE_PATH}#${token}`;

export interface VisitManageRequest {
  token: string;
}
export interface VisitMoveRequest {
  token: string;
  start: string;
}

export const VISIT_ERROR_CODES = {
  windowTaken: 'window_taken',
  visitExists: 'visit_exists',
  visitNotFound: 'visit_not_found',
  visitLocked: 'visit_locked',
  bookingOff: 'booking_off',
  linkExpired: 'visit_link_expired',
} as const;

/** The customer's words for each refusal, the same on the picker and the manage page. */
export const VISIT_MESSAGES = {
  windowTaken: 'Someone has just booked that time. Please pick another one.',
  windowNotOffered: 'That time is not one we offer. Please pick one of the times shown.',
  visitExists: 'This request already has a visit booked. Use the link in your e-mail to move it.',
  visitNotFound: 'We could not find this booking. Use the link in your latest e-mail from us, or call us.',
  pastCutoff: `It is less than ${VISIT_CHANGE_CUTOFF_HOURS} hours before the visit: please call us to change it.`,
  tooManyMoves: 'This visit has been moved several times already: please call us to change it.',
  rebookedAlready: 'This visit was cancelled and booked again already: please call or e-mail us to book another time.',
  cancelled: 'This visit was cancelled. Send a new request, or call us, to book another one.',
  bookingOff: 'Online booking is off just now. We will call you to arrange a time.',
  startInPast: 'Choose a time in the future.',
  overlaps: 'That time overlaps another visit.',
} as const;

/** The words of a 410 `visit_link_expired`, naming the business (or "us", before it has a name). */
export const visitLinkExpiredMessage = (businessName: string) =>
  `This link has expired; call or e-mail ${businessName || 'us'}.`;

/** The body of a 410 `visit_link_expired`: the error, and how to reach the business instead. */
export interface VisitLinkExpired {
  error: { code: 'visit_link_expired'; message: string };
  /** The business's details; a part it has not filled in is empty. */
  business: { name: string; phone: string; email: string };
}

/**
 * The owner's calendar feed: `GET /api/calendar/<token>.ics` (public, secret in the path;
 * text/calendar) lists the live visits (name, town and service; never the request's details) and
 * the follow-up days. Subscribe as `webcal://…`. Revoking it (or making a new one) makes the old
 * address 404.
 * - `GET /api/admin/visits/feed` (Bearer) → `CalendarFeed`.
 * - `POST /api/admin/visits/feed` → a new address (the old one stops working) → `CalendarFeed`.
 * - `DELETE /api/admin/visits/feed` → none → `CalendarFeed` with url null.
 */
export interface CalendarFeed {
  /** https://…/api/calendar/<token>.ics, or null when there is none. */
  url: string | null;
  /** The same with webcal://, which calendar apps open as a subscription; null when none. */
  webcalUrl: string | null;
  createdAt: string | null;
}
/** The feed's path (calendar apps are asked to fetch it again hourly, X-PUBLISHED-TTL; Google may wait longer). */
export { CALENDAR_FEED_PREFIX } from './routes.ts';
