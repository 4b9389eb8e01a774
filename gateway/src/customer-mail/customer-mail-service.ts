import type { DatabaseSync } from 'node:sqlite';
import {
  AWAITING_DECISION_ON_OVERVIEW,
  type AwaitingDecision,
  type CustomerMailSending,
  type CustomerMailState,
} from '../../contract/customer-mail.ts';
import type { Logger } from '../logger.ts';
import type { MailSite } from '../mail/mail-layout.ts';
import type { MailSender } from '../mail/mail-sender.ts';
import { createRetryingDelivery } from '../mail/retrying-delivery.ts';
import type { QuoteRequestStore, RequestEventStore, StoredQuoteRequest } from '../quote-requests/index.ts';
import type { CustomerMailSettingsStore } from './customer-mail-settings-store.ts';
import { awaitingDecision, customerMailState, nextFollowUpAt } from './customer-mail-state.ts';
import { sweepCustomerMail } from './customer-mail-sweep.ts';
import { type MailLink, writeCustomerMail } from './customer-mail-template.ts';
import type { FollowUpStore } from './follow-up-store.ts';
import { sendDueFollowUps, type WriteCustomerMail } from './follow-ups.ts';
import type { ReviewRequestStore } from './review-request-store.ts';
import { type AskOutcome, createReviewRequests } from './review-requests.ts';
import type { UnsubscribeLinks } from './unsubscribe-keys.ts';
import type { UnsubscribeStore } from './unsubscribe-store.ts';

interface CustomerMailOptions {
  db: DatabaseSync;
  stores: {
    quoteRequests: Pick<QuoteRequestStore, 'get' | 'awaitingDecision'>;
    requestEvents: Pick<RequestEventStore, 'add'>;
    unsubscribes: Pick<UnsubscribeStore, 'since'>;
    customerMailSettings: CustomerMailSettingsStore;
    followUps: FollowUpStore;
    reviewRequests: ReviewRequestStore;
  };
  sender: Pick<MailSender, 'configured' | 'customerFrom' | 'send'>;
  /** The business's name, phone and e-mail, read as each e-mail is written. */
  site: () => MailSite;
  unsubscribeLinks: Pick<UnsubscribeLinks, 'url'>;
  logger: Logger;
  retryDelaysMs?: number[] | undefined;
  clock: () => number;
  /** The link a request's follow-up carries (its estimate, while the customer can still accept it). */
  followUpLink?: (requestId: number) => MailLink | undefined;
}

export interface CustomerMail {
  /** `QuoteRequest.customerMail`. */
  stateOf(request: StoredQuoteRequest): CustomerMailState;
  /** `Overview.awaitingDecision`. */
  awaitingDecision(): AwaitingDecision[];
  /** The owner's "Ask for a review"; undefined when there is no such request. */
  askForReview(requestId: number): AskOutcome | undefined;
  /** Whether the automatic e-mails can go out now (`CustomerMailView.sending`). */
  sending(): CustomerMailSending;
  /** Sends what is due now: follow-ups, then automatic review requests. */
  sweep(): Promise<{ followUps: number; reviews: number }>;
  /** Sweeps now and every CUSTOMER_MAIL_SWEEP_MS; answers the stop. */
  start(): () => void;
  /** Stops the retries and waits for the sends under way. */
  close(): Promise<void>;
}

/**
 * The automatic e-mails after a quote (contract/customer-mail.ts): follow-ups while a request is
 * quoted, and the one review request per customer once a job is won, each from the owner's
 * template, never to an address that unsubscribed, each on the request's timeline.
 */
export function createCustomerMail(options: CustomerMailOptions): CustomerMail {
  const { db, stores, sender, logger, clock } = options;
  const settings = stores.customerMailSettings;
  const delivery = createRetryingDelivery({ sender, retryDelaysMs: options.retryDelaysMs, clock });
  /** A request's automatic e-mail from a template, with the link `linkOf` names for it, if any. */
  const writer =
    (linkOf?: (requestId: number) => MailLink | undefined): WriteCustomerMail =>
    (template, customer, requestId) =>
      writeCustomerMail(
        template,
        customer,
        options.site(),
        settings.get().reviews.link,
        options.unsubscribeLinks.url(requestId),
        linkOf?.(requestId),
      );
  const write = writer();
  const writeFollowUp = writer(options.followUpLink);
  const shared = { settings, unsubscribes: stores.unsubscribes, events: stores.requestEvents, delivery, write, clock };
  const reviews = createReviewRequests({
    ...shared,
    db,
    requests: stores.quoteRequests,
    reviews: stores.reviewRequests,
    mailConfigured: () => sender.configured,
    logger,
  });
  const unsubscribedAt = (request: StoredQuoteRequest) =>
    request.email ? stores.unsubscribes.since(request.email) : undefined;

  const sweep = async () => {
    const followUps = await sendDueFollowUps({ ...shared, write: writeFollowUp, followUps: stores.followUps });
    const sent = await reviews.sendDue();
    if (followUps + sent > 0) logger.info({ followUps, reviews: sent }, 'customer e-mails sent');
    return { followUps, reviews: sent };
  };

  return {
    sending() {
      if (!sender.configured) return 'mail-not-set-up';
      return sender.customerFrom() === undefined ? 'no-sender' : 'ready';
    },
    stateOf(request) {
      const refusal = reviews.refusal(request);
      return customerMailState(request, {
        followUps: settings.get().followUps,
        unsubscribedAt: unsubscribedAt(request),
        review: request.email ? stores.reviewRequests.forAddress(request.email) : undefined,
        reviewBlockedReason: refusal ? reviews.words(refusal) : null,
      });
    },
    awaitingDecision() {
      const { followUps } = settings.get();
      return stores.quoteRequests
        .awaitingDecision(AWAITING_DECISION_ON_OVERVIEW)
        .map((request) =>
          awaitingDecision(request, nextFollowUpAt(request, followUps, unsubscribedAt(request) !== undefined)),
        );
    },
    askForReview: (requestId) => reviews.ask(requestId, 'owner'),
    sweep,
    start: () => sweepCustomerMail(sweep, logger),
    close: () => delivery.close(),
  };
}
