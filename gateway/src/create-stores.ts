import type { DatabaseSync } from 'node:sqlite';
import { VISIT_MAILS_PER_HOUR, VISIT_MAILS_PER_RECIPIENT_PER_DAY } from '../contract/estimate-visits.ts';
import { createBackupRunStore } from './backups/backup-run-store.ts';
import { createBrandStore } from './brand/brand-store.ts';
import { createCustomerMailSettingsStore } from './customer-mail/customer-mail-settings-store.ts';
import { createFollowUpStore } from './customer-mail/follow-up-store.ts';
import { createReviewRequestStore } from './customer-mail/review-request-store.ts';
import { createUnsubscribeStore } from './customer-mail/unsubscribe-store.ts';
import { createCalendarFeedStore } from './estimate-visits/calendar-feed-store.ts';
import { createVisitAvailabilityStore } from './estimate-visits/visit-availability-store.ts';
import { createVisitStore } from './estimate-visits/visit-store.ts';
import { createGalleryStore } from './gallery/gallery-store.ts';
import { createHealthStore } from './health/health-store.ts';
import { createRateEventStore } from './http/rate-event-store.ts';
import { createRecipientCaps } from './mail/recipient-caps.ts';
import { createMailSettingsStore } from './mail-settings/mail-settings-store.ts';
import { createAccessRecoveryStore } from './owner/access-recovery-store.ts';
import { createAdminSessionStore } from './owner/admin-session-store.ts';
import { createAdminStore } from './owner/admin-store.ts';
import { createKnownPlaceStore } from './owner/known-place-store.ts';
import { createRevokedTokenStore } from './owner/revoked-token-store.ts';
import { createSignInChallengeStore } from './owner/sign-in-challenge-store.ts';
import { createSignInEventStore } from './owner/sign-in-event-store.ts';
import { createSignInFailureStore } from './owner/sign-in-failure-store.ts';
import { createTwoFactorStore } from './owner/two-factor-store.ts';
import { createPushDeviceStore } from './push/push-device-store.ts';
import { createVapidKeyStore } from './push/vapid-key-store.ts';
import { createAcknowledgementCapStore } from './quote-requests/acknowledgement-cap-store.ts';
import { createQuotePhotoStore } from './quote-requests/quote-photo-store.ts';
import { createQuoteRequestStore } from './quote-requests/quote-request-store.ts';
import { createRequestEventStore } from './quote-requests/request-event-store.ts';
import { createSpentFormTokenStore } from './quote-requests/spent-form-token-store.ts';
import { createSearchVisibilityStore } from './search-visibility/search-visibility-store.ts';
import { createServiceStore } from './services/service-store.ts';
import { createBusinessStore } from './site-content/business-store.ts';
import { createFaqStore } from './site-content/faq-store.ts';
import { createPageCopyStore } from './site-content/page-copy-store.ts';
import { createTestimonialStore } from './site-content/testimonial-store.ts';
import { createWorkStepStore } from './site-content/work-step-store.ts';
import { createSiteEventStore } from './visitor-counts/site-event-store.ts';
import { createVisitorSaltStore } from './visitor-counts/visitor-salt-store.ts';
import { createVisitorTotalsStore } from './visitor-counts/visitor-totals-store.ts';

/**
 * The stores of a migrated database: the gateway's composition root and each command (operator,
 * site setup) call this once and hand the stores on, so no store is built twice.
 */
export function createStores(db: DatabaseSync) {
  return {
    admins: createAdminStore(db),
    adminSessions: createAdminSessionStore(db),
    revokedTokens: createRevokedTokenStore(db),
    knownPlaces: createKnownPlaceStore(db),
    signInChallenges: createSignInChallengeStore(db),
    signInFailures: createSignInFailureStore(db),
    accessRecovery: createAccessRecoveryStore(db),
    signInEvents: createSignInEventStore(db),
    twoFactor: createTwoFactorStore(db),
    business: createBusinessStore(db),
    copy: createPageCopyStore(db),
    faq: createFaqStore(db),
    workSteps: createWorkStepStore(db),
    testimonials: createTestimonialStore(db),
    services: createServiceStore(db),
    gallery: createGalleryStore(db),
    brand: createBrandStore(db),
    search: createSearchVisibilityStore(db),
    quoteRequests: createQuoteRequestStore(db),
    quotePhotos: createQuotePhotoStore(db),
    acknowledgementCaps: createAcknowledgementCapStore(db),
    spentFormTokens: createSpentFormTokenStore(db),
    mailSettings: createMailSettingsStore(db),
    health: createHealthStore(db),
    backupRuns: createBackupRunStore(db),
    calendarFeeds: createCalendarFeedStore(db),
    visitMailCaps: createRecipientCaps(db, {
      table: 'visit_mail_reservations',
      perRecipientPerDay: VISIT_MAILS_PER_RECIPIENT_PER_DAY,
      perHour: VISIT_MAILS_PER_HOUR,
    }),
    visitAvailability: createVisitAvailabilityStore(db),
    visits: createVisitStore(db),
    // Issue 30: each request's history, and the addresses that want no more automatic e-mail.
    requestEvents: createRequestEventStore(db),
    unsubscribes: createUnsubscribeStore(db),
    // The owner's devices for phone alerts, and the site's VAPID keys they subscribed with.
    pushDevices: createPushDeviceStore(db),
    vapidKeys: createVapidKeyStore(db),
    // Quote follow-ups and review requests: the owner's settings, and what was sent.
    customerMailSettings: createCustomerMailSettingsStore(db),
    followUps: createFollowUpStore(db),
    reviewRequests: createReviewRequestStore(db),
    // Issue 31: today's visitor events and salt, and the daily totals they are folded into.
    siteEvents: createSiteEventStore(db),
    visitorSalts: createVisitorSaltStore(db),
    visitorTotals: createVisitorTotalsStore(db),
    // Issue 47: the events the per-address limits count, so a restart does not reset them.
    rateEvents: createRateEventStore(db),
  };
}

/** Every table's store, each built once on one database. */
export type Stores = ReturnType<typeof createStores>;
