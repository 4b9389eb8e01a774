import type { KeyObject } from 'node:crypto';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import Koa from 'koa';
import { PUBLISHED_FILES } from '../contract/public-content.ts';
import { QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR } from '../contract/quote-requests.ts';
import { createAdminSessions } from './auth/admin-sessions.ts';
import { createLoginThrottle } from './auth/login-throttle.ts';
import { createOwnerRecheck } from './auth/owner-recheck.ts';
import { createRequireAdmin } from './auth/require-admin.ts';
import { watchOtherWriters } from './db/data-version.ts';
import { clientAddress } from './http/client-address.ts';
import { errorHandler } from './http/error-handler.ts';
import { createFormTokens } from './http/form-token.ts';
import { jsonBody } from './http/json-body.ts';
import { publishAfterWrite } from './http/publish-after-write.ts';
import { createRateWindow } from './http/rate-window.ts';
import { requestLog } from './http/request-log.ts';
import { createTrustedProxies } from './http/trusted-proxies.ts';
import { createDecodeBudget, type DecodeBudget } from './images/decode-budget.ts';
import { createQuotePhotoCleanup } from './quote-requests/quote-photo-cleanup.ts';
import type { Logger } from './logger.ts';
import { createAccountNotifier } from './account/account-notices.ts';
import type { MailAccount } from './mail-settings/mail-account.ts';
import type { MailSender } from './mail/mail-sender.ts';
import type { QuoteOutbox } from './quote-requests/quote-outbox.ts';
import { createPublicContent } from './public-site/public-content.ts';
import type { Publisher } from './publish/publisher.ts';
import { adminAccountRouter } from './account/admin-account-router.ts';
import { adminBrandRouter } from './brand/admin-brand-router.ts';
import { adminFaqRouter } from './site-content/admin-faq-router.ts';
import { adminGalleryRouter } from './gallery/admin-gallery-router.ts';
import { adminMailRouter, MAIL_TEST_WINDOW_MS, MAIL_TESTS_PER_WINDOW } from './mail-settings/admin-mail-router.ts';
import { adminMessagesRouter } from './quote-requests/admin-quote-requests-router.ts';
import { adminPagesRouter } from './site-content/admin-pages-router.ts';
import { adminQuotePhotosRouter } from './quote-requests/admin-quote-photos-router.ts';
import { adminSearchVisibilityRouter } from './search-visibility/admin-search-visibility-router.ts';
import { adminServicesRouter } from './services/admin-services-router.ts';
import { adminSetupRouter } from './setup-checklist/admin-setup-router.ts';
import { adminSignInsRouter } from './account/admin-sign-ins-router.ts';
import { adminSiteRouter } from './site-content/admin-site-router.ts';
import { adminTestimonialsRouter } from './site-content/admin-testimonials-router.ts';
import { adminTwoFactorRouter } from './account/admin-two-factor-router.ts';
import { adminWorkStepsRouter } from './site-content/admin-work-steps-router.ts';
import { authRouter } from './auth/auth-router.ts';
import { CONTACT_MAX_PER_WINDOW, CONTACT_WINDOW_MS, contactRouter } from './quote-requests/quote-requests-router.ts';
import { credentialsRouter } from './auth/credentials-router.ts';
import { healthRouter } from './health/health-router.ts';
import { publishedFilesRouter } from './public-files/published-files-router.ts';
import { PHOTO_WINDOW_MS, quotePhotosRouter } from './quote-requests/quote-photos-router.ts';
import { siteRouter } from './public-site/site-router.ts';
import { uploadsRouter } from './public-files/uploads-router.ts';
import { createAdminSessionStore } from './auth/admin-session-store.ts';
import { createAdminStore } from './auth/admin-store.ts';
import { createBrandStore } from './brand/brand-store.ts';
import { createBusinessStore } from './site-content/business-store.ts';
import { createContactRequestStore } from './quote-requests/quote-request-store.ts';
import { createFaqStore } from './site-content/faq-store.ts';
import { createGalleryStore } from './gallery/gallery-store.ts';
import { createHealthStore } from './health/health-store.ts';
import { createKnownPlaceStore } from './auth/known-place-store.ts';
import { createPageCopyStore } from './site-content/page-copy-store.ts';
import { createQuotePhotoStore } from './quote-requests/quote-photo-store.ts';
import { createRevokedTokenStore } from './auth/revoked-token-store.ts';
import { createSearchVisibilityStore } from './search-visibility/search-visibility-store.ts';
import { createServiceStore } from './services/service-store.ts';
import { createSignInChallengeStore } from './auth/sign-in-challenge-store.ts';
import { createSignInEventStore } from './account/sign-in-event-store.ts';
import { createSignInFailureStore } from './auth/sign-in-failure-store.ts';
import { createSpentFormTokenStore } from './quote-requests/spent-form-token-store.ts';
import { createTestimonialStore } from './site-content/testimonial-store.ts';
import { createTwoFactorStore } from './account/two-factor-store.ts';
import { createWorkStepStore } from './site-content/work-step-store.ts';
import { acmeChallengeRouter } from './tls/acme-challenge-router.ts';
import type { TlsHealth } from './tls/certificate-keeper.ts';

export interface AppDeps {
  db: DatabaseSync;
  jwtKey: KeyObject;
  tokenTtlSeconds: number;
  logger: Logger;
  /**
   * The peers (nginx) whose X-Forwarded-For gives the client address: host names, addresses or
   * CIDR ranges; empty trusts no one.
   */
  trustProxy: readonly string[];
  siteUrl: string;
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
  /** Pictures decoded at once, for every upload (default: DECODES_AT_ONCE, DECODES_WAITING); tests hold it full. */
  decodes?: DecodeBudget;
  /** Automatic HTTPS (SITE_URL https): the challenges under way and the certificate's health. */
  acme?: { challenges: ReadonlyMap<string, string>; health: () => TlsHealth | undefined };
}

