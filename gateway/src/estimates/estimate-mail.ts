import type { EstimateTotals } from '../../contract/estimate-money.ts';
import { formatMoney } from '../../contract/estimates.ts';
import { adminQuoteRequestPath } from '../../contract/routes.ts';
import {
  escapeHtml,
  factsAsHtml,
  factsAsText,
  htmlMail,
  type MailSite,
  paragraphsAsHtml,
} from '../mail/mail-layout.ts';
import type { OutgoingMail } from '../mail/mail-sender.ts';
import { greetingName } from '../quote-requests/index.ts';
import { dayWords, momentWords } from './estimate-dates.ts';
import type { EstimateDocument } from './estimate-document.ts';

// The estimates' e-mails: the customer's link to each version sent, the owner's notice of what the
// customer did, and the acceptance to both sides with the signed PDF. Every amount is the
// document's (the gateway's), written by formatMoney as the page and the PDF write it.

const money = (document: EstimateDocument, cents: number) => formatMoney(cents, document.currency, document.locale);

/** Each option and its total (with no add-on), as the e-mail lists them. */
function optionFacts(document: EstimateDocument): [string, string][] {
  return document.money.options.map((option, at) => [
    option.name || (document.money.options.length === 1 ? 'Total' : `Option ${at + 1}`),
    money(document, option.totals.total),
  ]);
}

function totalsFacts(document: EstimateDocument, totals: EstimateTotals): [string, string][] {
  return [
    ['Total', money(document, totals.total)],
    ...(totals.deposit > 0 ? ([['Deposit due', money(document, totals.deposit)]] as [string, string][]) : []),
  ];
}

const linkHtml = (url: string, words: string) => `<p><a href="${escapeHtml(url)}">${escapeHtml(words)}</a></p>`;

/** The customer's e-mail with the link to a version just sent. */
export function estimateLinkMail(document: EstimateDocument, url: string, site: MailSite): OutgoingMail {
  const first = greetingName(document.customer.name);
  const updated = document.version > 1;
  const heading = updated ? `Your updated estimate from ${site.name}` : `Your estimate from ${site.name}`;
  const lines = [
    first ? `Hello ${first},` : 'Hello,',
    updated
      ? `We have updated estimate ${document.number} for you (version ${document.version}); it replaces the one we sent before.`
      : `Here is estimate ${document.number} for the work we talked about.`,
    document.money.options.length > 1
      ? 'It has a few options: open it to compare them, pick the one you want and accept it online.'
      : 'Open it to see the details and accept it online.',
    `It is valid until ${dayWords(document.draft.expiresOn, document.locale)}.`,
  ];
  const facts = optionFacts(document);
  const open = 'Open your estimate';
  return {
    to: document.customer.email,
    toVisitor: true,
    replyTo: site.email.trim() || undefined,
    subject: `${updated ? 'Updated estimate' : 'Estimate'} ${document.number} from ${site.name}`,
    text: [
      ...lines,
      '',
      ...factsAsText(facts),
      '',
      `${open}: ${url}`,
      '',
      'Questions? Reply to this e-mail, or use “Ask a question” on the estimate.',
      `— ${site.name}${site.phone ? `, ${site.phone}` : ''}`,
    ].join('\n'),
    html: htmlMail(site, heading, [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      ...factsAsHtml(facts),
      linkHtml(url, open),
      '<p>Questions? Reply to this e-mail, or use “Ask a question” on the estimate.</p>',
    ]),
  };
}

/** The customer's reminder before the estimate expires (a follow-up that links to it). */
export function estimateReminderMail(document: EstimateDocument, url: string, site: MailSite): OutgoingMail {
  const first = greetingName(document.customer.name);
  const day = dayWords(document.draft.expiresOn, document.locale);
  const weekday = day.split(',')[0] ?? day;
  const lines = [
    first ? `Hello ${first},` : 'Hello,',
    `A reminder that estimate ${document.number} from ${site.name} expires on ${weekday} (${day}).`,
    'If you would like to go ahead, you can accept it online; if anything should change, reply and tell us.',
  ];
  const open = 'Open your estimate';
  return {
    to: document.customer.email,
    toVisitor: true,
    replyTo: site.email.trim() || undefined,
    subject: `Your estimate expires on ${weekday} — ${site.name}`,
    text: [...lines, '', `${open}: ${url}`, '', `— ${site.name}`].join('\n'),
    html: htmlMail(site, `Your estimate expires on ${weekday}`, [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      linkHtml(url, open),
    ]),
  };
}

