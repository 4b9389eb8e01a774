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

/** What the owner's e-mails say instead of a link while the site has no address one could lead to. */
export const SIGN_IN_WORDS = 'Sign in to your dashboard to answer it.';

/**
 * The owner's e-mail about a new request: what was sent, and a link to it in the dashboard
 * (on `linkBase`; without one, the words say to sign in, and no link to a dead address is sent).
 */
export function ownerNotification(
  request: StoredQuoteRequest,
  site: MailSite,
  linkBase: string | undefined,
  photoCount: number,
) {
  const heading = `New quote request on the ${site.name} website`;
  const link = linkBase === undefined ? undefined : `${linkBase}${adminQuoteRequestPath(request.id)}`;
  const facts = requestFacts(request, photoCount);
  const photos = photoCount > 0 ? `${photoWords(photoCount)} — see them in the dashboard` : undefined;
  const text = [
    heading,
    '',
    ...factsAsText(facts),
    '',
    request.details,
    '',
    ...(photos ? [link === undefined ? `${photos}.` : `${photos}: ${link}`, ''] : []),
    link === undefined ? SIGN_IN_WORDS : `Open it in the dashboard: ${link}`,
  ].join('\n');
  const html = htmlMail(site, heading, [
    ...factsAsHtml(facts),
    ...paragraphsAsHtml(request.details),
    ...(photos && link === undefined ? [`<p>${escapeHtml(photos)}.</p>`] : []),
    ...(photos && link !== undefined ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(photos)}</a></p>`] : []),
    link === undefined
      ? `<p>${escapeHtml(SIGN_IN_WORDS)}</p>`
      : `<p><a href="${escapeHtml(link)}">Open it in the dashboard</a></p>`,
  ]);
  return {
    subject: `New quote request from ${request.name}${request.serviceTitle ? ` — ${request.serviceTitle}` : ''}`,
    text,
    html,
  };
}
