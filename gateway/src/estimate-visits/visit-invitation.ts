import { createEvent, type EventAttributes } from 'ics';
import type { EstimateVisit } from '../../contract/estimate-visits.ts';
import { foldIcsLines } from './ics-line-folding.ts';

/** The calendar program's name in each invitation and feed (RFC 5545 PRODID). */
export const CALENDAR_PRODUCT_ID = '-//Painting site//Estimate visits//EN';

/** The host of event ids while the site has no address: reserved (RFC 2606), so it names no one's server. */
export const NO_SITE_HOST = 'estimate-visits.invalid';

/** The host of the site's events' ids: the site's address's, else NO_SITE_HOST (never localhost). */
export function siteHostOf(origin: string | undefined): string {
  return origin === undefined ? NO_SITE_HOST : (URL.parse(origin)?.hostname ?? NO_SITE_HOST);
}

/** An estimate visit's event id, the same in every invitation and the feed: a change replaces it. */
export function visitUid(visitId: number, siteHost: string): string {
  return `estimate-visit-${visitId}@${siteHost}`;
}

/**
 * An invitation's revision (RFC 5546 SEQUENCE): seconds since the visit was booked, so each later
 * change (a move, the cancel) outranks the one before in the customer's calendar.
 */
export function visitSequence(visit: EstimateVisit, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(visit.bookedAt)) / 1000));
}

/** A person as an invitation names them: an address, and a name only when it is the business's own. */
export interface InvitationPerson {
  name?: string;
  email: string;
}

interface InvitationParts {
  visit: EstimateVisit;
  /** The host of its UID (siteHostOf). */
  siteHost: string;
  now: number;
  title: string;
  /** Words the business wrote (the time, the link); never the visitor's. */
  description: string;
  organizer: InvitationPerson;
  attendee: InvitationPerson;
}

/**
 * The .ics a visit's e-mail carries (RFC 5546 iTIP): REQUEST for a booked or moved visit, CANCEL
 * for a cancelled one, under the same UID so calendar apps update the one event. Built by `ics`,
 * its lines folded by octets.
 */
export function visitInvitation(parts: InvitationParts): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const { visit, siteHost, now } = parts;
  const cancelled = visit.status === 'cancelled';
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const event: EventAttributes = {
    productId: CALENDAR_PRODUCT_ID,
    method,
    uid: visitUid(visit.id, siteHost),
    sequence: visitSequence(visit, now),
    start: Date.parse(visit.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(visit.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: parts.title,
    description: parts.description,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: parts.organizer,
    attendees: [{ ...parts.attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  };
  const { error, value } = createEvent(event);
  // Only our own values go in; a refusal is a bug here, not the visitor's input.
  if (error || value === null) throw error ?? new Error('the visit invitation could not be written');
  return { method, content: foldIcsLines(value) };
}
