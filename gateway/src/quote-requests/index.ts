import { PLAIN_QUOTE_FORM_MAX_PER_HOUR } from '../../contract/plain-quote-form.ts';
import { QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR } from '../../contract/quote-requests.ts';
import { PUBLIC_PATH } from '../../contract/routes.ts';
import type { Kernel, Module } from '../kernel/kernel.ts';
import type { MailSettingsModule } from '../mail-settings/index.ts';
import type { OwnerAccess } from '../owner/index.ts';
import type { PublicSiteModule } from '../public-site/index.ts';
import type { ServicesModule } from '../services/index.ts';
import { createAcknowledgementCapStore } from './acknowledgement-cap-store.ts';
import { adminQuotePhotosRouter } from './admin-quote-photos-router.ts';
import { adminQuoteRequestsRouter } from './admin-quote-requests-router.ts';
import { createContactPage } from './contact-page.ts';
import { createFormTokens } from './form-token.ts';
import { plainQuoteFormRouter } from './plain-quote-form-router.ts';
import { createQuoteOutbox } from './quote-outbox.ts';
import { createQuotePhotoCleanup } from './quote-photo-cleanup.ts';
import { createQuotePhotoStore } from './quote-photo-store.ts';
import { PHOTO_WINDOW_MS, quotePhotosRouter } from './quote-photos-router.ts';
import {
  createQuoteRequestIntake,
  QUOTE_REQUEST_MAX_PER_WINDOW,
  QUOTE_REQUEST_WINDOW_MS,
} from './quote-request-intake.ts';
import { createQuoteRequestStore } from './quote-request-store.ts';
import { quoteRequestsRouter } from './quote-requests-router.ts';
import { createRequestEventStore } from './request-event-store.ts';
import type {
  CountEvent,
  RequestAlerts,
  RequestFollowUps,
  RequestUnsubscribes,
  RequestVisits,
  UnsubscribeLinkMaker,
  VisitKeys,
} from './request-ports.ts';
import { purgeSpamDaily } from './spam-purge.ts';
import { createSpentFormTokenStore } from './spent-form-token-store.ts';

/**
 * The quote requests and each one's history: what the modules that work on a request (its phone
 * alert, its follow-ups, its estimate visit) are built on, before the requests' own routes.
 */
export function quoteRequestRecords(kernel: Pick<Kernel, 'db'>) {
  const { db } = kernel;
  return {
    requests: createQuoteRequestStore(db),
    photos: createQuotePhotoStore(db),
    /** Each request's history: received, e-mailed, alerted, visited, followed up. */
    events: createRequestEventStore(db),
  };
}

export type QuoteRequestRecords = ReturnType<typeof quoteRequestRecords>;

interface QuoteRequestsDeps {
  access: OwnerAccess;
  records: QuoteRequestRecords;
  services: ServicesModule;
  mailSettings: MailSettingsModule;
  publicSite: PublicSiteModule;
  // The modules built on the requests, by what the requests ask of them (request-ports.ts).
  push: { alerts: RequestAlerts };
  customerMail: {
    unsubscribes: RequestUnsubscribes;
    unsubscribeLinks: UnsubscribeLinkMaker;
    customerMail: RequestFollowUps;
  };
  visits: { visits: RequestVisits; tokens: VisitKeys };
  visitorCounts: { countForSender: CountEvent };
}

/**
 * Quote requests: one way in, whether the app sent the form or the browser did, with the photos
 * attached to it; the owner's notification and the customer's acknowledgement (resumed at start
 * when still due); the owner's inbox; and the background sweeps of old spam and unclaimed photos.
 */
