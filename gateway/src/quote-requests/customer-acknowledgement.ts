import type { PreferredContact } from '../../contract/quote-requests.ts';
import {
  factsAsHtml,
  factsAsText,
  htmlMail,
  type MailSite,
  paragraphsAsHtml,
  RECEIVED_AT,
  signature,
  unsubscribeHtml,
  unsubscribeText,
} from '../mail/mail-layout.ts';
import { photoWords } from './quote-request-facts.ts';
import type { StoredQuoteRequest } from './quote-request-store.ts';

/** The longest first name the greeting repeats; longer ones are cut. */
export const GREETING_NAME_MAX_LENGTH = 20;

/** Words the owner or the site wrote, never the visitor: a phone or address typed in the form is not repeated. */
const HOW_WE_REPLY: Record<PreferredContact, string> = {
  email: "We'll reply by e-mail.",
  phone: "We'll call you at the number you gave us.",
  text: "We'll text you at the number you gave us.",
};

/**
 * The first word of the name, when it is only letters (with ' or -): never a link, a domain or a
 * sentence, so a spammer cannot make the acknowledgement carry their message.
 */
export function greetingName(name: string): string | undefined {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return /^\p{L}[\p{L}\p{M}'’-]*$/u.test(first) ? first.slice(0, GREETING_NAME_MAX_LENGTH) : undefined;
}

/**
 * The "we got your request" e-mail to the customer. It goes to an address anyone can type, so it
 * repeats nothing typed but a first name: the service chosen from the list, the date, the number of
 * photos, what happens next (the owner's words) and the business's phone for anything urgent;
 * last, the customer's one-click unsubscribe link.
 */
export function customerAcknowledgement(
  request: StoredQuoteRequest,
  site: MailSite,
  linkBase: string | undefined,
  photoCount: number,
  unsubscribeUrl: string | undefined,
) {
  const name = greetingName(request.name);
  const heading = name ? `Thank you, ${name}: we got your request` : 'Thank you: we got your request';
  const facts: [string, string][] = [
    ['Service', request.serviceTitle ?? 'Not sure yet'],
    ['Photos', photoCount === 0 ? 'none' : photoWords(photoCount)],
    ['Received', RECEIVED_AT.format(new Date(request.createdAt))],
  ];
  const intro = `Thank you for asking ${site.name} for a quote. We have your request:`;
  const next = [site.confirmation.trim(), HOW_WE_REPLY[request.preferredContact]].filter(Boolean).join('\n');
  const urgent = site.phone.trim() ? `If it's urgent, call us at ${site.phone.trim()}.` : '';
  const text = [
    heading,
    '',
    intro,
    '',
    ...factsAsText(facts),
    '',
    'What happens next',
    next,
    ...(urgent ? ['', urgent] : []),
    '',
    signature(site.name, linkBase),
    ...unsubscribeText(unsubscribeUrl),
  ].join('\n');
  const html = htmlMail(site, heading, [
    ...paragraphsAsHtml(intro),
    ...factsAsHtml(facts),
    '<h2 style="font-size:16px">What happens next</h2>',
    ...paragraphsAsHtml(next),
    ...(urgent ? paragraphsAsHtml(urgent) : []),
    ...paragraphsAsHtml(signature(site.name, linkBase)),
    ...unsubscribeHtml(unsubscribeUrl),
  ]);
  return { subject: `We got your request — ${site.name}`, text, html };
}
