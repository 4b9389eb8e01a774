import { join } from 'node:path';
import Koa from 'koa';
import { UNSUBSCRIBE_PATH_PREFIX } from '../contract/customer-mail.ts';
import { PLAIN_QUOTE_FORM_ROUTE } from '../contract/plain-quote-form.ts';
import { PUBLISHED_FILES } from '../contract/public-content.ts';
import { PUBLIC_PATH } from '../contract/routes.ts';
import { SITE_EVENTS_PATH } from '../contract/visitor-counts.ts';
import { adminBackupsRouter } from './backups/admin-backups-router.ts';
import type { BackupService } from './backups/backup-service.ts';
import { noteChanges } from './backups/note-changes.ts';
import { adminBrandRouter } from './brand/admin-brand-router.ts';
import type { Services } from './create-services.ts';
import type { Stores } from './create-stores.ts';
import { adminCustomerMailRouter } from './customer-mail/admin-customer-mail-router.ts';
import type { CustomerMail } from './customer-mail/customer-mail-service.ts';
import { unsubscribeRouter } from './customer-mail/unsubscribe-router.ts';
import { adminVisitsRouter } from './estimate-visits/admin-visits-router.ts';
import { calendarFeedRouter } from './estimate-visits/calendar-feed-router.ts';
import type { VisitNotices } from './estimate-visits/visit-notices.ts';
import { visitsRouter } from './estimate-visits/visits-router.ts';
import { adminGalleryRouter } from './gallery/admin-gallery-router.ts';
import { healthRouter } from './health/health-router.ts';
import { clientAddress } from './http/client-address.ts';
import { errorHandler } from './http/error-handler.ts';
import { jsonBody } from './http/json-body.ts';
import { publishAfterWrite } from './http/publish-after-write.ts';
import { requestLog } from './http/request-log.ts';
import { createTrustedProxies } from './http/trusted-proxies.ts';
import type { Logger } from './logger.ts';
import type { MailSender } from './mail/mail-sender.ts';
import { adminMailRouter } from './mail-settings/admin-mail-router.ts';
import type { MailAccount } from './mail-settings/mail-account.ts';
import { adminAccountRouter } from './owner/admin-account-router.ts';
import { adminSignInsRouter } from './owner/admin-sign-ins-router.ts';
import { adminTwoFactorRouter } from './owner/admin-two-factor-router.ts';
import { authRouter } from './owner/auth-router.ts';
import { credentialsRouter } from './owner/credentials-router.ts';
import { publishedFilesRouter } from './public-files/published-files-router.ts';
import { uploadsRouter } from './public-files/uploads-router.ts';
import { siteRouter } from './public-site/site-router.ts';
import type { Publisher } from './publish/publisher.ts';
import { adminPushRouter } from './push/admin-push-router.ts';
import type { PushAlerts } from './push/push-alerts.ts';
import type { PushSender } from './push/push-sender.ts';
import { adminQuotePhotosRouter } from './quote-requests/admin-quote-photos-router.ts';
import { adminQuoteRequestsRouter } from './quote-requests/admin-quote-requests-router.ts';
import type { ContactPage } from './quote-requests/contact-page.ts';
import { plainQuoteFormRouter } from './quote-requests/plain-quote-form-router.ts';
import type { QuoteOutbox } from './quote-requests/quote-outbox.ts';
import { quotePhotosRouter } from './quote-requests/quote-photos-router.ts';
import { createQuoteRequestIntake } from './quote-requests/quote-request-intake.ts';
import { quoteRequestsRouter } from './quote-requests/quote-requests-router.ts';
import { adminSearchVisibilityRouter } from './search-visibility/admin-search-visibility-router.ts';
import { adminServicesRouter } from './services/admin-services-router.ts';
import { adminSetupRouter } from './setup-checklist/admin-setup-router.ts';
import { adminFaqRouter } from './site-content/admin-faq-router.ts';
import { adminPagesRouter } from './site-content/admin-pages-router.ts';
import { adminSiteRouter } from './site-content/admin-site-router.ts';
import { adminTestimonialsRouter } from './site-content/admin-testimonials-router.ts';
import { adminWorkStepsRouter } from './site-content/admin-work-steps-router.ts';
import { acmeChallengeRouter } from './tls/acme-challenge-router.ts';
import type { TlsHealth } from './tls/certificate-keeper.ts';
import { adminVisitorsRouter } from './visitor-counts/admin-visitors-router.ts';
import { countForSender, siteEventsRouter } from './visitor-counts/site-events-router.ts';

