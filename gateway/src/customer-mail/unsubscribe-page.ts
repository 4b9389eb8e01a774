import { createHash } from 'node:crypto';
import { ONE_CLICK_BODY } from '../../contract/customer-mail.ts';
import { escapeHtml } from '../mail/mail-layout.ts';

/** What the unsubscribe page shows: the question, the answer, or what went wrong. */
export type UnsubscribePageState =
  | { kind: 'ask'; action: string }
  | { kind: 'done' }
  | { kind: 'not_found' }
  | { kind: 'bad_body' }
  | { kind: 'too_many'; retryAfterSeconds: number };

export const UNSUBSCRIBE_BUTTON = 'Unsubscribe';
export const UNSUBSCRIBED_HEADING = 'You’re unsubscribed';
export const LINK_NOT_FOUND_HEADING = 'This unsubscribe link doesn’t work';
export const NOT_ONE_CLICK_HEADING = 'Nothing was changed';

/** The page's only style, allowed by its hash: no inline style attribute, no other source. */
const STYLE = [
  'body{font-family:system-ui,sans-serif;color:#1b2a41;background:#fff;margin:0;line-height:1.5}',
  'main{max-width:34rem;margin:3rem auto;padding:0 1.25rem}',
  'h1{font-size:1.5rem;line-height:1.25}',
  'button{font:inherit;font-weight:600;color:#fff;background:#1b2a41;border:0;border-radius:.375rem;padding:.75rem 1.5rem;cursor:pointer}',
  'button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}',
].join('');
const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

/**
 * No script, no other origin, no framing; the form may only post back here. Stricter than
 * `style-src 'unsafe-inline'`: the one style block is allowed by its hash.
 */
export const UNSUBSCRIBE_PAGE_POLICY = `default-src 'none'; style-src '${STYLE_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** The field and value of the one-click body (RFC 8058), as the page's form posts it. */
const [ONE_CLICK_NAME = '', ONE_CLICK_VALUE = ''] = ONE_CLICK_BODY.split('=');

const STILL_SENT =
  'If you have an estimate visit booked, you will still get an e-mail when it is booked, moved or cancelled: those are about an appointment you hold.';

function content(state: UnsubscribePageState, business: string): { title: string; blocks: string[] } {
  const name = escapeHtml(business);
  switch (state.kind) {
    case 'ask':
      return {
        title: `Unsubscribe from ${name}’s e-mails`,
        blocks: [
          `<p>Press the button and ${name} will send this address no more automatic e-mails: no acknowledgement of a new request, no quote follow-up, no review request, no visit reminder.</p>`,
          `<p>${STILL_SENT}</p>`,
          `<form method="post" action="${escapeHtml(state.action)}">`,
          `<input type="hidden" name="${ONE_CLICK_NAME}" value="${ONE_CLICK_VALUE}">`,
          `<button type="submit">${UNSUBSCRIBE_BUTTON}</button>`,
          '</form>',
        ],
      };
    case 'done':
      return {
        title: UNSUBSCRIBED_HEADING,
        blocks: [`<p>${name} will send this address no more automatic e-mails.</p>`, `<p>${STILL_SENT}</p>`],
      };
    case 'not_found':
      return {
        title: LINK_NOT_FOUND_HEADING,
        blocks: [
          '<p>The link may be cut short (check that the whole link from the e-mail was opened), or the request it belongs to was deleted. Nothing was changed.</p>',
          `<p>To get no more e-mails from ${name}, reply to one of them and say so.</p>`,
        ],
      };
    case 'bad_body':
      return {
        title: NOT_ONE_CLICK_HEADING,
        blocks: [
          `<p>This address takes the one-click unsubscribe a mail app sends (${ONE_CLICK_BODY}). To unsubscribe, open the link in the e-mail and press the ${UNSUBSCRIBE_BUTTON} button.</p>`,
        ],
      };
    case 'too_many': {
      const minutes = Math.max(1, Math.ceil(state.retryAfterSeconds / 60));
      return {
        title: 'Too many tries',
        blocks: [
          `<p>This address has been tried many times in a short while. Nothing was changed; try again in about ${minutes} minute${minutes === 1 ? '' : 's'}.</p>`,
        ],
      };
    }
  }
}

/**
 * The small page behind the unsubscribe link: readable without script or styles from anywhere
 * else, its one action a form that posts the one-click body. `business` is the business's name.
 */
export function unsubscribePage(state: UnsubscribePageState, business: string): string {
  const { title, blocks } = content(state, business);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${title} — ${escapeHtml(business)}</title><style>${STYLE}</style></head>`,
    `<body><main><p>${escapeHtml(business)}</p><h1>${title}</h1>`,
    ...blocks,
    '</main></body></html>',
  ].join('\n');
}
