import { VISIT_MAILS_PER_HOUR, VISIT_MAILS_PER_RECIPIENT_PER_DAY } from '../../contract/estimate-visits.ts';
import type { CustomerMailModule } from '../customer-mail/index.ts';
import type { Kernel, Module } from '../kernel/kernel.ts';
import { createRecipientCaps } from '../mail/recipient-caps.ts';
import type { MailSettingsModule } from '../mail-settings/index.ts';
import type { OwnerAccess } from '../owner/index.ts';
import type { QuoteRequestRecords } from '../quote-requests/index.ts';
import type { SiteContentModule } from '../site-content/index.ts';
import { adminVisitsRouter } from './admin-visits-router.ts';
import { calendarFeedRouter } from './calendar-feed-router.ts';
import { createCalendarFeedStore } from './calendar-feed-store.ts';
import { createVisitAvailabilityStore } from './visit-availability-store.ts';
import { createVisitBookings } from './visit-bookings.ts';
import { createVisitFacts } from './visit-facts.ts';
import { siteHostOf } from './visit-invitation.ts';
import { createVisitMail } from './visit-mail-sender.ts';
import type { VisitAlerts } from './visit-notices.ts';
import { remindOfVisits } from './visit-reminders.ts';
import { createVisitStore } from './visit-store.ts';
import { createVisitTokens } from './visit-tokens.ts';
import { createVisitUidHosts } from './visit-uid-hosts.ts';
import {
  VISIT_CHANGES_PER_ADDRESS,
  VISIT_LOOKUPS_PER_ADDRESS,
  VISIT_RATE_WINDOW_MS,
  visitsRouter,
} from './visits-router.ts';

interface EstimateVisitsDeps {
  access: OwnerAccess;
  records: QuoteRequestRecords;
  siteContent: SiteContentModule;
  mailSettings: MailSettingsModule;
  customerMail: CustomerMailModule;
  /** The phone alerts, by what the visits ask of them. */
  push: { alerts: VisitAlerts };
}

/**
 * Estimate visits: the owner's availability, the customer's booking, move and cancellation by the
 * link in their receipt, the e-mails after each change and the reminders, and the owner's calendar feed.
 */
export function estimateVisitsModule(kernel: Kernel, deps: EstimateVisitsDeps) {
  const { db, jwtKey, logger, runtime, clock, rateWindow, siteAddress } = kernel;
  const { requests, events } = deps.records;
  const { requireOwner } = deps.access;
  const { unsubscribes, unsubscribeLinks } = deps.customerMail;
  const visits = createVisitStore(db);
  const availability = createVisitAvailabilityStore(db);
  const tokens = createVisitTokens(jwtKey);
  const bookings = createVisitBookings({ db, visits, availability, events, clock });
  // Each visit's event id keeps the host it was first given out with (connecting a domain later changes none).
  const visitHost = createVisitUidHosts(db, () => siteHostOf(siteAddress.current()));
  const facts = createVisitFacts({ visits, requests, tokens, availability });
  const notices = createVisitMail({
    sender: deps.mailSettings.mail,
    visits,
    caps: createRecipientCaps(db, {
      table: 'visit_mail_reservations',
      perRecipientPerDay: VISIT_MAILS_PER_RECIPIENT_PER_DAY,
      perHour: VISIT_MAILS_PER_HOUR,
    }),
    site: deps.mailSettings.mailSite,
    linkBase: siteAddress.linkBase,
    siteHost: visitHost,
    logger,
    events,
    unsubscribes,
    unsubscribeLinks,
    retryDelaysMs: runtime.notifyRetryDelaysMs,
    clock,
  });
  return {
    visits,
    availability,
    /** The customer's key to a request's visit (QuoteReceipt.visitToken, the manage link). */
    tokens,
    /** Every booking, move and cancellation of a visit, each decided in one transaction. */
    bookings,
    /** What a visit's e-mails need, by visit id (the e-mails, the reminders). */
    facts,
    /** The e-mails of a change to a visit, sent after it is committed. */
    notices,
    /** The business's time zone, as the visits are offered in it. */
    timeZone: () => availability.get().timeZone,
    routers: [
      visitsRouter({
        bookings,
        visits,
        requests,
        availability,
        business: deps.siteContent.business,
        tokens,
        facts,
        notices,
        alerts: deps.push.alerts,
        changes: rateWindow('visitChanges', VISIT_CHANGES_PER_ADDRESS, VISIT_RATE_WINDOW_MS),
        lookups: rateWindow('visitLookups', VISIT_LOOKUPS_PER_ADDRESS, VISIT_RATE_WINDOW_MS),
        clock,
      }),
      adminVisitsRouter({ bookings, visits, availability, requests, facts, notices, requireOwner, clock }),
      calendarFeedRouter({
        feeds: createCalendarFeedStore(db),
        visits,
        businessName: deps.siteContent.siteName,
        siteAddress,
        visitHost,
        requireOwner,
        clock,
      }),
    ],
    start: () => remindOfVisits({ visits, factsFor: facts, mail: notices, logger, clock }),
    close: () => notices.close(),
  } satisfies Module;
}

export type EstimateVisitsModule = ReturnType<typeof estimateVisitsModule>;

// What the other modules use of this one.
export type { VisitNoticeFacts } from './visit-notices.ts';
export type { VisitStore } from './visit-store.ts';
export type { VisitTokens } from './visit-tokens.ts';