export interface AppDeps {
  /** Every table's store, built once by the composition root. */
  stores: Stores;
  /** Sessions, throttles, limits and the public content, built once from the stores. */
  services: Services;
  logger: Logger;
  /**
   * The peers (nginx) whose X-Forwarded-For gives the client address: host names, addresses or
   * CIDR ranges; empty trusts no one.
   */
  trustProxy: readonly string[];
  /** The published site; its uploads folder holds the pictures. */
  publicDir: string;
  /** Republishes the site after the owner changes what it shows. */
  publisher: Pick<Publisher, 'schedule' | 'whenIdle'>;
  /** The e-mails of each quote request: the owner's notification and the customer's acknowledgement. */
  outbox: QuoteOutbox;
  /** Sends e-mail; mail health and the test e-mail. */
  mail: MailSender;
  /** The e-mail settings: the environment's, else the owner's from the dashboard's E-mail section. */
  mailAccount: MailAccount;
  /** Milliseconds since the epoch; tests move it to cross time windows without waiting. */
  clock?: () => number;
  /** DATA_DIR/quote-photos: the photos customers attach to quote requests (private). */
  quotePhotosDir: string;
  quotePhotosMaxTotalBytes: number;
  /** Scheduled backups: their status, "Back up now", and the changes that call for one. */
  backups: BackupService;
  /** The contact page rendered around a quote form sent without the app. */
  contactPage: ContactPage;
  /** Automatic HTTPS (SITE_URL https): the challenges under way and the certificate's health. */
  acme?: { challenges: ReadonlyMap<string, string>; health: () => TlsHealth | undefined };
  /** The e-mails of a change to an estimate visit, sent after it is committed. */
  visitNotices: VisitNotices;
  /** SITE_URL: the calendar feed's address. */
  siteUrl: string;
  /** Phone alerts: the VAPID public key devices subscribe with, the sender ("Send a test"), each request's alerts. */
  push: { publicKey: string; sender: PushSender; alerts: PushAlerts };
  /** Quote follow-ups and review requests: each request's state, the overview's quotes, "Ask for a review". */
  customerMail: CustomerMail;
}

