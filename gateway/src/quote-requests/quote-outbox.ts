import type { AcknowledgeSkipReason, NotifyStatus } from '../../contract/quote-requests.ts';
import type { Logger } from '../logger.ts';
import type { MailSite } from '../mail/mail-layout.ts';
import type { MailSender, OutgoingMail } from '../mail/mail-sender.ts';
import type { AcknowledgementCapStore } from './acknowledgement-cap-store.ts';
import { customerAcknowledgement } from './customer-acknowledgement.ts';
import { ownerNotification } from './owner-notification.ts';
import type { MailKind, QuoteRequestStore, StoredQuoteRequest } from './quote-request-store.ts';

/** Waits before each try: at once, then backing off. After the last, the e-mail stays 'failed'. */
export const NOTIFY_RETRY_DELAYS_MS = [0, 10_000, 60_000, 5 * 60_000];
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
  initialStatuses(email: string | null): MailStatuses;
  /** Queues the request's due e-mails (the owner's, the customer's); never throws, never blocks. */
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
  siteUrl: string;
  /** Photos the request has (wired to the photo store). */
  photoCount?: (requestId: number) => number;
  logger: Logger;
  retryDelaysMs?: number[];
  clock?: () => number;
}

const STATUS_OF: Record<MailKind, (request: StoredQuoteRequest) => NotifyStatus> = {
  notify: (request) => request.notifyStatus,
  acknowledge: (request) => request.acknowledgeStatus,
};

const WHO: Record<MailKind, string> = { notify: 'the owner', acknowledge: 'the customer' };

/**
 * The e-mails of each quote request, sent after it is committed: the owner's notification
 * (Reply-To the customer) and, when the customer gave an address and the caps allow, their
 * acknowledgement (Reply-To the business e-mail; NOTIFY_EMAIL never reaches a visitor). Each is
 * tried with back-off; its status and last error are stored with the request. A failure never
 * touches the request itself, which is already safe.
 */
export function createQuoteOutbox(options: OutboxOptions): QuoteOutbox {
  const { sender, requests, logger, retryDelaysMs = NOTIFY_RETRY_DELAYS_MS, clock = Date.now } = options;
  const photoCount = options.photoCount ?? (() => 0);
  // Read at each use: mail set up in the dashboard applies to the next request, without a restart.
  const enabled = () => sender.configured;
  const timers = new Map<string, NodeJS.Timeout>();
  // Sends under way, which close() waits for; after it, nothing new is scheduled.
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  const mailFor = (kind: MailKind, request: StoredQuoteRequest): OutgoingMail | undefined => {
    const site = options.site();
    const photos = photoCount(request.id);
    if (kind === 'notify') {
      if (!sender.notifyEmail) return undefined;
      return {
        to: sender.notifyEmail,
        replyTo: request.email ?? undefined,
        ...ownerNotification(request, site, options.siteUrl, photos),
      };
    }
    if (!request.email) return undefined;
    return {
      to: request.email,
      toVisitor: true,
      replyTo: site.email.trim() || undefined,
      ...customerAcknowledgement(request, site, options.siteUrl, photos),
    };
  };

  const schedule = (kind: MailKind, requestId: number, attempt: number) => {
    const delay = retryDelaysMs[attempt];
    const key = `${kind}:${requestId}`;
    // One queue entry per e-mail: a retry clicked twice sends it once.
    if (closed || delay === undefined || (attempt === 0 && timers.has(key))) return;
    const timer = setTimeout(() => {
      timers.delete(key);
      const sending = attemptSend(kind, requestId, attempt).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    }, delay);
    timer.unref();
    timers.set(key, timer);
  };

  const attemptSend = async (kind: MailKind, requestId: number, attempt: number) => {
    const request = requests.get(requestId);
    // Deleted, moved to spam, or already sent meanwhile: nothing is due.
    if (!request || request.spamReason !== null || STATUS_OF[kind](request) !== 'pending') return;
    // The business e-mail may have been cleared since the request came: still never from NOTIFY_EMAIL.
    if (kind === 'acknowledge' && !sender.customerFrom()) {
      requests.skipAcknowledgement(requestId, 'no_sender_address');
      return;
    }
    const mail = mailFor(kind, request);
    if (!mail) return;
    const result = await sender.send(mail);
    if (result.ok) {
      requests.recordMailAttempt(requestId, kind, 'sent', null);
      return;
    }
    const last = attempt + 1 >= retryDelaysMs.length;
    requests.recordMailAttempt(requestId, kind, last ? 'failed' : 'pending', result.message);
    logger[last ? 'error' : 'warn'](
      { requestId, kind, attempt: attempt + 1, reason: result.message },
      last
        ? `could not e-mail ${WHO[kind]} about a quote request; it is in the dashboard`
        : `e-mail to ${WHO[kind]} failed; retrying`,
    );
    if (!last) schedule(kind, requestId, attempt + 1);
  };

  const sendDue = (request: StoredQuoteRequest) => {
    for (const kind of MAIL_KINDS) if (STATUS_OF[kind](request) === 'pending') schedule(kind, request.id, 0);
  };

  return {
    get enabled() {
      return enabled();
    },
    initialStatuses(email) {
      const notifyStatus = enabled() ? 'pending' : 'off';
      if (!enabled() || !email) return { notifyStatus, acknowledgeStatus: 'off', acknowledgeSkipped: null };
      const skipped = sender.customerFrom() ? options.caps.reserve(email, clock()) : 'no_sender_address';
      return { notifyStatus, acknowledgeStatus: skipped ? 'off' : 'pending', acknowledgeSkipped: skipped ?? null };
    },
    send(requestId) {
      const request = enabled() ? requests.get(requestId) : undefined;
      if (request) sendDue(request);
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
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled(inFlight);
      sender.close();
    },
  };
}