/** Every router of the gateway, wired to its stores; tests enumerate their routes. */
export function createRouters(deps: AppDeps) {
  const { db, jwtKey, tokenTtlSeconds, logger, siteUrl, publicDir, outbox, mail, clock = Date.now } = deps;
  const { quotePhotosDir, quotePhotosMaxTotalBytes } = deps;
  const uploadsDir = join(publicDir, PUBLISHED_FILES.uploadsDir);

  const admins = createAdminStore(db);
  const business = createBusinessStore(db);
  const services = createServiceStore(db);
  const gallery = createGalleryStore(db);
  const testimonials = createTestimonialStore(db);
  const workSteps = createWorkStepStore(db);
  const faq = createFaqStore(db);
  const copy = createPageCopyStore(db);
  const brand = createBrandStore(db);
  const search = createSearchVisibilityStore(db);
  const sessionRows = createAdminSessionStore(db);
  const signInEvents = createSignInEventStore(db);
  const signInThrottle = createLoginThrottle(createSignInFailureStore(db), clock);
  const twoFactor = createTwoFactorStore(db);
  const places = createKnownPlaceStore(db);
  const recheck = createOwnerRecheck({ throttle: signInThrottle, places, clock });
  // The business's name, as e-mails and authenticator apps show it.
  const siteName = () => business.get()?.name ?? 'website';
  const sessions = createAdminSessions({
    admins,
    revokedTokens: createRevokedTokenStore(db),
    sessionRows,
    changedElsewhere: watchOtherWriters(db),
    jwtKey,
    tokenTtlSeconds,
    clock,
  });
  const requireAdmin = createRequireAdmin(jwtKey, tokenTtlSeconds, sessions);
  const requests = createContactRequestStore(db);
  const photos = createQuotePhotoStore(db);
  const photoCleanup = createQuotePhotoCleanup({ photos, folder: quotePhotosDir, clock, logger });
  const formTokens = createFormTokens(jwtKey, clock);
  // One budget for every picture decoded, whoever sends it: the owner's uploads wait with the visitors'.
  const decodes = deps.decodes ?? createDecodeBudget();

  const accountNotifier = createAccountNotifier({ mail, siteName, logger });

  return [
    healthRouter(createHealthStore(db), deps.acme?.health),
    acmeChallengeRouter(deps.acme?.challenges ?? new Map()),
    credentialsRouter(requireAdmin),
    authRouter({
      admins,
      sessions,
      throttle: signInThrottle,
      places,
      events: signInEvents,
      twoFactor,
      challenges: createSignInChallengeStore(db),
      requireAdmin,
      clock,
      notify: accountNotifier,
    }),
    adminAccountRouter({ admins, sessions, requireAdmin, recheck, clock, notify: accountNotifier }),
    adminTwoFactorRouter({
      admins,
      twoFactor,
      recheck,
      requireAdmin,
      clock,
      siteName,
      logger,
      notify: accountNotifier,
    }),
    adminSignInsRouter({ admins, sessions, sessionRows, events: signInEvents, requireAdmin, clock }),
    siteRouter(
      createPublicContent({ business, services, gallery, testimonials, workSteps, faq, copy, brand, search, siteUrl }),
    ),
    contactRouter({
      requests,
      services,
      formTokens,
      limiter: createRateWindow({ limit: CONTACT_MAX_PER_WINDOW, windowMs: CONTACT_WINDOW_MS, clock }),
      outbox,
      photos,
      spentTokens: createSpentFormTokenStore(db),
      clock,
    }),
    quotePhotosRouter({
      photos,
      folder: quotePhotosDir,
      formTokens,
      maxTotalBytes: quotePhotosMaxTotalBytes,
      attempts: createRateWindow({ limit: QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR, windowMs: PHOTO_WINDOW_MS, clock }),
      decodes,
      clock,
      logger,
    }),
    uploadsRouter(uploadsDir),
    publishedFilesRouter(publicDir),
    adminMessagesRouter({ requests, outbox, mail, requireAdmin, clock, photos, photoCleanup }),
    adminQuotePhotosRouter(photos, quotePhotosDir, requireAdmin),
    adminMailRouter({
      mail,
      account: deps.mailAccount,
      siteName: () => business.get()?.name ?? 'your',
      limiter: createRateWindow({ limit: MAIL_TESTS_PER_WINDOW, windowMs: MAIL_TEST_WINDOW_MS, clock }),
      requireAdmin,
    }),
    adminGalleryRouter({ gallery, uploadsDir, requireAdmin, decodes, logger }),
    adminServicesRouter(services, requireAdmin),
    adminSiteRouter(business, requireAdmin),
    adminTestimonialsRouter(testimonials, requireAdmin),
    adminWorkStepsRouter(workSteps, requireAdmin),
    adminFaqRouter(faq, requireAdmin),
    adminPagesRouter(copy, gallery, requireAdmin),
    adminSetupRouter({ business, services, gallery, testimonials, copy, brand, mail, search }, requireAdmin),
    adminSearchVisibilityRouter(search, requireAdmin),
    adminBrandRouter({ brand, uploadsDir, requireAdmin, decodes, logger }),
  ];
}

/** Wires the gateway: no environment, no listening, so tests can drive the real app. */
export function createApp(deps: AppDeps): Koa {
  const { logger, trustProxy } = deps;
  const app = new Koa();
  app.use(requestLog(logger));
  app.use(errorHandler(logger));
  app.use(clientAddress(createTrustedProxies(trustProxy, { logger })));
  app.use(jsonBody());
  app.use(publishAfterWrite(deps.publisher));
  for (const router of createRouters(deps)) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
