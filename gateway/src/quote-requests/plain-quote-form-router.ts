import { Router } from '@koa/router';
import type { Context } from 'koa';
import { ERROR_CODES } from '../../contract/errors.ts';
import { PLAIN_QUOTE_FORM_ROUTE, QUOTE_THANKS_PAGE, type SubmittedQuoteForm } from '../../contract/plain-quote-form.ts';
import { QUOTE_FIELD_ORDER, type QuoteFieldMessages } from '../../contract/quote-request-rules.ts';
import { PREFERRED_CONTACTS, type PreferredContact } from '../../contract/quote-requests.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { readFormFields } from '../http/form-fields.ts';
import { worthABackup } from '../http/side-effects.ts';
import type { ContactPage } from './contact-page.ts';
import type { QuoteRequestIntake } from './quote-request-intake.ts';

interface PlainQuoteFormDeps {
  intake: QuoteRequestIntake;
  contactPage: ContactPage;
  /**
   * Counts the form as sent on the contact page in the visitor counts: the app's beacon says so
   * when it sends the form, and this form is sent without it.
   */
  countSent: (ctx: Context) => void;
}

/** A client error as ctx.throw makes it: its status, words, field messages and headers. */
interface ClientError {
  status: number;
  message: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

function asClientError(error: unknown): ClientError | undefined {
  const { status, expose } = (error ?? {}) as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true
    ? (error as ClientError)
    : undefined;
}

export const CROSS_SITE_FORM = 'This form can only be sent from our own contact page. Please fill it in here.';

/**
 * Whether another website made the browser post the form: the browser says so in
 * Sec-Fetch-Site, or (older browsers) an Origin of another host. The app's form carries a token
 * and a filling time; this one has neither, so without this check any page could have its
 * visitors send requests (and spend the acknowledgements).
 */
function postedFromAnotherSite(ctx: Context): boolean {
  const site = ctx.get('Sec-Fetch-Site');
  if (site) return site === 'cross-site';
  const origin = ctx.get('Origin');
  if (!origin) return false;
  try {
    // Host names only: nginx passes the Host without the port the browser used.
    return new URL(origin).hostname !== ctx.hostname;
  } catch {
    // "null" (a sandboxed or privacy-hidden origin) and anything unreadable: not ours to trust.
    return true;
  }
}

const isPreferredContact = (value: string | undefined): value is PreferredContact =>
  (PREFERRED_CONTACTS as readonly (string | undefined)[]).includes(value);

/** The words as the visitor sent them, to go back into the form; fields the form does not have are left out. */
function submitted(fields: Record<string, string>, error: ClientError): SubmittedQuoteForm {
  const text = (name: string) => fields[name] ?? '';
  const messages: QuoteFieldMessages = {};
  for (const name of QUOTE_FIELD_ORDER) {
    const message = error.fields?.[name];
    if (message) messages[name] = message;
  }
  return {
    values: {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      address: text('address'),
      service: text('service'),
      details: text('details'),
      preferredContact: isPreferredContact(fields.preferredContact) ? fields.preferredContact : 'email',
    },
    messages,
    formError: error.message,
  };
}

/**
 * `POST /api/contact/form`: the quote form as the browser posts it itself, before the app has
 * started or where it never does (nginx passes a form posted to the contact page here). The
 * request is taken in as the app's is, then a 303 to the published thank-you page; any problem
 * comes back as the contact page with the visitor's words and the messages, with the status
 * that says what happened (400, 403 when another website posted it, 409, 413, 415, 429).
 */
export function plainQuoteFormRouter({ intake, contactPage, countSent }: PlainQuoteFormDeps): Router {
  const router = new Router(EXACT_PATHS);

  router.post(PLAIN_QUOTE_FORM_ROUTE, worthABackup, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    let fields: Record<string, string> = {};
    try {
      fields = await readFormFields(ctx);
      if (postedFromAnotherSite(ctx)) ctx.throw(403, CROSS_SITE_FORM, { code: ERROR_CODES.crossSite });
      const stored = intake(ctx, { kind: 'plain', fields });
      if (!stored.spamReason) countSent(ctx);
      ctx.redirect(QUOTE_THANKS_PAGE.path);
      // 303: the thank-you page is fetched with GET, and a reload never sends the form again.
      ctx.status = 303;
    } catch (error) {
      const problem = asClientError(error);
      if (!problem) throw error;
      const html = await contactPage(submitted(fields, problem));
      ctx.set(problem.headers ?? {});
      ctx.status = problem.status;
      ctx.type = 'html';
      ctx.body = html;
    }
  });

  return router;
}
