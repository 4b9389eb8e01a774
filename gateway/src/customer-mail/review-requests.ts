import type { DatabaseSync } from 'node:sqlite';
import { REVIEW_REQUEST_ERROR_CODES } from '../../contract/customer-mail.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Logger } from '../logger.ts';
import { MAIL_NOT_CONFIGURED, NO_CUSTOMER_SENDER } from '../mail/mail-sender.ts';
import type { RetryingDelivery } from '../mail/retrying-delivery.ts';
import type { QuoteRequestStore, RequestEventStore, StoredQuoteRequest } from '../quote-requests/index.ts';
import type { CustomerMailSettingsStore } from './customer-mail-settings-store.ts';
import { DAY_MS, UNSUBSCRIBED_WORDS, type WriteCustomerMail } from './follow-ups.ts';
import type { ReviewRequester, ReviewRequestStore } from './review-request-store.ts';
import type { UnsubscribeStore } from './unsubscribe-store.ts';

export type ReviewRefusal = (typeof REVIEW_REQUEST_ERROR_CODES)[keyof typeof REVIEW_REQUEST_ERROR_CODES];

const CODES = REVIEW_REQUEST_ERROR_CODES;

/** Why "Ask for a review" cannot be used, in the owner's words (mail's own words depend on what is missing). */
const REFUSAL_WORDS: Record<Exclude<ReviewRefusal, typeof CODES.mailOff>, string> = {
  [CODES.notWon]: 'Mark the job Won first: a review request goes to a customer whose job is done.',
  [CODES.noEmail]: 'The customer gave no e-mail address.',
  [CODES.unsubscribed]: UNSUBSCRIBED_WORDS,
  [CODES.alreadyAsked]: 'This customer was already asked for a review: each customer is asked once.',
  [CODES.noLink]: 'Enter your review link in the Customer e-mails settings first.',
};

export interface ReviewRequestDeps {
  db: DatabaseSync;
  requests: Pick<QuoteRequestStore, 'get'>;
  reviews: ReviewRequestStore;
  settings: Pick<CustomerMailSettingsStore, 'get'>;
  unsubscribes: Pick<UnsubscribeStore, 'since'>;
  events: Pick<RequestEventStore, 'add'>;
  delivery: Pick<RetryingDelivery, 'ready' | 'send'>;
  /** Whether e-mail is set up at all (else the customers' From is what is missing). */
  mailConfigured: () => boolean;
  write: WriteCustomerMail;
  clock: () => number;
  logger: Logger;
}

export type AskOutcome = { refused: ReviewRefusal; message: string } | { sending: Promise<boolean> };

export interface ReviewRequests {
  /** Why this request's customer cannot be asked now; undefined when they can. */
  refusal(request: StoredQuoteRequest): ReviewRefusal | undefined;
  words(refusal: ReviewRefusal): string;
  /**
   * Decides in one transaction with the review_requests row (so two clicks, or a click and the
   * sweep, ask once), then sends: the sending resolves true when the mail server took it.
   * Undefined when there is no such request.
   */
  ask(requestId: number, by: ReviewRequester): AskOutcome | undefined;
  /** The automatic ones: won at least `autoAfterDays` days ago, each decided once. Answers how many went out. */
  sendDue(): Promise<number>;
}

/** Review requests (contract/customer-mail.ts): at most one per customer address, by the owner or by itself. */
export function createReviewRequests(deps: ReviewRequestDeps): ReviewRequests {
  const { db, requests, reviews, settings, unsubscribes, events, delivery, write, clock, logger } = deps;

  const refusal = (request: StoredQuoteRequest): ReviewRefusal | undefined => {
    const { email } = request;
    if (request.status !== 'won') return CODES.notWon;
    if (!email) return CODES.noEmail;
    if (unsubscribes.since(email) !== undefined) return CODES.unsubscribed;
    // A request that failed reached no one: the owner may ask again.
    const asked = reviews.forAddress(email);
    if (asked && asked.outcome !== 'failed') return CODES.alreadyAsked;
    if (settings.get().reviews.link === '') return CODES.noLink;
    if (!delivery.ready()) return CODES.mailOff;
    return undefined;
  };
  const words = (code: ReviewRefusal) => {
    if (code !== CODES.mailOff) return REFUSAL_WORDS[code];
    return deps.mailConfigured() ? NO_CUSTOMER_SENDER : MAIL_NOT_CONFIGURED;
  };
  const byWords = (by: ReviewRequester) => {
    if (by === 'owner') return 'Asked by the owner';
    const days = settings.get().reviews.autoAfterDays ?? 0;
    return `Sent by itself ${days} ${days === 1 ? 'day' : 'days'} after Won`;
  };

  const send = async (request: StoredQuoteRequest & { email: string }, by: ReviewRequester) => {
    const { template } = settings.get().reviews;
    const result = await delivery.send(write(template, request, request.id));
    reviews.record(request.email, result.ok ? 'sent' : 'failed', result.ok ? null : result.message);
    events.add(request.id, {
      kind: 'review_request',
      outcome: result.ok ? 'sent' : 'failed',
      summary: result.ok ? `Review request sent to ${request.email}` : `Review request to ${request.email} failed`,
      detail: result.ok ? byWords(by) : result.message,
      at: result.at,
    });
    return result.ok;
  };

  const ask = (requestId: number, by: ReviewRequester): AskOutcome | undefined => {
    type Decision = { refused: ReviewRefusal } | { request: StoredQuoteRequest & { email: string } } | undefined;
    const decided = inTransaction(db, (): Decision => {
      const request = requests.get(requestId);
      if (!request) return undefined;
      const refused = refusal(request);
      if (refused) return { refused };
      const { email } = request;
      if (!email || !reviews.claim(email, requestId, by, new Date(clock()).toISOString())) {
        return { refused: CODES.alreadyAsked };
      }
      return { request: { ...request, email } };
    });
    if (!decided) return undefined;
    if ('refused' in decided) return { refused: decided.refused, message: words(decided.refused) };
    const sending = send(decided.request, by).catch((error: unknown) => {
      logger.error({ err: error, requestId }, 'could not record a review request');
      return false;
    });
    return { sending };
  };

  return {
    refusal,
    words,
    ask,
    async sendDue() {
      const { autoAfterDays, link } = settings.get().reviews;
      if (autoAfterDays === null || link === '' || !delivery.ready()) return 0;
      let sent = 0;
      for (const won of reviews.wonWithoutReview(new Date(clock() - autoAfterDays * DAY_MS).toISOString())) {
        if (!delivery.ready()) break;
        const outcome = ask(won.id, 'auto');
        if (!outcome) continue;
        if ('refused' in outcome) {
          // Once: the event itself keeps this request out of the next sweeps.
          const at = new Date(clock()).toISOString();
          events.add(won.id, {
            kind: 'review_request',
            outcome: 'skipped',
            summary: 'Review request not sent',
            detail: outcome.message,
            at,
          });
        } else if (await outcome.sending) sent += 1;
      }
      return sent;
    },
  };
}
