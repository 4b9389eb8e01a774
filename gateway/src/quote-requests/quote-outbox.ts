import type { AcknowledgeSkipReason, MailTestResult, NotifyStatus } from '../../contract/quote-requests.ts';
import type { TimelineKind } from '../../contract/request-timeline.ts';
import type { Logger } from '../logger.ts';
import type { MailSite } from '../mail/mail-layout.ts';
import { MAIL_NOT_CONFIGURED, type MailSender, type OutgoingMail } from '../mail/mail-sender.ts';
import type { CapSender } from '../mail/recipient-caps.ts';
import { createRetryingDelivery, MAIL_RETRY_DELAYS_MS } from '../mail/retrying-delivery.ts';
import type { AcknowledgementCapStore } from './acknowledgement-cap-store.ts';
import { customerAcknowledgement } from './customer-acknowledgement.ts';
import { ACKNOWLEDGE_SKIP_WORDS, mailFailed, mailSent, mailSkipped, NO_CUSTOMER_ADDRESS_WORDS } from './mail-events.ts';
import { ownerNotification } from './owner-notification.ts';
import type { MailKind, QuoteRequestStore, StoredQuoteRequest } from './quote-request-store.ts';
import type { RequestEventStore } from './request-event-store.ts';
import type { RequestUnsubscribes, UnsubscribeLinkMaker } from './request-ports.ts';

/** Requests older than this are not mailed any more when the gateway restarts. */
const RESUME_WITHIN_MS = 3 * 24 * 3600 * 1000;

const MAIL_KINDS: MailKind[] = ['notify', 'acknowledge'];

export interface QuoteOutbox {
  readonly enabled: boolean;
  /**
   * The statuses a real request starts with (stored with it), and a restored one gets. An
   * acknowledgement it makes due is counted against the caps at once: call it where the request
   * is stored (in the same transaction).
   */
  initialStatuses(email: string | null, requester?: CapSender): MailStatuses;
  /**
   * Queues the request's due e-mails (the owner's, the customer's), and puts those that will not
   * go on its timeline with the reason; never blocks.
   */
  send(requestId: number): void;
  /**
   * Sends again whichever of the request's e-mails failed; false when none did (or e-mail is not
   * set up), undefined when there is no such request.
   */
  retry(requestId: number): boolean | undefined;
  /** Picks up the e-mails still due when the gateway stopped. */
  resumePending(): void;
  /** Stops the retries and waits for the sends under way, so each is recorded before the database closes. */
  close(): Promise<void>;
}

export interface MailStatuses {
  notifyStatus: NotifyStatus;
  acknowledgeStatus: NotifyStatus;
  acknowledgeSkipped: AcknowledgeSkipReason | null;
}

interface OutboxOptions {
  sender: MailSender;
  requests: QuoteRequestStore;
  /** The acknowledgements' per-recipient and site-wide caps. */
  caps: AcknowledgementCapStore;
  /** The business's name, phone, e-mail, confirmation words and logo, as they are now. */
  site: () => MailSite;
  /** Where the e-mails' links lead, read as each is written (undefined: no link, words instead). */
  linkBase: () => string | undefined;
  /** Photos the request has (wired to the photo store). */
  photoCount?: (requestId: number) => number;
  /** Each request's timeline: every try, and every e-mail skipped and why. */
  events: Pick<RequestEventStore, 'add'>;
  /** Addresses that get no acknowledgement any more. */
  unsubscribes: RequestUnsubscribes;
  /** The link (header and body) by which the customer gets no more. */
  unsubscribeLinks: UnsubscribeLinkMaker;
  logger: Logger;
  retryDelaysMs?: number[];
  clock?: () => number;
}

const STATUS_OF: Record<MailKind, (request: StoredQuoteRequest) => NotifyStatus> = {
  notify: (request) => request.notifyStatus,
  acknowledge: (request) => request.acknowledgeStatus,
};

const WHO: Record<MailKind, string> = { notify: 'the owner', acknowledge: 'the customer' };

const TIMELINE_KIND: Record<MailKind, TimelineKind> = { notify: 'owner_notification', acknowledge: 'acknowledgement' };

/**
 * The e-mails of each quote request, sent after it is committed: the owner's notification
 * (Reply-To the customer) and, when the customer gave an address and the caps allow, their
 * acknowledgement (Reply-To the business e-mail; NOTIFY_EMAIL never reaches a visitor). Each is
 * tried with back-off; its status and last error are stored with the request, and each try (or
 * skip, and why) on its timeline. A failure never touches the request itself, which is already
 * safe. An address that unsubscribed gets no acknowledgement.
 */
