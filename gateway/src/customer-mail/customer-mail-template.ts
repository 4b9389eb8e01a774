import { FIRST_NAME_FALLBACK, type MailTemplate } from '../../contract/customer-mail.ts';
import { escapeHtml, htmlMail, type MailSite, unsubscribeHtml, unsubscribeText } from '../mail/mail-layout.ts';
import type { OutgoingMail } from '../mail/mail-sender.ts';
import { greetingName } from '../quote-requests/index.ts';

/** The customer an automatic e-mail goes to: only their first name is ever repeated. */
export interface MailCustomer {
  name: string;
  email: string;
}

/** What each placeholder of contract/customer-mail.ts becomes. */
export interface TemplateValues {
  firstName: string;
  businessName: string;
  phone: string;
  reviewLink: string;
}

const PLACEHOLDER = /\{(firstName|businessName|phone|reviewLink)\}/g;
/** Addresses in the words become links in the HTML part; a sentence's last stop is not part of one. */
const LINK = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/;

/** The placeholders filled in one pass: a value that reads like a placeholder stays as it is. */
export const fillTemplate = (text: string, values: TemplateValues) =>
  text.replace(PLACEHOLDER, (_, name: keyof TemplateValues) => values[name]);

export function templateValues(customer: MailCustomer, site: MailSite, reviewLink: string): TemplateValues {
  return {
    firstName: greetingName(customer.name) ?? FIRST_NAME_FALLBACK,
    businessName: site.name,
    phone: site.phone.trim(),
    reviewLink,
  };
}

/** One paragraph as HTML: escaped, its lines kept, its addresses as links. */
const paragraphHtml = (paragraph: string) =>
  `<p>${paragraph
    .split(LINK)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('')
    .replace(/\n/g, '<br>')}</p>`;

/** A link the e-mail carries after the owner's words: the estimate a follow-up is about. */
export interface MailLink {
  /** "Your estimate", followed by the address. */
  words: string;
  url: string;
}

/**
 * An automatic e-mail to a customer from the owner's template: the words as written (paragraphs
 * split by a blank line) with the placeholders filled, a link if one is given, then the
 * unsubscribe link (body and RFC 8058 headers). From the customers' From, replies to the business e-mail.
 */
export function writeCustomerMail(
  template: MailTemplate,
  customer: MailCustomer,
  site: MailSite,
  reviewLink: string,
  unsubscribeUrl: string | undefined,
  link?: MailLink,
): OutgoingMail {
  const values = templateValues(customer, site, reviewLink);
  const subject = fillTemplate(template.subject, values);
  const body = fillTemplate(template.body, values).trim();
  const paragraphs = body.split(/\n[ \t]*\n+/).map((paragraph) => paragraph.trim());
  const linked = link ? [`${link.words}: ${link.url}`] : [];
  return {
    to: customer.email,
    toVisitor: true,
    replyTo: site.email.trim() || undefined,
    subject,
    text: [body, ...linked.flatMap((line) => ['', line]), ...unsubscribeText(unsubscribeUrl)].join('\n'),
    html: htmlMail(site, subject, [
      ...paragraphs.map(paragraphHtml),
      ...linked.map(paragraphHtml),
      ...unsubscribeHtml(unsubscribeUrl),
    ]),
    unsubscribeUrl,
  };
}
