import { type CustomerMailState, FOLLOW_UPS_MAX } from '@painting-site/gateway/contract/customer-mail';
import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "Mar 10, 2026" for a moment, in the owner's own time zone. */
export function formatDayOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat.format(date);
}

export const FOLLOW_UPS_DONE = `All ${FOLLOW_UPS_MAX} follow-ups have been sent: no more go.`;
export const NO_FOLLOW_UP_UNSUBSCRIBED = 'No follow-up goes: the customer unsubscribed.';
export const NO_FOLLOW_UP_NO_EMAIL = 'No follow-up goes: the customer gave no e-mail address.';
export const NO_FOLLOW_UP_OFF = 'No automatic follow-up is planned: quote follow-ups are off, or e-mail is not set up.';

/** "Follow-up 1 of 2 goes on Mar 10, 2026", or why none will, while a request is quoted; null otherwise. */
export function followUpPlan(message: Pick<QuoteRequest, 'status' | 'email'>, mail: CustomerMailState): string | null {
  if (message.status !== 'quoted') return null;
  if (mail.nextFollowUpAt) {
    return `Follow-up ${mail.followUpsSent + 1} of ${FOLLOW_UPS_MAX} goes on ${formatDayOf(mail.nextFollowUpAt)}.`;
  }
  if (mail.followUpsSent >= FOLLOW_UPS_MAX) return FOLLOW_UPS_DONE;
  if (mail.unsubscribedAt) return NO_FOLLOW_UP_UNSUBSCRIBED;
  if (!message.email) return NO_FOLLOW_UP_NO_EMAIL;
  return NO_FOLLOW_UP_OFF;
}

/** How the review request to this customer went, in words. */
export function reviewRequestWords(review: NonNullable<CustomerMailState['reviewRequest']>): string {
  const day = formatDayOf(review.at);
  if (review.outcome === 'sent') return `Review request sent on ${day}.`;
  if (review.outcome === 'pending') return `Review request waiting to be sent (asked on ${day}).`;
  return `The review request could not be sent (${day})${review.error ? `: ${review.error}` : '.'}`;
}

export const unsubscribedWords = (at: string) => `Unsubscribed from automatic e-mails on ${formatDayOf(at)}.`;
