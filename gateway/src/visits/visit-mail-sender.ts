import {
  VISIT_MAILS_PER_HOUR,
  VISIT_MAILS_PER_RECIPIENT_PER_DAY,
  type VisitCanceller,
} from '../../contract/estimate-visits.ts';
import type { Logger } from '../logger.ts';
import type { MailSite } from '../mail/mail-layout.ts';
import { type MailSender, NO_CUSTOMER_SENDER, type OutgoingMail } from '../mail/mail-sender.ts';
import type { RecipientCapReached, RecipientCaps } from '../mail/recipient-caps.ts';
import { NOTIFY_RETRY_DELAYS_MS } from '../quote-requests/quote-outbox.ts';
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
const CAP_WORDS: Record<RecipientCapReached, string> = {
  recipient_daily_cap: `Not sent: this address already got ${VISIT_MAILS_PER_RECIPIENT_PER_DAY} visit e-mails today (a guard against misuse).`,
  site_hourly_cap: `Not sent: the site sent ${VISIT_MAILS_PER_HOUR} visit e-mails in the last hour (a guard against misuse).`,
};

interface VisitMailOptions {
  sender: MailSender;
  visits: VisitMailRecord;
  /** VISIT_MAILS_PER_RECIPIENT_PER_DAY and VISIT_MAILS_PER_HOUR, on the mails a visitor's own changes send. */
  caps: RecipientCaps;
  site: () => MailSite;
  siteUrl: string;
  logger: Logger;
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
 * visit for the dashboard. Mail a visitor's own booking triggers is capped per address.
 */
export function createVisitMail(options: VisitMailOptions): VisitMail {
  const { sender, visits, caps, logger, retryDelaysMs = NOTIFY_RETRY_DELAYS_MS, clock = Date.now } = options;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  const wait = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (closed) return resolve(false);
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve(!closed);
      }, ms);
      timer.unref();
      timers.add(timer);
    });

  /** Sends with the retry delays; the last outcome. */
  const deliver = async (mail: OutgoingMail) => {
    let last = { ok: false, message: 'not sent' };
    for (const delay of retryDelaysMs) {
      if (delay > 0 && !(await wait(delay))) break;
      last = await sender.send(mail);
      if (last.ok) break;
    }
    return last;
  };

  const track = <T>(work: Promise<T>): Promise<T> => {
    const running = work.finally(() => inFlight.delete(running));
    inFlight.add(running);
    return running;
  };

  const customerMail = (kind: CustomerVisitMailKind, facts: VisitNoticeFacts, counted: boolean): Promise<boolean> => {
    const { visit, request } = facts;
    const email = request.email;
    if (closed || !sender.configured || !email) {
      visits.recordCustomerMail(visit.id, 'off', null);
      return Promise.resolve(false);
    }
    const from = sender.customerFrom();
    if (!from) {
      visits.recordCustomerMail(visit.id, 'off', NO_CUSTOMER_SENDER);
      return Promise.resolve(false);
    }
    const capped = counted ? caps.reserve(email, clock()) : undefined;
    if (capped) {
      visits.recordCustomerMail(visit.id, 'off', CAP_WORDS[capped]);
      logger.warn({ visitId: visit.id, kind, cap: capped }, 'visit e-mail to the customer not sent: cap reached');
      return Promise.resolve(false);
    }
    const site = options.site();
    const written = customerVisitMail(kind, facts, site, options.siteUrl);
    const invitation = visitInvitation({
      visit,
      siteUrl: options.siteUrl,
      now: clock(),
      title: `Estimate visit — ${site.name}`,
      description: written.text,
      organizer: { name: site.name, email: addressOf(from) },
      attendee: { email },
    });
    visits.recordCustomerMail(visit.id, 'pending', null);
    return track(
      (async () => {
        const result = await deliver({
          to: email,
          toVisitor: true,
          replyTo: site.email.trim() || undefined,
          ...written,
          icalEvent: { method: invitation.method, filename: 'estimate-visit.ics', content: invitation.content },
        });
        visits.recordCustomerMail(visit.id, result.ok ? 'sent' : 'failed', result.ok ? null : result.message);
        if (!result.ok)
          logger.error(
            { visitId: visit.id, kind, reason: result.message },
            'could not e-mail the customer about their visit',
          );
        return result.ok;
      })(),
    );
  };

  const ownerMail = (kind: OwnerVisitMailKind, facts: VisitNoticeFacts, previousStart?: string) => {
    const to = sender.notifyEmail;
    if (closed || !sender.configured || !to) return;
    const written = ownerVisitMail(kind, facts, options.site(), options.siteUrl, previousStart);
    void track(
      (async () => {
        const result = await deliver({ to, replyTo: facts.request.email ?? undefined, ...written });
        if (!result.ok) {
          logger.error(
            { visitId: facts.visit.id, kind, reason: result.message },
            'could not e-mail the owner about a visit',
          );
        }
      })(),
    );
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
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled(inFlight);
    },
  };
}
