import { PLAIN_QUOTE_FORM_ACTION, type SubmittedQuoteForm } from '../../contract/plain-quote-form.ts';
import type { PublicContent } from '../../contract/public-content.ts';
import { QUOTE_FIELD_ORDER } from '../../contract/quote-request-rules.ts';
import type { Logger } from '../logger.ts';
import { escapeHtml } from '../mail/mail-layout.ts';
import { rendererExists, renderPages } from '../publish/render-pages.ts';

/** Renders past this many waiting get the plain page at once: a flood is never a queue of React renders. */
const MAX_WAITING_RENDERS = 4;

export type ContactPage = (form: SubmittedQuoteForm) => Promise<string>;

interface ContactPageDeps {
  /** The web's server bundle; null or missing: the plain page. */
  renderer: URL | null;
  /** The public content now; undefined before the site is set up. */
  content: () => PublicContent | undefined;
  logger: Logger;
}

/**
 * The contact page rendered again around a quote form the browser sent itself: the same page
 * visitors know, from the SPA's own components (in a worker, like a publish), with the words typed
 * and the messages. One render at a time; without a renderer, past the queue, or when the render
 * fails, a plain page that still holds every word and message.
 */
export function createContactPage({ renderer, content, logger }: ContactPageDeps): ContactPage {
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  async function render(form: SubmittedQuoteForm): Promise<string> {
    const snapshot = content();
    if (!renderer || !rendererExists(renderer) || !snapshot) return plainContactPage(form);
    const { pages } = await renderPages(renderer, snapshot, [PLAIN_QUOTE_FORM_ACTION], { form });
    return pages[0]?.html ?? plainContactPage(form);
  }

  return (form) => {
    if (waiting >= MAX_WAITING_RENDERS) return Promise.resolve(plainContactPage(form));
    waiting += 1;
    const page = queue
      .then(() => render(form))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'the contact page could not be rendered for a form sent without the app');
        return plainContactPage(form);
      })
      .finally(() => (waiting -= 1));
    queue = page;
    return page;
  };
}

const FIELD_LABELS: Record<(typeof QUOTE_FIELD_ORDER)[number], string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Street address or ZIP',
  service: 'Service',
  details: 'Project details',
  preferredContact: 'Preferred contact method (email, phone or text)',
};

/** The quote form as bare HTML, the words typed in place and each message above its field. */
export function plainContactPage({ values, messages, formError }: SubmittedQuoteForm): string {
  const field = (name: (typeof QUOTE_FIELD_ORDER)[number]) => {
    const value = escapeHtml(values[name]);
    const message = messages[name] ? `<p><strong>${escapeHtml(messages[name])}</strong></p>` : '';
    const control =
      name === 'details'
        ? `<textarea id="${name}" name="${name}" rows="6">${value}</textarea>`
        : `<input id="${name}" name="${name}" value="${value}">`;
    return `<p><label for="${name}">${FIELD_LABELS[name]}</label></p>${message}<p>${control}</p>`;
  };
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    '<title>Quote request</title></head><body><main><h1>Quote request</h1>',
    formError ? `<p role="alert"><strong>${escapeHtml(formError)}</strong></p>` : '',
    `<form method="post" action="${PLAIN_QUOTE_FORM_ACTION}">`,
    ...QUOTE_FIELD_ORDER.map(field),
    '<p><button type="submit">Send request</button></p></form></main></body></html>',
  ].join('');
}
