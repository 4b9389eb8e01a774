import type { Kernel, Module } from '../kernel/kernel.ts';
import type { MailSettingsModule } from '../mail-settings/index.ts';
import type { OwnerAccess } from '../owner/index.ts';
import type { QuoteRequestRecords } from '../quote-requests/index.ts';
import type { SiteContentModule } from '../site-content/index.ts';
import { adminCustomerMailRouter } from './admin-customer-mail-router.ts';
import { createCustomerMail } from './customer-mail-service.ts';
import { createCustomerMailSettingsStore } from './customer-mail-settings-store.ts';
import type { MailLink } from './customer-mail-template.ts';
import { createFollowUpStore } from './follow-up-store.ts';
import { createReviewRequestStore } from './review-request-store.ts';
import { createUnsubscribeLinks } from './unsubscribe-keys.ts';
import { UNSUBSCRIBE_WINDOW_MS, UNSUBSCRIBES_PER_ADDRESS, unsubscribeRouter } from './unsubscribe-router.ts';
import { createUnsubscribeStore } from './unsubscribe-store.ts';

interface CustomerMailDeps {
  access: OwnerAccess;
  records: QuoteRequestRecords;
  siteContent: SiteContentModule;
  mailSettings: MailSettingsModule;
}

/**
 * The automatic e-mails to customers: quote follow-ups and review requests (swept now and every
 * 10 minutes, each marked before it is sent), and the one-click unsubscribe every e-mail to a
 * customer carries.
 */
export function customerMailModule(kernel: Kernel, { access, records, siteContent, mailSettings }: CustomerMailDeps) {
  const { db, jwtKey, logger, runtime, clock, rateWindow } = kernel;
  const { requests, events } = records;
  const unsubscribes = createUnsubscribeStore(db);
  const reviewRequests = createReviewRequestStore(db);
  const customerMailSettings = createCustomerMailSettingsStore(db);
  const unsubscribeLinks = createUnsubscribeLinks(jwtKey, kernel.siteAddress.linkBase);
  // Told later by the module that owns the link (estimates, which comes after this one).
  let followUpLink: ((requestId: number) => MailLink | undefined) | undefined;
  const customerMail = createCustomerMail({
    db,
    stores: {
      quoteRequests: requests,
      requestEvents: events,
      unsubscribes,
      customerMailSettings,
      followUps: createFollowUpStore(db),
      reviewRequests,
    },
    sender: mailSettings.mail,
    site: mailSettings.mailSite,
    unsubscribeLinks,
    logger,
    retryDelaysMs: runtime.notifyRetryDelaysMs,
    clock,
    followUpLink: (requestId) => followUpLink?.(requestId),
  });
  return {
    /** Names the link each request's quote follow-up carries (the estimate it is about). */
    linkFollowUpsTo(link: (requestId: number) => MailLink | undefined) {
      followUpLink = link;
    },
    /** The addresses that want no more automatic e-mail. */
    unsubscribes,
    /** The review requests sent, by address. */
    reviewRequests,
    /** The one-click unsubscribe link every e-mail to a customer carries (contract/customer-mail.ts). */
    unsubscribeLinks,
    /** Each request's follow-up state, the overview's quotes, "Ask for a review". */
    customerMail,
    routers: [
      unsubscribeRouter({
        links: unsubscribeLinks,
        requests,
        unsubscribes,
        events,
        businessName: siteContent.siteName,
        limiter: rateWindow('unsubscribes', UNSUBSCRIBES_PER_ADDRESS, UNSUBSCRIBE_WINDOW_MS),
        clock,
      }),
      adminCustomerMailRouter({
        settings: customerMailSettings,
        customerMail,
        requireOwner: access.requireOwner,
        clock,
      }),
    ],
    start: () => customerMail.start(),
    close: () => customerMail.close(),
  } satisfies Module;
}

export type CustomerMailModule = ReturnType<typeof customerMailModule>;

// What the other modules use of this one.
export type { CustomerMail } from './customer-mail-service.ts';
export type { MailLink } from './customer-mail-template.ts';
export type { UnsubscribeLinks } from './unsubscribe-keys.ts';
export type { UnsubscribeStore } from './unsubscribe-store.ts';
