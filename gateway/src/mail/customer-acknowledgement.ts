import type { PreferredContact } from '../../contract/quote-requests.ts';
import type { ContactRequest } from '../store/contact-request-store.ts';
import { factsAsHtml, factsAsText, htmlMail, type MailSite, paragraphsAsHtml, requestFacts } from './mail-layout.ts';

const HOW_WE_REPLY: Record<PreferredContact, (request: ContactRequest) => string> = {
  email: (request) => `We'll reply by e-mail to ${request.email ?? 'you'}.`,
  phone: (request) => `We'll reply by phone${request.phone ? ` at ${request.phone}` : ''}.`,
  text: (request) => `We'll reply by text message${request.phone ? ` to ${request.phone}` : ''}.`,
};

/**
 * The "we got your request" e-mail to the customer: thanks, what they sent, what happens next,
 * and the business's phone for anything urgent.
 */
export function customerAcknowledgement(request: ContactRequest, site: MailSite, siteUrl: string, photoCount: number) {
  const heading = `Thank you, ${request.name}: we got your request`;
  const facts = requestFacts(request, photoCount);
  const next = [site.confirmation.trim(), HOW_WE_REPLY[request.preferredContact](request)].filter(Boolean).join('\n');
  const urgent = site.phone.trim() ? `If it's urgent, call us at ${site.phone.trim()}.` : '';
  const text = [
    heading,
    '',
    `Thank you for asking ${site.name} for a quote. This is what you sent us:`,
    '',
    ...factsAsText(facts),
    '',
    request.details,
    '',
    'What happens next',
    next,
    ...(urgent ? ['', urgent] : []),
    '',
    `— ${site.name}`,
    siteUrl,
  ].join('\n');
  const html = htmlMail(site, heading, [
    ...paragraphsAsHtml(`Thank you for asking ${site.name} for a quote. This is what you sent us:`),
    ...factsAsHtml(facts),
    ...paragraphsAsHtml(request.details),
    '<h2 style="font-size:16px">What happens next</h2>',
    ...paragraphsAsHtml(next),
    ...(urgent ? paragraphsAsHtml(urgent) : []),
    ...paragraphsAsHtml(`— ${site.name}\n${siteUrl}`),
  ]);
  return { subject: `We got your request — ${site.name}`, text, html };
}