export function quoteRequestsModule(kernel: Kernel<{ quotePhotosMaxTotalMb: number }>, deps: QuoteRequestsDeps) {
  const { db, jwtKey, settings, folders, logger, runtime, clock, rateWindow, decodes } = kernel;
  const { requests, photos, events } = deps.records;
  const { requireOwner } = deps.access;
  const { mail, mailSite } = deps.mailSettings;
  const { alerts } = deps.push;
  const { unsubscribes, unsubscribeLinks, customerMail } = deps.customerMail;
  const folder = folders.quotePhotosDir;
  const formTokens = createFormTokens(jwtKey, clock);
  const photoCleanup = createQuotePhotoCleanup({ photos, folder, clock, logger });
  const outbox = createQuoteOutbox({
    sender: mail,
    requests,
    caps: createAcknowledgementCapStore(db),
    site: mailSite,
    linkBase: kernel.siteAddress.linkBase,
    photoCount: runtime.photoCount ?? ((requestId) => photos.countForRequest(requestId)),
    events,
    unsubscribes,
    unsubscribeLinks,
    logger,
    retryDelaysMs: runtime.notifyRetryDelaysMs,
    clock,
  });
  const intake = createQuoteRequestIntake({
    requests,
    services: deps.services.services,
    formTokens,
    limiter: rateWindow('quoteRequests', QUOTE_REQUEST_MAX_PER_WINDOW, QUOTE_REQUEST_WINDOW_MS),
    plainLimiter: rateWindow('plainQuoteForm', PLAIN_QUOTE_FORM_MAX_PER_HOUR, QUOTE_REQUEST_WINDOW_MS),
    outbox,
    alerts,
    photos,
    spentTokens: createSpentFormTokenStore(db),
    events,
    clock,
  });
  const contactPage = createContactPage({
    renderer: deps.publicSite.renderer,
    content: () => deps.publicSite.publicContent.snapshot()?.content,
    logger,
  });
  return {
    formTokens,
    outbox,
    photoCleanup,
    routers: [
      quoteRequestsRouter({ formTokens, intake, visitTokens: deps.visits.tokens }),
      plainQuoteFormRouter({
        intake,
        contactPage,
        countSent: (ctx) => deps.visitorCounts.countForSender(ctx, { kind: 'form-sent', path: PUBLIC_PATH.contact }),
      }),
      quotePhotosRouter({
        photos,
        folder,
        formTokens,
        maxTotalBytes: settings.quotePhotosMaxTotalMb * 1024 * 1024,
        attempts: rateWindow('quotePhotos', QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR, PHOTO_WINDOW_MS),
        decodes,
        clock,
        logger,
      }),
      adminQuoteRequestsRouter({
        requests,
        outbox,
        mail,
        requireOwner,
        clock,
        photos,
        photoCleanup,
        visits: deps.visits.visits,
        alerts,
        events,
        customerMail,
      }),
      adminQuotePhotosRouter({
        photos,
        requests,
        folder,
        maxTotalBytes: settings.quotePhotosMaxTotalMb * 1024 * 1024,
        decodes,
        requireOwner,
        clock,
        logger,
      }),
    ],
    start() {
      outbox.resumePending();
      // Purged spam's photos have no row left: the sweep takes their files at once.
      const stopPurge = purgeSpamDaily({
        requests,
        logger,
        clock,
        onRequestsRemoved: runtime.onRequestsRemoved ?? (() => void photoCleanup.sweep()),
      });
      const stopCleanup = photoCleanup.start();
      return () => {
        stopPurge();
        stopCleanup();
      };
    },
    close: () => outbox.close(),
  } satisfies Module;
}

export type QuoteRequestsModule = ReturnType<typeof quoteRequestsModule>;

// What the other modules use of this one.
export { townOf } from './address-town.ts';
export { calendarDate } from './calendar-date.ts';
export { greetingName } from './customer-acknowledgement.ts';
export type { MailOnTimeline } from './mail-events.ts';
export { mailFailed, mailSent, mailSkipped, UNSUBSCRIBED_WORDS } from './mail-events.ts';
export { QUOTE_PHOTO_ID, quotePhotoFile } from './quote-photo-files.ts';
export type { QuotePhotoStore } from './quote-photo-store.ts';
export type { QuoteRequestStore, StoredQuoteRequest } from './quote-request-store.ts';
export { ownerChanges } from './request-change-events.ts';
export type { NewTimelineEvent, RequestEventStore } from './request-event-store.ts';