/** What the customer did, for the owner's notice and alert. */
export type EstimateNewsKind = 'opened' | 'accepted' | 'declined' | 'question';

const NEWS_TITLES: Record<EstimateNewsKind, (number: number) => string> = {
  opened: (number) => `Estimate ${number} opened`,
  accepted: (number) => `Estimate ${number} accepted`,
  declined: (number) => `Estimate ${number} declined`,
  question: (number) => `Question about estimate ${number}`,
};
export const estimateNewsTitle = (kind: EstimateNewsKind, number: number) => NEWS_TITLES[kind](number);

/** The owner's e-mail about a customer's step; `words` is the reason or the question, if any. */
export function ownerEstimateMail(
  kind: EstimateNewsKind,
  document: EstimateDocument,
  requestId: number,
  owner: { to: string; linkBase: string | undefined },
  words: string,
  site: MailSite,
): OutgoingMail {
  const title = estimateNewsTitle(kind, document.number);
  const accepted = document.acceptance;
  const facts: [string, string][] = [
    ['Customer', document.customer.name],
    ...(document.customer.email ? ([['E-mail', document.customer.email]] as [string, string][]) : []),
    ['Version', String(document.version)],
    ...(accepted
      ? ([
          ['Option', accepted.optionName || 'The estimate'],
          ...(accepted.addOnNames.length > 0 ? [['Add-ons', accepted.addOnNames.join(', ')]] : []),
          ...totalsFacts(document, accepted.totals),
          ['Signed by', accepted.signerName],
        ] as [string, string][])
      : optionFacts(document)),
  ];
  const said = kind === 'declined' ? 'Their reason' : 'Their question';
  const requestUrl = owner.linkBase === undefined ? undefined : `${owner.linkBase}${adminQuoteRequestPath(requestId)}`;
  return {
    to: owner.to,
    replyTo: kind === 'question' && document.customer.email ? document.customer.email : undefined,
    subject: `${title} — ${document.customer.name}`,
    text: [
      `${title}.`,
      '',
      ...factsAsText(facts),
      ...(words ? ['', `${said}:`, words] : []),
      ...(requestUrl ? ['', `The request: ${requestUrl}`] : []),
    ].join('\n'),
    html: htmlMail(site, title, [
      ...factsAsHtml(facts),
      ...(words ? [`<p><strong>${escapeHtml(said)}:</strong></p>`, ...paragraphsAsHtml(words)] : []),
      ...(requestUrl ? [linkHtml(requestUrl, 'Open the request')] : []),
    ]),
  };
}

/** The customer's copy of the signed estimate, with the PDF. */
export function customerAcceptanceMail(
  document: EstimateDocument,
  pdf: Buffer,
  url: string,
  site: MailSite,
): OutgoingMail {
  const accepted = document.acceptance;
  if (!accepted) throw new Error('the estimate is not accepted');
  const first = greetingName(document.customer.name);
  const facts: [string, string][] = [
    ['Option', accepted.optionName || 'The estimate'],
    ...(accepted.addOnNames.length > 0 ? ([['Add-ons', accepted.addOnNames.join(', ')]] as [string, string][]) : []),
    ...totalsFacts(document, accepted.totals),
  ];
  const lines = [
    first ? `Thank you, ${first}.` : 'Thank you.',
    `You accepted estimate ${document.number} on ${momentWords(accepted.at, document.locale, document.timeZone)}. The signed estimate is attached.`,
    `${site.name} will be in touch to schedule the work.`,
    ...(accepted.totals.deposit > 0 && document.draft.paymentInstructions
      ? [`To pay the deposit: ${document.draft.paymentInstructions}`]
      : []),
  ];
  return {
    to: document.customer.email,
    toVisitor: true,
    replyTo: site.email.trim() || undefined,
    subject: `Estimate ${document.number} accepted — ${site.name}`,
    text: [...lines, '', ...factsAsText(facts), '', `Your estimate: ${url}`, '', `— ${site.name}`].join('\n'),
    html: htmlMail(site, `Estimate ${document.number} accepted`, [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      ...factsAsHtml(facts),
      linkHtml(url, 'Your estimate'),
    ]),
    attachments: [pdfAttachment(document, pdf)],
  };
}

export const pdfFileName = (document: Pick<EstimateDocument, 'number' | 'acceptance'>) =>
  `estimate-${document.number}${document.acceptance ? '-signed' : ''}.pdf`;

export const pdfAttachment = (document: EstimateDocument, pdf: Buffer) => ({
  filename: pdfFileName(document),
  content: pdf,
  contentType: 'application/pdf',
});
