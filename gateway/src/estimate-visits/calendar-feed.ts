import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { UpcomingVisit } from '../../contract/estimate-visits.ts';
import { adminQuoteRequestPath } from '../../contract/routes.ts';
import { addDays } from '../../contract/wall-clock.ts';
import { townOf } from '../quote-requests/index.ts';
import type { FeedFollowUp } from './calendar-feed-store.ts';
import { foldIcsLines } from './ics-line-folding.ts';
import { CALENDAR_PRODUCT_ID, visitUid } from './visit-invitation.ts';

const dateArray = (date: string): DateArray => date.split('-').map(Number) as DateArray;

const titleOf = (what: string, name: string, serviceTitle: string | null) =>
  `${what}: ${name}${serviceTitle ? ` — ${serviceTitle}` : ''}`;

/** An event's words instead of a link while the site has no address one could lead to. */
export const FEED_SIGN_IN_WORDS = 'Sign in to your dashboard to see the request.';

interface FeedParts {
  businessName: string;
  /** Where its links lead; undefined: no links, words instead. */
  linkBase: string | undefined;
  /** The host of its follow-ups' ids (siteHostOf). */
  siteHost: string;
  /** The host of a visit's event id, the one its invitations carry (the site's host by default). */
  visitHost?: (visitId: number) => string;
  visits: readonly UpcomingVisit[];
  followUps: readonly FeedFollowUp[];
}

/**
 * The owner's calendar (iCalendar, built by `ics`, its lines folded by octets): each live visit at
 * its time and each follow-up day as an all-day event. Only the customer's name, town and service,
 * and a link to the request in the dashboard (which asks the owner to sign in): never the details
 * they wrote.
 */
export function calendarFeed({ businessName, linkBase, siteHost, visitHost, visits, followUps }: FeedParts): string {
  const linked = (requestId: number) =>
    linkBase === undefined
      ? { description: FEED_SIGN_IN_WORDS }
      : {
          description: `The request: ${linkBase}${adminQuoteRequestPath(requestId)}`,
          url: `${linkBase}${adminQuoteRequestPath(requestId)}`,
        };
  const events: EventAttributes[] = [
    ...visits.map((visit): EventAttributes => {
      const town = townOf(visit.address);
      return {
        uid: visitUid(visit.id, visitHost?.(visit.id) ?? siteHost),
        start: Date.parse(visit.start),
        startInputType: 'utc',
        startOutputType: 'utc',
        end: Date.parse(visit.end),
        endInputType: 'utc',
        endOutputType: 'utc',
        title: titleOf('Estimate visit', visit.name, visit.serviceTitle),
        ...(town ? { location: town } : {}),
        ...linked(visit.quoteRequestId),
        // Booked online and not yet confirmed by the owner: tentative in the calendar.
        status: visit.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
        busyStatus: 'BUSY',
      };
    }),
    ...followUps.map(
      (followUp): EventAttributes => ({
        uid: `follow-up-${followUp.requestId}@${siteHost}`,
        start: dateArray(followUp.followUpOn),
        end: dateArray(addDays(followUp.followUpOn, 1)),
        title: titleOf('Follow up', followUp.name, followUp.serviceTitle),
        ...linked(followUp.requestId),
        transp: 'TRANSPARENT',
        busyStatus: 'FREE',
      }),
    ),
  ];
  const { error, value } = createEvents(events, {
    productId: CALENDAR_PRODUCT_ID,
    method: 'PUBLISH',
    calName: `${businessName} — estimate visits`,
  });
  if (error || value === null) throw error ?? new Error('the calendar feed could not be written');
  return foldIcsLines(value);
}
