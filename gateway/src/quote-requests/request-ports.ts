import type { Context } from 'koa';
import type { AwaitingDecision, CustomerMailState, REVIEW_REQUEST_ERROR_CODES } from '../../contract/customer-mail.ts';
import type { EstimateVisit } from '../../contract/estimate-visits.ts';
import type { SiteEvent } from '../../contract/visitor-counts.ts';
import type { RequestKeys } from '../http/request-keys.ts';
import type { StoredQuoteRequest } from './quote-request-store.ts';

// What the quote requests ask of the modules built on them (the phone alerts, the customer mail,
// the estimate visits, the visitor counts), said here in the requests' own terms: those modules
// import the requests and hand in what meets these, so the requests import none of them.

/** The owner's phone alert of a request that came in (or was restored from spam). */
export interface RequestAlerts {
  quoteRequest(request: StoredQuoteRequest): void;
}

/** Why a customer cannot be asked for a review now (contract/customer-mail.ts). */
type ReviewRefusal = (typeof REVIEW_REQUEST_ERROR_CODES)[keyof typeof REVIEW_REQUEST_ERROR_CODES];

/** A request's follow-ups and its review request, as the owner's inbox shows and asks them. */
export interface RequestFollowUps {
  stateOf(request: StoredQuoteRequest): CustomerMailState;
  awaitingDecision(): AwaitingDecision[];
  /** Undefined when there is no such request; else refused (with words), or the e-mail's sending. */
  askForReview(
    requestId: number,
  ): { refused: ReviewRefusal; message: string } | { sending: Promise<boolean> } | undefined;
}

/** The addresses that asked for no more automatic e-mail, and the link each e-mail carries to ask. */
export interface RequestUnsubscribes {
  /** When the address unsubscribed (ISO 8601), or undefined. */
  since(address: string): string | undefined;
}
export interface UnsubscribeLinkMaker {
  /** Undefined while the site has no address a link could lead to. */
  url(requestId: number): string | undefined;
}

/** Each request's estimate visit, as the inbox lists them. */
export interface RequestVisits {
  forRequest(requestId: number): EstimateVisit | undefined;
  /** The start of each request's visit still to come, by request id. */
  liveStarts(requestIds: readonly number[]): Map<number, string>;
}

/** The key the customer's browser gets with its receipt, to book a visit for that request. */
export type VisitKeys = Pick<RequestKeys, 'issue'>;

/** Counts a visitor's event (the no-script form sent) as the site's visitor counts do. */
export type CountEvent = (ctx: Context, event: SiteEvent) => void;
