import type { KeyObject } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { PLAIN_QUOTE_FORM_MAX_PER_HOUR } from '../contract/plain-quote-form.ts';
import { QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR } from '../contract/quote-requests.ts';
import type { Stores } from './create-stores.ts';
import { createUnsubscribeLinks } from './customer-mail/unsubscribe-keys.ts';
import { UNSUBSCRIBE_WINDOW_MS, UNSUBSCRIBES_PER_ADDRESS } from './customer-mail/unsubscribe-router.ts';
import { watchOtherWriters } from './db/data-version.ts';
import { createVisitBookings } from './estimate-visits/visit-bookings.ts';
import { createVisitFacts } from './estimate-visits/visit-facts.ts';
import { createVisitTokens } from './estimate-visits/visit-tokens.ts';
import {
  VISIT_CHANGES_PER_ADDRESS,
  VISIT_LOOKUPS_PER_ADDRESS,
  VISIT_RATE_WINDOW_MS,
} from './estimate-visits/visits-router.ts';
import { createFormTokens } from './http/form-token.ts';
import { createRateWindow, rateKeyHash } from './http/rate-window.ts';
import { createDecodeBudget, type DecodeBudget } from './images/decode-budget.ts';
import type { Logger } from './logger.ts';
import type { MailSender } from './mail/mail-sender.ts';
import { MAIL_TEST_WINDOW_MS, MAIL_TESTS_PER_WINDOW } from './mail-settings/admin-mail-router.ts';
import { createAccountNotifier } from './owner/account-notices.ts';
import { createAdminSessions } from './owner/admin-sessions.ts';
import { createLoginThrottle } from './owner/login-throttle.ts';
import { createOwnerRecheck } from './owner/owner-recheck.ts';
import { createRequireOwner } from './owner/require-owner.ts';
import { createPublicContent } from './public-site/public-content.ts';
import { createQuotePhotoCleanup } from './quote-requests/quote-photo-cleanup.ts';
import { PHOTO_WINDOW_MS } from './quote-requests/quote-photos-router.ts';
import { QUOTE_REQUEST_MAX_PER_WINDOW, QUOTE_REQUEST_WINDOW_MS } from './quote-requests/quote-request-intake.ts';
import { createVisitorCounter } from './visitor-counts/visitor-counter.ts';
import { createVisitorReports } from './visitor-counts/visitor-report.ts';

interface ServicesDeps {
  db: DatabaseSync;
  stores: Stores;
  jwtKey: KeyObject;
  tokenTtlSeconds: number;
  logger: Logger;
  mail: MailSender;
  siteUrl: string;
  /** DATA_DIR/quote-photos: the photos customers attach to quote requests (private). */
  quotePhotosDir: string;
  /** Milliseconds since the epoch; tests move it to cross time windows without waiting. */
  clock: () => number;
  /** Pictures decoded at once, for every upload (default: DECODES_AT_ONCE, DECODES_WAITING); tests hold it full. */
  decodes?: DecodeBudget | undefined;
}

/**
 * The services the routers share (sessions, throttles, limits, the public content), built once
 * by the composition root from the stores; the app only hands them to its routers.
 */
export function createServices(deps: ServicesDeps) {
  const { db, stores, jwtKey, tokenTtlSeconds, logger, mail, siteUrl, clock } = deps;
  const signInThrottle = createLoginThrottle(stores.signInFailures, clock);
  const sessions = createAdminSessions({
    admins: stores.admins,
    revokedTokens: stores.revokedTokens,
    sessionRows: stores.adminSessions,
    changedElsewhere: watchOtherWriters(db),
    jwtKey,
    tokenTtlSeconds,
    clock,
  });
  // The business's name, as e-mails and authenticator apps show it.
  const siteName = () => stores.business.get()?.name ?? 'website';
  const visitTokens = createVisitTokens(jwtKey);
  const { visits, visitAvailability: availability } = stores;
  // Visitor counts (issue 31): days in the business's time zone, as the estimate visits use it.
  const visitorCounter = createVisitorCounter({
    db,
    events: stores.siteEvents,
    totals: stores.visitorTotals,
    salts: stores.visitorSalts,
    timeZone: () => availability.get().timeZone,
    siteUrl,
    logger,
    clock,
  });
  const hashKey = rateKeyHash(jwtKey);
  const rateWindow = (name: string, limit: number, windowMs: number) =>
    createRateWindow({ events: stores.rateEvents, hashKey, name, limit, windowMs, clock });
  return {
    signInThrottle,
    sessions,
    requireOwner: createRequireOwner(jwtKey, tokenTtlSeconds, sessions, clock),
    recheck: createOwnerRecheck({ throttle: signInThrottle, places: stores.knownPlaces, clock }),
    siteName,
    accountNotifier: createAccountNotifier({ mail, siteName, logger }),
    formTokens: createFormTokens(jwtKey, clock),
    // One budget for every picture decoded, whoever sends it: the owner's uploads wait with the visitors'.
    decodes: deps.decodes ?? createDecodeBudget(),
    photoCleanup: createQuotePhotoCleanup({ photos: stores.quotePhotos, folder: deps.quotePhotosDir, clock, logger }),
    publicContent: createPublicContent({ ...stores, siteUrl }),
    /** The customer's key to a request's visit (QuoteReceipt.visitToken, the manage link). */
    visitTokens,
    /** Every booking, move and cancellation of a visit, each decided in one transaction. */
    visitBookings: createVisitBookings({ db, visits, availability, events: stores.requestEvents, clock }),
    /** What a visit's e-mails need, by visit id (the e-mails, the reminders). */
    visitFacts: createVisitFacts({ visits, requests: stores.quoteRequests, tokens: visitTokens, availability }),
    /** The one-click unsubscribe link every e-mail to a customer carries (contract/customer-mail.ts). */
    unsubscribeLinks: createUnsubscribeLinks(jwtKey, siteUrl),
    /** The beacons, buffered and written once a second; the composition root starts and closes it. */
    visitorCounter,
    visitorReports: createVisitorReports({
      counter: visitorCounter,
      events: stores.siteEvents,
      totals: stores.visitorTotals,
    }),
    // Each window's events are stored under its name (rate_events.window_name): renaming one forgets them.
    limits: {
      quoteRequests: rateWindow('quoteRequests', QUOTE_REQUEST_MAX_PER_WINDOW, QUOTE_REQUEST_WINDOW_MS),
      plainQuoteForm: rateWindow('plainQuoteForm', PLAIN_QUOTE_FORM_MAX_PER_HOUR, QUOTE_REQUEST_WINDOW_MS),
      quotePhotos: rateWindow('quotePhotos', QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR, PHOTO_WINDOW_MS),
      mailTests: rateWindow('mailTests', MAIL_TESTS_PER_WINDOW, MAIL_TEST_WINDOW_MS),
      visitChanges: rateWindow('visitChanges', VISIT_CHANGES_PER_ADDRESS, VISIT_RATE_WINDOW_MS),
      visitLookups: rateWindow('visitLookups', VISIT_LOOKUPS_PER_ADDRESS, VISIT_RATE_WINDOW_MS),
      unsubscribes: rateWindow('unsubscribes', UNSUBSCRIBES_PER_ADDRESS, UNSUBSCRIBE_WINDOW_MS),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
