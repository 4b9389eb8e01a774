import { VISIT_CHANGE_CUTOFF_HOURS, visitManageUrl } from '../../contract/estimate-visits.ts';
import { adminQuoteRequestPath } from '../../contract/routes.ts';
import {
  escapeHtml,
  factsAsHtml,
  factsAsText,
  htmlMail,
  type MailSite,
  paragraphsAsHtml,
  signature,
  unsubscribeHtml,
  unsubscribeText,
} from '../mail/mail-layout.ts';
import { greetingName } from '../quote-requests/index.ts';
import type { VisitNoticeFacts } from './visit-notices.ts';

/** What a customer's visit e-mail is about. */
export type CustomerVisitMailKind = 'booked' | 'moved' | 'cancelled' | 'reminder';

const HOUR_MS = 3600 * 1000;

/** "Tuesday, December 1, 2026, 9:00 – 10:00 AM PST": the visit as people read it, in the business's zone. */
export function visitTimeWords(start: string, end: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).formatRange(new Date(start), new Date(end));
}

/** "Monday, November 30 at 9:00 PM PST": until when the customer may change the visit online. */
function cutoffWords(start: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(Date.parse(start) - VISIT_CHANGE_CUTOFF_HOURS * HOUR_MS));
}

const HEADINGS: Record<CustomerVisitMailKind, (site: MailSite) => string> = {
  booked: (site) => `Your estimate visit with ${site.name} is booked`,
  moved: (site) => `Your estimate visit with ${site.name} has a new time`,
  cancelled: (site) => `Your estimate visit with ${site.name} is cancelled`,
  reminder: (site) => `Reminder: your estimate visit with ${site.name}`,
};

const SUBJECTS: Record<CustomerVisitMailKind, (site: MailSite, when: string) => string> = {
  booked: (site, when) => `Estimate visit booked: ${when} — ${site.name}`,
  moved: (site, when) => `Estimate visit moved to ${when} — ${site.name}`,
  cancelled: (site) => `Estimate visit cancelled — ${site.name}`,
  reminder: (site, when) => `Reminder: estimate visit ${when} — ${site.name}`,
};

/**
 * The customer's e-mail about their visit. It goes to an address anyone can type, so, like the
 * acknowledgement, it repeats nothing typed but a first name: the time, the service chosen from
 * the list, the owner's reason when the owner cancelled, the private link and the business's phone;
 * last, the customer's one-click unsubscribe link.
 */
export function customerVisitMail(
  kind: CustomerVisitMailKind,
  facts: VisitNoticeFacts,
  site: MailSite,
  linkBase: string | undefined,
  unsubscribeUrl: string | undefined,
) {
  const { visit, request, token, timeZone } = facts;
  const when = visitTimeWords(visit.start, visit.end, timeZone);
  const name = greetingName(request.name);
  const heading = HEADINGS[kind](site);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const facts2: [string, string][] = [
    ['When', when],
    ['Service', request.serviceTitle ?? 'Not sure yet'],
  ];
  const lines: string[] = [];
  if (kind === 'cancelled') {
    lines.push(
      visit.cancelledBy === 'owner'
        ? `We are sorry: ${site.name} had to cancel your estimate visit.`
        : 'Your estimate visit is cancelled, as you asked.',
    );
    if (visit.cancelledBy === 'owner' && visit.cancelReason) lines.push(`Why: ${visit.cancelReason}`);
    lines.push('To book another time, reply to this e-mail or call us.');
  } else {
    if (kind === 'booked')
      lines.push(`Thank you for booking a free estimate visit with ${site.name}. We'll see you then.`);
    if (kind === 'moved')
      lines.push('Your estimate visit has a new time. The invitation attached updates your calendar.');
    if (kind === 'reminder') lines.push('This is a reminder of your free estimate visit tomorrow.');
    const until = cutoffWords(visit.start, timeZone);
    lines.push(
      linkBase === undefined
        ? `To move or cancel it (until ${until}), reply to this e-mail or call us.`
        : `To move or cancel it (until ${until}): ${visitManageUrl(linkBase, token)}`,
    );
  }
  const phone = site.phone.trim();
  const call = phone ? `Questions? Call us at ${phone}.` : '';
  const text = [
    heading,
    '',
    greeting,
    '',
    ...factsAsText(facts2),
    '',
    ...lines,
    ...(call ? ['', call] : []),
    '',
    signature(site.name, linkBase),
    ...unsubscribeText(unsubscribeUrl),
  ].join('\n');
  const html = htmlMail(site, heading, [
    ...paragraphsAsHtml(greeting),
    ...factsAsHtml(facts2),
    ...lines.map((line) =>
      line.startsWith('To move or cancel') && linkBase !== undefined
        ? `<p>${escapeHtml(line.slice(0, line.indexOf(': ')))}: <a href="${escapeHtml(visitManageUrl(linkBase, token))}">change or cancel your visit</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    ),
    ...(call ? paragraphsAsHtml(call) : []),
    ...paragraphsAsHtml(signature(site.name, linkBase)),
    ...unsubscribeHtml(unsubscribeUrl),
  ]);
  return { subject: SUBJECTS[kind](site, shortWhen(visit.start, timeZone)), text, html };
}

/** "Tue, Dec 1, 9:00 AM": a subject line's time. */
function shortWhen(start: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(start));
}

/** What the owner's e-mail says happened. */
export type OwnerVisitMailKind = 'booked' | 'moved' | 'cancelled';

const OWNER_HEADINGS: Record<OwnerVisitMailKind, string> = {
  booked: 'A customer booked an estimate visit',
  moved: 'A customer moved their estimate visit',
  cancelled: 'A customer cancelled their estimate visit',
};

/** What the owner's e-mail says instead of a link while the site has no address one could lead to. */
export const SIGN_IN_TO_SEE_WORDS = 'Sign in to your dashboard to see the request.';

/** The owner's e-mail when a customer books, moves or cancels online: who, when, where, and a link to the request. */
export function ownerVisitMail(
  kind: OwnerVisitMailKind,
  facts: VisitNoticeFacts,
  site: MailSite,
  linkBase: string | undefined,
  previousStart?: string,
) {
  const { visit, request, timeZone } = facts;
  const when = visitTimeWords(visit.start, visit.end, timeZone);
  const link = linkBase === undefined ? undefined : `${linkBase}${adminQuoteRequestPath(request.id)}`;
  const facts2: [string, string][] = [
    ['When', kind === 'cancelled' ? `${when} (cancelled)` : when],
    ...(previousStart ? ([['Was', shortWhen(previousStart, timeZone)]] as [string, string][]) : []),
    ['Name', request.name],
    ['Phone', request.phone ?? '—'],
    ['E-mail', request.email ?? '—'],
    ['Address', request.address],
    ['Service', request.serviceTitle ?? 'Not sure yet'],
  ];
  const heading = OWNER_HEADINGS[kind];
  const open = link === undefined ? SIGN_IN_TO_SEE_WORDS : `Open the request in the dashboard: ${link}`;
  const text = [heading, '', ...factsAsText(facts2), '', open].join('\n');
  const html = htmlMail(site, heading, [
    ...factsAsHtml(facts2),
    link === undefined
      ? `<p>${escapeHtml(SIGN_IN_TO_SEE_WORDS)}</p>`
      : `<p><a href="${escapeHtml(link)}">Open the request in the dashboard</a></p>`,
  ]);
  const verb = { booked: 'booked', moved: 'moved to', cancelled: 'cancelled' }[kind];
  return { subject: `Estimate visit ${verb} ${shortWhen(visit.start, timeZone)}: ${request.name}`, text, html };
}