export function createQuoteOutbox(options: OutboxOptions): QuoteOutbox {
  const { sender, requests, logger, retryDelaysMs = MAIL_RETRY_DELAYS_MS, clock = Date.now } = options;
  const { events, unsubscribes } = options;
  const onTimeline = (kind: MailKind) => ({ kind: TIMELINE_KIND[kind], at: new Date(clock()).toISOString() });
  const photoCount = options.photoCount ?? (() => 0);
  // Read at each use: mail set up in the dashboard applies to the next request, without a restart.
  const enabled = () => sender.configured;
  const delivery = createRetryingDelivery({ sender, retryDelaysMs, clock });
  // The e-mails being tried (or waiting for their next try), by kind and request.
  const due = new Set<string>();

  const mailFor = (kind: MailKind, request: StoredQuoteRequest): OutgoingMail | undefined => {
    const site = options.site();
    const photos = photoCount(request.id);
    if (kind === 'notify') {
      if (!sender.notifyEmail) return undefined;
      return {
        to: sender.notifyEmail,
        replyTo: request.email ?? undefined,
        ...ownerNotification(request, site, options.linkBase(), photos),
      };
    }
    if (!request.email) return undefined;
    const unsubscribeUrl = options.unsubscribeLinks.url(request.id);
    return {
      to: request.email,
      toVisitor: true,
      replyTo: site.email.trim() || undefined,
      unsubscribeUrl,
      ...customerAcknowledgement(request, site, options.linkBase(), photos, unsubscribeUrl),
    };
  };

  /** The e-mail, asked before each try: undefined when it is not due any more (a skip goes on the timeline). */
  const mailDue = (kind: MailKind, requestId: number): OutgoingMail | undefined => {
    const request = requests.get(requestId);
    // Deleted, moved to spam, or already sent meanwhile: nothing is due.
    if (!request || request.spamReason !== null || STATUS_OF[kind](request) !== 'pending') return undefined;
    // Unsubscribed since the request came (the e-mail was waiting for a retry or a restart).
    // The business e-mail may have been cleared since: still never from NOTIFY_EMAIL.
    const skipped: AcknowledgeSkipReason | undefined =
      kind !== 'acknowledge'
        ? undefined
        : request.email && unsubscribes.since(request.email)
          ? 'unsubscribed'
          : sender.customerFrom()
            ? undefined
            : 'no_sender_address';
    if (skipped) {
      requests.skipAcknowledgement(requestId, skipped);
      events.add(requestId, mailSkipped(onTimeline(kind), ACKNOWLEDGE_SKIP_WORDS[skipped]));
      return undefined;
    }
    return mailFor(kind, request);
  };

  /** Each try: its status and last error with the request, on its timeline, and a failure in the log. */
  const recordTry = (kind: MailKind, requestId: number, result: MailTestResult, tries: number, to: string) => {
    if (result.ok) {
      requests.recordMailAttempt(requestId, kind, 'sent', null);
      events.add(requestId, mailSent(onTimeline(kind), to));
      return;
    }
    // Not the delivery's `again`: one cut short by a stop stays pending, for the next start.
    const last = tries >= retryDelaysMs.length;
    requests.recordMailAttempt(requestId, kind, last ? 'failed' : 'pending', result.message);
    events.add(requestId, mailFailed(onTimeline(kind), to, result.message, { tries, again: !last }));
    logger[last ? 'error' : 'warn'](
      { requestId, kind, attempt: tries, reason: result.message },
      last
        ? `could not e-mail ${WHO[kind]} about a quote request; it is in the dashboard`
        : `e-mail to ${WHO[kind]} failed; retrying`,
    );
  };

  const schedule = (kind: MailKind, requestId: number) => {
    const key = `${kind}:${requestId}`;
    // One series of tries per e-mail: a retry clicked twice sends it once.
    if (delivery.closed || due.has(key)) return;
    due.add(key);
    const done = () => due.delete(key);
    void delivery
      .send(
        () => mailDue(kind, requestId),
        (result, { tries }, mail) => recordTry(kind, requestId, result, tries, mail.to),
      )
      .then(done, done);
  };

  const sendDue = (request: StoredQuoteRequest) => {
    for (const kind of MAIL_KINDS) if (STATUS_OF[kind](request) === 'pending') schedule(kind, request.id);
  };

  /** Why an e-mail of a request that came (or was restored) will not go: on its timeline, once. */
  const recordOff = (request: StoredQuoteRequest) => {
    if (request.notifyStatus === 'off') events.add(request.id, mailSkipped(onTimeline('notify'), MAIL_NOT_CONFIGURED));
    if (request.acknowledgeStatus !== 'off') return;
    const why = request.acknowledgeSkipped
      ? ACKNOWLEDGE_SKIP_WORDS[request.acknowledgeSkipped]
      : request.email
        ? MAIL_NOT_CONFIGURED
        : NO_CUSTOMER_ADDRESS_WORDS;
    events.add(request.id, mailSkipped(onTimeline('acknowledge'), why));
  };

  return {
    get enabled() {
      return enabled();
    },
    initialStatuses(email, requester) {
      const notifyStatus = enabled() ? 'pending' : 'off';
      if (!enabled() || !email) return { notifyStatus, acknowledgeStatus: 'off', acknowledgeSkipped: null };
      // Before the caps: an address that unsubscribed uses up none of them.
      const skipped = unsubscribes.since(email)
        ? 'unsubscribed'
        : sender.customerFrom()
          ? options.caps.reserve(email, clock(), requester)
          : 'no_sender_address';
      return { notifyStatus, acknowledgeStatus: skipped ? 'off' : 'pending', acknowledgeSkipped: skipped ?? null };
    },
    send(requestId) {
      const request = requests.get(requestId);
      if (!request) return;
      recordOff(request);
      if (enabled()) sendDue(request);
    },
    retry(requestId) {
      const before = requests.get(requestId);
      if (!before) return undefined;
      const failed = MAIL_KINDS.some((kind) => STATUS_OF[kind](before) === 'failed');
      if (!enabled() || !failed) return false;
      const request = requests.retryFailedMail(requestId);
      if (request) sendDue(request);
      return true;
    },
    resumePending() {
      if (!enabled()) return;
      const since = new Date(clock() - RESUME_WITHIN_MS).toISOString();
      for (const request of requests.pendingMail(since)) sendDue(request);
    },
    async close() {
      await delivery.close();
      sender.close();
    },
  };
}
