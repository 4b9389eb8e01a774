/** Text as HTML: every character the customer (or the owner) typed stays text. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** How tall the logo shows at the top of the HTML part, in CSS pixels. */
export const MAIL_LOGO_HEIGHT_PX = 48;

/** What the business shows in its e-mails, read when each e-mail is written. */
export interface MailSite {
  name: string;
  /** The business phone from its details, "" when none. */
  phone: string;
  /** The business e-mail from its details, "" when none. */
  email: string;
  /** The contact page's words after a request is sent, "" when none. */
  confirmation: string;
  /** The absolute address of the logo copy for the HTML part, if there is a logo. */
  logoUrl: string | undefined;
}

/**
 * When a request came (or a sign-in happened), as people read a date: "Monday, November 23, 2026 at 7:22 PM UTC", in the
 * gateway's time zone (TZ; UTC in the image unless the operator sets it).
 */
export const RECEIVED_AT = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

export const factsAsText = (facts: [string, string][]) =>
  facts.map(([label, value]) => `${`${label}:`.padEnd(12)}${value}`);

export const factsAsHtml = (facts: [string, string][]) => [
  '<table cellpadding="4">',
  ...facts.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
  '</table>',
];

/** Lines of text as paragraphs, each escaped. */
export const paragraphsAsHtml = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`);

/** The HTML part: the business's logo (when it has one) over a heading and the given (escaped) blocks. */
export function htmlMail(site: MailSite, heading: string, blocks: string[]): string {
  return [
    '<!doctype html><html><body style="font-family:sans-serif;color:#1b2a41">',
    site.logoUrl
      ? `<p><img src="${escapeHtml(site.logoUrl)}" alt="${escapeHtml(site.name)}" height="${MAIL_LOGO_HEIGHT_PX}"></p>`
      : '',
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    ...blocks,
    '</body></html>',
  ].join('\n');
}

/** The last lines of an automatic e-mail to a customer: how to get no more (RFC 8058's link in the body). */
export const UNSUBSCRIBE_WORDS = 'Don’t want e-mails like this one? Unsubscribe:';

/**
 * The same, while the site has no address a link could lead to (links are held back, never sent
 * to localhost): the customer replies instead.
 */
export const UNSUBSCRIBE_BY_REPLY_WORDS = 'Don’t want e-mails like this one? Reply to this e-mail and say so.';

export const unsubscribeText = (url: string | undefined) => [
  '',
  '--',
  url === undefined ? UNSUBSCRIBE_BY_REPLY_WORDS : `${UNSUBSCRIBE_WORDS} ${url}`,
];

export const unsubscribeHtml = (url: string | undefined) => [
  url === undefined
    ? `<p style="font-size:12px;color:#4a5568">${escapeHtml(UNSUBSCRIBE_BY_REPLY_WORDS)}</p>`
    : `<p style="font-size:12px;color:#4a5568">Don’t want e-mails like this one? <a href="${escapeHtml(url)}">Unsubscribe</a></p>`,
];

/** The last lines of a mail's signature: the business's name, and its site when it has an address. */
export const signature = (name: string, linkBase: string | undefined) =>
  linkBase === undefined ? `— ${name}` : `— ${name}\n${linkBase}`;
