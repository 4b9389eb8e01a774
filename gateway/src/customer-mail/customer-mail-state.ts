import {
  type AwaitingDecision,
  type CustomerMailState,
  FOLLOW_UPS_MAX,
  type FollowUpSettings,
} from '../../contract/customer-mail.ts';
import type { StoredQuoteRequest } from '../quote-requests/index.ts';
import { DAY_MS } from './follow-ups.ts';
import type { StoredReviewRequest } from './review-request-store.ts';

/** When the request's next follow-up is due (ISO 8601), or null when none will be sent. */
export function nextFollowUpAt(
  request: StoredQuoteRequest,
  followUps: FollowUpSettings,
  unsubscribed: boolean,
): string | null {
  const { status, email, quotedAt, lastFollowUpAt, followUpsSent, spamReason } = request;
  if (!followUps.enabled || status !== 'quoted' || !quotedAt || !email || unsubscribed || spamReason) return null;
  if (followUpsSent >= FOLLOW_UPS_MAX) return null;
  const from = lastFollowUpAt && lastFollowUpAt > quotedAt ? lastFollowUpAt : quotedAt;
  return new Date(Date.parse(from) + followUps.afterDays * DAY_MS).toISOString();
}

/** What the request page shows of a request's automatic e-mails. */
export function customerMailState(
  request: StoredQuoteRequest,
  facts: {
    followUps: FollowUpSettings;
    unsubscribedAt: string | undefined;
    review: StoredReviewRequest | undefined;
    reviewBlockedReason: string | null;
  },
): CustomerMailState {
  const { review } = facts;
  return {
    unsubscribedAt: facts.unsubscribedAt ?? null,
    quotedAt: request.status === 'quoted' ? request.quotedAt : null,
    followUpsSent: request.followUpsSent,
    nextFollowUpAt: nextFollowUpAt(request, facts.followUps, facts.unsubscribedAt !== undefined),
    reviewRequest: review ? { at: review.at, outcome: review.outcome, error: review.error } : null,
    reviewBlockedReason: facts.reviewBlockedReason,
  };
}

/** A quote waiting on the customer's decision, as the overview lists it. */
export function awaitingDecision(request: StoredQuoteRequest, nextFollowUp: string | null): AwaitingDecision {
  return {
    id: request.id,
    name: request.name,
    serviceTitle: request.serviceTitle,
    // Quoted before the time was kept: waiting since it came in, at the latest.
    quotedAt: request.quotedAt ?? request.createdAt,
    followUpsSent: request.followUpsSent,
    nextFollowUpAt: nextFollowUp,
  };
}