/** Every router of the gateway, wired to the stores and services it is given; tests enumerate their routes. */
export function createRouters(deps: AppDeps) {
  const { stores, services, logger, publicDir, outbox, mail, clock = Date.now } = deps;
  const { quotePhotosDir, quotePhotosMaxTotalBytes } = deps;
  const { admins, business, services: serviceList, gallery, copy, brand, search, quoteRequests, quotePhotos } = stores;
  const { sessions, requireOwner, recheck, siteName, decodes, photoCleanup, limits } = services;
  const notify = services.accountNotifier;
  const uploadsDir = join(publicDir, PUBLISHED_FILES.uploadsDir);
  // One way in for a quote request, whether the app sent it or the browser did.
  const intake = createQuoteRequestIntake({
    requests: quoteRequests,
    services: serviceList,
    formTokens: services.formTokens,
    limiter: limits.quoteRequests,
    plainLimiter: limits.plainQuoteForm,
    outbox,
    alerts: deps.push.alerts,
    photos: quotePhotos,
    spentTokens: stores.spentFormTokens,
    events: stores.requestEvents,
    clock,
  });

  return [
    healthRouter({ health: stores.health, backup: () => deps.backups.health(), tls: deps.acme?.health, requireOwner }),
    acmeChallengeRouter(deps.acme?.challenges ?? new Map()),
    credentialsRouter(requireOwner),
    authRouter({
      admins,
      sessions,
      throttle: services.signInThrottle,
      places: stores.knownPlaces,
      events: stores.signInEvents,
      twoFactor: stores.twoFactor,
      challenges: stores.signInChallenges,
      requireOwner,
      clock,
      notify,
    }),
    adminAccountRouter({ admins, sessions, requireOwner, recheck, clock, notify }),
    adminTwoFactorRouter({
      admins,
      twoFactor: stores.twoFactor,
      recheck,
      requireOwner,
      clock,
      siteName,
      logger,
      notify,
    }),
    adminSignInsRouter({
      admins,
      sessions,
      sessionRows: stores.adminSessions,
      events: stores.signInEvents,
      requireOwner,
      clock,
    }),
    siteRouter(services.publicContent),
    siteEventsRouter(services.visitorCounter),
    quoteRequestsRouter({ formTokens: services.formTokens, intake, visitTokens: services.visitTokens }),
    visitsRouter({
      bookings: services.visitBookings,
      visits: stores.visits,
      requests: quoteRequests,
      availability: stores.visitAvailability,
      business,
      tokens: services.visitTokens,
      facts: services.visitFacts,
      notices: deps.visitNotices,
      alerts: deps.push.alerts,
      changes: limits.visitChanges,
      lookups: limits.visitLookups,
      clock,
    }),
    plainQuoteFormRouter({
      intake,
      contactPage: deps.contactPage,
      countSent: (ctx) =>
        countForSender(services.visitorCounter, ctx, { kind: 'form-sent', path: PUBLIC_PATH.contact }),
    }),
    unsubscribeRouter({
      links: services.unsubscribeLinks,
      requests: quoteRequests,
      unsubscribes: stores.unsubscribes,
      events: stores.requestEvents,
      businessName: siteName,
      limiter: limits.unsubscribes,
      clock,
    }),
    quotePhotosRouter({
      photos: quotePhotos,
      folder: quotePhotosDir,
      formTokens: services.formTokens,
      maxTotalBytes: quotePhotosMaxTotalBytes,
      attempts: limits.quotePhotos,
      decodes,
      clock,
      logger,
    }),
    uploadsRouter(uploadsDir),
    publishedFilesRouter(publicDir),
    adminQuoteRequestsRouter({
      requests: quoteRequests,
      outbox,
      mail,
      requireOwner,
      clock,
      photos: quotePhotos,
      photoCleanup,
      visits: stores.visits,
      alerts: deps.push.alerts,
      events: stores.requestEvents,
      customerMail: deps.customerMail,
    }),
    adminCustomerMailRouter({
      settings: stores.customerMailSettings,
      customerMail: deps.customerMail,
      requireOwner,
      clock,
    }),
    adminVisitsRouter({
      bookings: services.visitBookings,
      visits: stores.visits,
      availability: stores.visitAvailability,
      requests: quoteRequests,
      facts: services.visitFacts,
      notices: deps.visitNotices,
      requireOwner,
      clock,
    }),
    calendarFeedRouter({
      feeds: stores.calendarFeeds,
      visits: stores.visits,
      businessName: siteName,
      siteUrl: deps.siteUrl,
      requireOwner,
      clock,
    }),
    adminQuotePhotosRouter(quotePhotos, quotePhotosDir, requireOwner),
    adminMailRouter({
      mail,
      account: deps.mailAccount,
      siteName: () => business.get()?.name ?? 'your',
      limiter: limits.mailTests,
      requireOwner,
    }),
    adminGalleryRouter({ gallery, uploadsDir, requireOwner, decodes, logger }),
    adminServicesRouter(serviceList, requireOwner),
    adminSiteRouter(business, requireOwner),
    adminTestimonialsRouter(stores.testimonials, requireOwner),
    adminWorkStepsRouter(stores.workSteps, requireOwner),
    adminFaqRouter(stores.faq, requireOwner),
    adminPagesRouter(copy, gallery, requireOwner),
    adminSetupRouter(
      { business, services: serviceList, gallery, testimonials: stores.testimonials, copy, brand, mail, search },
      requireOwner,
    ),
    adminSearchVisibilityRouter(search, requireOwner),
    adminBrandRouter({ brand, uploadsDir, requireOwner, decodes, logger }),
    adminBackupsRouter(deps.backups, requireOwner),
    adminPushRouter({
      devices: stores.pushDevices,
      publicKey: deps.push.publicKey,
      sender: deps.push.sender,
      requireOwner,
      clock,
    }),
    adminVisitorsRouter({ reports: services.visitorReports, requireOwner }),
  ];
}

/** Wires the gateway: no environment, no listening, so tests can drive the real app. */
export function createApp(deps: AppDeps): Koa {
  const { logger, trustProxy } = deps;
  const app = new Koa();
  app.use(requestLog(logger));
  app.use(errorHandler(logger));
  app.use(clientAddress(createTrustedProxies(trustProxy, { logger })));
  // The beacons read their own small bodies: no 64 KB JSON parse before their 1 KB limit.
  app.use(jsonBody([PLAIN_QUOTE_FORM_ROUTE, UNSUBSCRIBE_PATH_PREFIX, SITE_EVENTS_PATH]));
  app.use(publishAfterWrite(deps.publisher));
  app.use(noteChanges(deps.backups));
  for (const router of createRouters(deps)) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
