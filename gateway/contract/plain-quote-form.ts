import type { QuoteFieldMessages, QuoteFormValues } from './quote-request-rules.ts';

// The quote form as the browser itself posts it, before the app's script has run or when it never
// does: form-encoded, to the contact page's own address. nginx hands that POST to the gateway,
// which answers with a 303 to the thank-you page, or with the contact page rendered again around
// the visitor's words and the messages.

/** The form's `action`: the contact page itself, so a form sent early never lands anywhere else. */
export const PLAIN_QUOTE_FORM_ACTION = '/contact';
/** Where nginx passes that POST (and any form posted to another page, after a 307 to the action). */
export const PLAIN_QUOTE_FORM_ROUTE = '/api/contact/form';

/** The published "thank you" page a plain form's request leads to. */
export const QUOTE_THANKS_PAGE = { path: '/contact/thanks', name: 'contact-thanks' } as const;
/**
 * The published page nginx answers a plain form with when the gateway cannot (down, or the form
 * refused by a flood guard or a size limit): the request did not arrive; go back, or call.
 */
export const QUOTE_NOT_SENT_PAGE = { path: '/contact/not-sent', name: 'contact-not-sent' } as const;
/** The quote form's own published pages, beside the public ones (neither is in the sitemap). */
export const QUOTE_FORM_PAGES = [QUOTE_THANKS_PAGE, QUOTE_NOT_SENT_PAGE] as const;
export type QuoteFormPagePath = (typeof QUOTE_FORM_PAGES)[number]['path'];

/**
 * Quote requests a client address may send through the plain form per hour: fewer than through the
 * app (5), since this path has no form token, so no minimum fill time.
 */
export const PLAIN_QUOTE_FORM_MAX_PER_HOUR = 3;
/** The same words sent again within this time are the same request (a second press of Send). */
export const PLAIN_QUOTE_FORM_REPEAT_MS = 10 * 60 * 1000;

/** A form sent without the app, as the contact page is rendered again: what was typed and what is wrong. */
export interface SubmittedQuoteForm {
  values: QuoteFormValues;
  messages: QuoteFieldMessages;
  /** What no single field explains (a limit reached, the honeypot), or null. */
  formError: string | null;
}

/** The `id` of the `<script type="application/json">` that carries a SubmittedQuoteForm in such a page. */
export const SUBMITTED_FORM_ELEMENT_ID = 'submitted-quote-form';
