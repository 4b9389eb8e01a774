import { adminQuoteRequestPath } from '../../contract/routes.ts';
import {
  escapeHtml,
  factsAsHtml,
  factsAsText,
  htmlMail,
  type MailSite,
  paragraphsAsHtml,
} from '../mail/mail-layout.ts';
import { photoWords, requestFacts } from './quote-request-facts.ts';
import type { StoredQuoteRequest } from './quote-request-store.ts';

/** The owner's e-mail about a new request: what was sent, and a link to it in the dashboard. */
export function ownerNotification(request: StoredQuoteRequest, site: MailSite, siteUrl: string, photoCount: number) {
  const heading = `New quote request on the ${site.name} website`;
  const link = `${siteUrl}${adminQuoteRequestPath(request.id)}`;
  const facts = requestFacts(request, photoCount);
  const photos = photoCount > 0 ? `${photoWords(photoCount)} — see them in the dashboard` : undefined;
  const text = [
    heading,
    '',
    ...factsAsText(facts),
    '',
    request.details,
    '',
    ...(photos ? [`${photos}: ${link}`, ''] : []),
    `Open it in the dashboard: ${link}`,
  ].join('\n');
  const html = htmlMail(site, heading, [
    ...factsAsHtml(facts),
    ...paragraphsAsHtml(request.details),
    ...(photos ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(photos)}</a></p>`] : []),
    `<p><a href="${escapeHtml(link)}">Open it in the dashboard</a></p>`,
  ]);
  return {
    subject: `New quote request from ${request.name}${request.serviceTitle ? ` — ${request.serviceTitle}` : ''}`,
    text,
    html,
  };
}
