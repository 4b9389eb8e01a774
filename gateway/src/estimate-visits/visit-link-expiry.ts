import { type EstimateVisit, VISIT_LINK_DAYS_AFTER, VISIT_LINK_DAYS_UNBOOKED } from '../../contract/estimate-visits.ts';
import type { StoredQuoteRequest } from '../quote-requests/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a request's private link stops working: VISIT_LINK_DAYS_AFTER days after its visit ends
 * (the live one, else the last cancelled: a re-booking moves it on), or, with no visit yet,
 * VISIT_LINK_DAYS_UNBOOKED days after the request came in. Nothing is stored: the key carries no
 * date, so the rule is read off the request and its visit each time.
 */
export function linkExpiresAtMs(
  request: Pick<StoredQuoteRequest, 'createdAt'>,
  visit: Pick<EstimateVisit, 'end'> | undefined,
): number {
  return visit
    ? Date.parse(visit.end) + VISIT_LINK_DAYS_AFTER * DAY_MS
    : Date.parse(request.createdAt) + VISIT_LINK_DAYS_UNBOOKED * DAY_MS;
}
