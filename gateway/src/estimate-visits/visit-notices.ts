import type { EstimateVisit, VisitCanceller } from '../../contract/estimate-visits.ts';
import type { StoredQuoteRequest } from '../quote-requests/index.ts';

/** A visit as its e-mails need it: the visit, its request, and the customer's private link's key. */
export interface VisitNoticeFacts {
  visit: EstimateVisit;
  request: StoredQuoteRequest;
  /** The key of the customer's manage link (`visitManageUrl`). */
  token: string;
  /** The business's zone, which the e-mails' times are written in. */
  timeZone: string;
}

/** The owner's phone alert of a visit the customer booked, after it is committed (the phone alerts hand it in). */
export interface VisitAlerts {
  visitBooked(facts: VisitNoticeFacts): void;
}

/**
 * The e-mails a change to a visit sends, after it is committed: the customer's (an .ics
 * invitation, the time, the private link to move or cancel) and the owner's notification. Never
 * throws, never blocks: the outcome of the customer's is recorded on the visit (`customerMail`).
 */
export interface VisitNotices {
  /** Booked, by the customer (the owner is notified too) or the owner (the customer only). */
  booked(facts: VisitNoticeFacts): void;
  /** Moved from `previousStart` by `by`: the customer gets the new time; the owner is told when the customer moved it. */
  moved(facts: VisitNoticeFacts, previousStart: string, by: VisitCanceller): void;
  /** Cancelled (facts.visit says by whom and why): the customer gets a cancellation; the owner is told when the customer cancelled. */
  cancelled(facts: VisitNoticeFacts): void;
}
