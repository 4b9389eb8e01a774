import {
  VISIT_MAILS_PER_HOUR,
  VISIT_MAILS_PER_RECIPIENT_PER_DAY,
  type VisitCanceller,
} from '../../contract/estimate-visits.ts';
import { createBackgroundWork } from '../background/background-work.ts';
import type { UnsubscribeLinks, UnsubscribeStore } from '../customer-mail/index.ts';
import type { Logger } from '../logger.ts';
import type { MailSite } from '../mail/mail-layout.ts';
import { MAIL_NOT_CONFIGURED, type MailSender, NO_CUSTOMER_SENDER, type OutgoingMail } from '../mail/mail-sender.ts';
import type { RecipientCapReached, RecipientCaps } from '../mail/recipient-caps.ts';
import { createRetryingDelivery, MAIL_RETRY_DELAYS_MS } from '../mail/retrying-delivery.ts';
import type { RequestEventStore } from '../quote-requests/index.ts';
import { type MailOnTimeline, mailFailed, mailSent, mailSkipped, UNSUBSCRIBED_WORDS } from '../quote-requests/index.ts';
import { visitInvitation } from './visit-invitation.ts';
import {
  type CustomerVisitMailKind,
  customerVisitMail,
  type OwnerVisitMailKind,
  ownerVisitMail,
} from './visit-mail.ts';
import type { VisitNoticeFacts, VisitNotices } from './visit-notices.ts';

/** Where each visit's last customer e-mail stands (the visit store keeps it). */
export type CustomerMailStatus = 'off' | 'pending' | 'sent' | 'failed';

export interface VisitMailRecord {
  recordCustomerMail(visitId: number, status: CustomerMailStatus, error: string | null): void;
}

/** Why a customer got no e-mail about their visit, in the owner's words. */
const CAP_REASONS: Record<RecipientCapReached, string> = {
  recipient_daily_cap: `this address already got ${VISIT_MAILS_PER_RECIPIENT_PER_DAY} visit e-mails today (a guard against misuse).`,
  site_hourly_cap: `the site sent ${VISIT_MAILS_PER_HOUR} visit e-mails in the last hour (a guard against misuse).`,
};
const capWords = (cap: RecipientCapReached) => `Not sent: ${CAP_REASONS[cap]}`;
const capReason = (cap: RecipientCapReached) =>
  `${CAP_REASONS[cap].charAt(0).toUpperCase()}${CAP_REASONS[cap].slice(1)}`;

/** Which e-mail, on the request's timeline. */
const CUSTOMER_MAIL_WORDS: Record<CustomerVisitMailKind, string> = {
  booked: 'Visit invitation',
  moved: 'Visit’s new time',
  cancelled: 'Visit cancellation',
  reminder: 'Visit reminder',
};
const OWNER_MAIL_WORDS: Record<OwnerVisitMailKind, string> = {
  booked: 'Booking notice to the owner',
  moved: 'Move notice to the owner',
  cancelled: 'Cancellation notice to the owner',
};

interface VisitMailOptions {
  sender: MailSender;
  visits: VisitMailRecord;
  /** VISIT_MAILS_PER_RECIPIENT_PER_DAY and VISIT_MAILS_PER_HOUR, on the mails a visitor's own changes send. */
  caps: RecipientCaps;
  site: () => MailSite;
  /** Where the e-mails' links lead, read as each is written (undefined: no link, words instead). */
  linkBase: () => string | undefined;
  /** The host in a visit's invitations' UID (not a link): the same for the visit's whole life. */
  siteHost: (visitId: number) => string;
  logger: Logger;
  /** Each e-mail's tries (and skips, and why) go on its request's timeline. */
  events: Pick<RequestEventStore, 'add'>;
  /** An address that unsubscribed gets no reminder (the e-mails about a change still go). */
  unsubscribes: Pick<UnsubscribeStore, 'since'>;
  /** The link (header and body) every e-mail to the customer carries. */
  unsubscribeLinks: Pick<UnsubscribeLinks, 'url'>;
  retryDelaysMs?: number[];
  clock?: () => number;
}

export interface VisitMail extends VisitNotices {
  /** The customer's reminder the day before; resolves once it is sent or has failed for good. */
  remind(facts: VisitNoticeFacts): Promise<boolean>;
  /** Stops the retries and waits for the sends under way. */
  close(): Promise<void>;
}

/** "Brightside Painting <hello@…>" → the address alone, as an invitation's organizer needs it. */
const addressOf = (sender: string) => /<([^>]+)>\s*$/.exec(sender)?.[1] ?? sender.trim();

/**
 * The e-mails of estimate visits, sent after each change is committed: the customer's (with an
 * .ics invitation or cancellation, and the private link) and, when the customer made the change
 * online, the owner's. Each is tried with back-off; the customer's outcome is recorded on the
 * visit for the dashboard, and every try on the request's timeline. Mail a visitor's own booking
 * triggers is capped per address; an address that unsubscribed gets no reminder.
 */
