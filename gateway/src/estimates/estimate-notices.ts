import { createBackgroundWork } from '../background/background-work.ts';
import type { Logger } from '../logger.ts';
import type { MailSite } from '../mail/mail-layout.ts';
import { MAIL_NOT_CONFIGURED, type MailSender, NO_CUSTOMER_SENDER, type OutgoingMail } from '../mail/mail-sender.ts';
import { createRetryingDelivery, MAIL_RETRY_DELAYS_MS } from '../mail/retrying-delivery.ts';
import type { EstimateNews } from '../push/index.ts';
import {
  type MailOnTimeline,
  mailFailed,
  mailSent,
  mailSkipped,
  type RequestEventStore,
} from '../quote-requests/index.ts';
import type { EstimateDocument } from './estimate-document.ts';
import {
  customerAcceptanceMail,
  type EstimateNewsKind,
  estimateLinkMail,
  estimateNewsTitle,
  estimateReminderMail,
  ownerEstimateMail,
  pdfAttachment,
} from './estimate-mail.ts';

export interface EstimateNoticesOptions {
  sender: MailSender;
  site: () => MailSite;
  linkBase: () => string | undefined;
  events: Pick<RequestEventStore, 'add'>;
  alerts: { estimate(news: EstimateNews): void };
  /** The estimate's PDF (signed once accepted). */
  pdf: (document: EstimateDocument) => Promise<Buffer>;
  logger: Logger;
  retryDelaysMs?: number[] | undefined;
  clock: () => number;
}

export type EstimateNotices = ReturnType<typeof createEstimateNotices>;

/**
 * The estimates' messages, each after its change is committed: the customer's link to a version
 * (and the reminder before it expires), the owner's alert and e-mail when the customer opens,
 * accepts, declines or asks, and the signed PDF to both sides. Every try is on the request's
 * timeline; none holds up the answer.
 */
export function createEstimateNotices(options: EstimateNoticesOptions) {
  const { sender, events, logger, clock } = options;
  const delivery = createRetryingDelivery({
    sender,
    retryDelaysMs: options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS,
    clock,
  });
  const work = createBackgroundWork();
  const onTimeline = (what: string): MailOnTimeline => ({
    kind: 'estimate_mail',
    what,
    at: new Date(clock()).toISOString(),
  });

  /** Tries the e-mail with back-off, each try on the timeline; whether it went. */
  async function deliver(requestId: number, what: string, mail: OutgoingMail): Promise<boolean> {
    const result = await delivery.send(mail, (outcome, retry) =>
      events.add(
        requestId,
        outcome.ok
          ? mailSent(onTimeline(what), mail.to)
          : mailFailed(onTimeline(what), mail.to, outcome.message, retry),
      ),
    );
    return result.ok;
  }

  /** Why a customer's e-mail cannot go now, on the timeline; undefined when it can. */
  function customerBlocked(requestId: number, what: string, to: string): string | undefined {
    const why = !sender.configured
      ? MAIL_NOT_CONFIGURED
      : !sender.customerFrom()
        ? NO_CUSTOMER_SENDER
        : to === ''
          ? 'The request has no e-mail address.'
          : undefined;
    if (why) events.add(requestId, mailSkipped(onTimeline(what), why));
    return why;
  }

  const track = (job: () => Promise<unknown>) =>
    void work.track(async () => {
      try {
        await job();
      } catch (error) {
        logger.warn({ err: error }, 'estimate notice failed');
      }
    });

  /** The owner's e-mail to the notification address, if there is one. */
  function toOwner(requestId: number, what: string, mail: (to: string) => OutgoingMail) {
    const to = sender.notifyEmail;
    if (!sender.configured || !to) return;
    track(() => deliver(requestId, what, mail(to)));
  }

  return {
    /** Whether a customer's e-mail can be sent at all now (set up, with a From). */
    ready: () => sender.configured && sender.customerFrom() !== undefined,

    /** The link to a version just sent; resolves with whether it went. */
    linkSent(requestId: number, document: EstimateDocument, url: string): Promise<boolean> {
      const what =
        document.version > 1
          ? `Estimate ${document.number} (version ${document.version})`
          : `Estimate ${document.number}`;
      if (customerBlocked(requestId, what, document.customer.email)) return Promise.resolve(false);
      return work.track(() => deliver(requestId, what, estimateLinkMail(document, url, options.site())));
    },

    /** The reminder before the expiry day. */
    reminder(requestId: number, document: EstimateDocument, url: string): Promise<boolean> {
      const what = `Reminder: estimate ${document.number} expires`;
      if (customerBlocked(requestId, what, document.customer.email)) return Promise.resolve(false);
      return work.track(() => deliver(requestId, what, estimateReminderMail(document, url, options.site())));
    },

    /** What the customer did: the owner's alert and e-mail (the signed PDF with an acceptance). */
    news(kind: EstimateNewsKind, requestId: number, document: EstimateDocument, words: string) {
      const title = estimateNewsTitle(kind, document.number);
      const amount = document.acceptance
        ? ` — ${new Intl.NumberFormat(document.locale, { style: 'currency', currency: document.currency }).format(document.acceptance.totals.total / 100)}`
        : '';
      options.alerts.estimate({ requestId, title, body: `${document.customer.name}${amount}` });
      toOwner(requestId, `Notice to the owner: ${title.toLowerCase()}`, (to) =>
        ownerEstimateMail(kind, document, requestId, { to, linkBase: options.linkBase() }, words, options.site()),
      );
    },

    /** The acceptance: the owner's notice and the customer's copy, each with the signed PDF. */
    accepted(requestId: number, document: EstimateDocument, url: string) {
      track(async () => {
        const pdf = await options.pdf(document);
        const title = estimateNewsTitle('accepted', document.number);
        options.alerts.estimate({
          requestId,
          title,
          body: `${document.customer.name} — ${new Intl.NumberFormat(document.locale, { style: 'currency', currency: document.currency }).format((document.acceptance?.totals.total ?? 0) / 100)}`,
        });
        const ownerTo = sender.notifyEmail;
        const jobs: Promise<boolean>[] = [];
        if (sender.configured && ownerTo) {
          const mail = ownerEstimateMail(
            'accepted',
            document,
            requestId,
            { to: ownerTo, linkBase: options.linkBase() },
            '',
            options.site(),
          );
          jobs.push(
            deliver(requestId, `Notice to the owner: ${title.toLowerCase()}`, {
              ...mail,
              attachments: [pdfAttachment(document, pdf)],
            }),
          );
        }
        const what = `Signed estimate ${document.number} to the customer`;
        if (!customerBlocked(requestId, what, document.customer.email)) {
          jobs.push(deliver(requestId, what, customerAcceptanceMail(document, pdf, url, options.site())));
        }
        await Promise.all(jobs);
      });
    },

    /** Waits for the messages under way; stops the retries. */
    async close() {
      await delivery.close();
      await work.drain();
    },
    /** Resolves once every message started so far is done (tests). */
    settled: () => work.drain(),
  };
}