export function createVisitMail(options: VisitMailOptions): VisitMail {
  const { sender, visits, caps, logger, retryDelaysMs = MAIL_RETRY_DELAYS_MS, clock = Date.now } = options;
  const { events, unsubscribes } = options;
  const onTimeline = (what: string): MailOnTimeline => ({
    kind: 'visit_mail',
    what,
    at: new Date(clock()).toISOString(),
  });
  const delivery = createRetryingDelivery({ sender, retryDelaysMs, clock });
  // The work around each send (recording its outcome on the visit), which close() waits for too.
  const recording = createBackgroundWork();
  const closed = () => delivery.closed;

  /** Sends with the retry delays, each try on the request's timeline; the last outcome. */
  const deliver = (mail: OutgoingMail, requestId: number, what: string) =>
    delivery.send(mail, (result, retry) =>
      events.add(
        requestId,
        result.ok ? mailSent(onTimeline(what), mail.to) : mailFailed(onTimeline(what), mail.to, result.message, retry),
      ),
    );

  const customerMail = (kind: CustomerVisitMailKind, facts: VisitNoticeFacts, counted: boolean): Promise<boolean> => {
    const { visit, request } = facts;
    const email = request.email;
    const what = CUSTOMER_MAIL_WORDS[kind];
    /** Not sent: on the visit for the dashboard, and why on the request's timeline. */
    const skip = (error: string | null, why: string) => {
      visits.recordCustomerMail(visit.id, 'off', error);
      events.add(request.id, mailSkipped(onTimeline(what), why));
      return Promise.resolve(false);
    };
    if (closed() || !email) {
      visits.recordCustomerMail(visit.id, 'off', null);
      return Promise.resolve(false);
    }
    if (!sender.configured) return skip(null, MAIL_NOT_CONFIGURED);
    const from = sender.customerFrom();
    if (!from) return skip(NO_CUSTOMER_SENDER, NO_CUSTOMER_SENDER);
    // Only the reminder is automatic; a change to the visit they hold is news they need.
    if (kind === 'reminder' && unsubscribes.since(email)) return skip(UNSUBSCRIBED_WORDS, UNSUBSCRIBED_WORDS);
    const capped = counted ? caps.reserve(email, clock()) : undefined;
    if (capped) {
      logger.warn({ visitId: visit.id, kind, cap: capped }, 'visit e-mail to the customer not sent: cap reached');
      return skip(capWords(capped), capReason(capped));
    }
    const site = options.site();
    const unsubscribeUrl = options.unsubscribeLinks.url(request.id);
    const written = customerVisitMail(kind, facts, site, options.linkBase(), unsubscribeUrl);
    const invitation = visitInvitation({
      visit,
      siteHost: options.siteHost(visit.id),
      now: clock(),
      title: `Estimate visit — ${site.name}`,
      description: written.text,
      organizer: { name: site.name, email: addressOf(from) },
      attendee: { email },
    });
    visits.recordCustomerMail(visit.id, 'pending', null);
    return recording.track(async () => {
      const result = await deliver(
        {
          to: email,
          toVisitor: true,
          replyTo: site.email.trim() || undefined,
          unsubscribeUrl,
          ...written,
          icalEvent: { method: invitation.method, filename: 'estimate-visit.ics', content: invitation.content },
        },
        request.id,
        what,
      );
      visits.recordCustomerMail(visit.id, result.ok ? 'sent' : 'failed', result.ok ? null : result.message);
      if (!result.ok)
        logger.error(
          { visitId: visit.id, kind, reason: result.message },
          'could not e-mail the customer about their visit',
        );
      return result.ok;
    });
  };

  const ownerMail = (kind: OwnerVisitMailKind, facts: VisitNoticeFacts, previousStart?: string) => {
    const to = sender.notifyEmail;
    if (closed() || !sender.configured || !to) return;
    const written = ownerVisitMail(kind, facts, options.site(), options.linkBase(), previousStart);
    void recording.track(async () => {
      const result = await deliver(
        { to, replyTo: facts.request.email ?? undefined, ...written },
        facts.request.id,
        OWNER_MAIL_WORDS[kind],
      );
      if (!result.ok) {
        logger.error(
          { visitId: facts.visit.id, kind, reason: result.message },
          'could not e-mail the owner about a visit',
        );
      }
    });
  };

  const byCustomer = (by: VisitCanceller | null) => by === 'customer';

  return {
    booked(facts) {
      const customer = byCustomer(facts.visit.bookedBy);
      void customerMail('booked', facts, customer);
      if (customer) ownerMail('booked', facts);
    },
    moved(facts, previousStart, by) {
      void customerMail('moved', facts, byCustomer(by));
      if (byCustomer(by)) ownerMail('moved', facts, previousStart);
    },
    cancelled(facts) {
      const customer = byCustomer(facts.visit.cancelledBy);
      void customerMail('cancelled', facts, customer);
      if (customer) ownerMail('cancelled', facts);
    },
    remind: (facts) => customerMail('reminder', facts, false),
    async close() {
      await delivery.close();
      await recording.drain();
    },
  };
}
