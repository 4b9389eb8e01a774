import type { Context } from 'koa';
import { z } from 'zod';
import { ERROR_CODES } from '../../contract/errors.ts';
import { PLAIN_QUOTE_FORM_REPEAT_MS } from '../../contract/plain-quote-form.ts';
import { QUOTE_REQUEST_MESSAGES, quoteRequestMessages, trimQuoteValues } from '../../contract/quote-request-rules.ts';
import { PREFERRED_CONTACTS, QUOTE_PHOTOS_MAX, type SpamReason } from '../../contract/quote-requests.ts';
import { addressKey, type RateWindow, throwTooMany } from '../http/rate-window.ts';
import { fieldError, validateBodyByRules, validateByRules } from '../http/validate.ts';
import type { ServiceStore } from '../services/index.ts';
import type { FormTokens } from './form-token.ts';
import { leadSourceInput } from './lead-source-input.ts';
import type { QuoteOutbox } from './quote-outbox.ts';
import { QUOTE_PHOTO_ID } from './quote-photo-files.ts';
import type { QuotePhotoStore } from './quote-photo-store.ts';
import type { QuoteRequestStore, StoredQuoteRequest } from './quote-request-store.ts';
import { requestReceived } from './request-change-events.ts';
import type { RequestEventStore } from './request-event-store.ts';
import type { RequestAlerts } from './request-ports.ts';
import type { SpentFormTokenStore } from './spent-form-token-store.ts';

/** Quote requests accepted per client address within the window. */
export const QUOTE_REQUEST_MAX_PER_WINDOW = 5;
export const QUOTE_REQUEST_WINDOW_MS = 60 * 60 * 1000;

export const PHOTOS_NOT_ATTACHED = 'Some photos could not be attached; remove them and add them again.';
export const FORM_ALREADY_SENT =
  'We already have the request sent from this form. To send another one, press Send again.';
export const TOO_MANY_REQUESTS = "You've sent several requests already; if it's urgent, please call us.";

/** Ids from `POST /api/contact/photos`; whether they are this form's is checked when they are claimed. */
const photoIds = z
  .custom<string[]>(
    (value) => Array.isArray(value) && value.every((id) => typeof id === 'string' && QUOTE_PHOTO_ID.test(id)),
    PHOTOS_NOT_ATTACHED,
  )
  .refine((ids) => ids.length <= QUOTE_PHOTOS_MAX, `You can attach at most ${QUOTE_PHOTOS_MAX} photos.`);

// The shape at the edge; the limits are the contract's rules, shared with the contact form.
const quoteRequestBody = z
  .object(
    {
      name: z.string({ error: QUOTE_REQUEST_MESSAGES.nameMissing }),
      // Missing, null and "" all mean "not given".
      email: z.string({ error: QUOTE_REQUEST_MESSAGES.emailFormat }).nullable().optional(),
      phone: z.string({ error: QUOTE_REQUEST_MESSAGES.phoneCharacters }).nullable().optional(),
      address: z.string({ error: QUOTE_REQUEST_MESSAGES.addressMissing }),
      service: z.string({ error: 'Choose a service.' }).default(''),
      details: z.string({ error: 'Tell us a little about the project.' }),
      preferredContact: z.enum(PREFERRED_CONTACTS, 'Choose how we should reply.'),
      formToken: z.unknown().optional(),
      website: z.unknown().optional(),
      photos: photoIds.optional(),
      source: leadSourceInput,
    },
    { error: 'The request body must be a JSON object.' },
  )
  .transform((body) => ({ ...body, email: body.email ?? '', phone: body.phone ?? '' }));

/**
 * How the request came: from the app (JSON, with the form's token and photos sent ahead), or
 * posted by the browser itself before the app started or without it (form fields only).
 */
export type QuoteChannel = { kind: 'app' } | { kind: 'plain'; fields: Record<string, string> };

export interface QuoteRequestIntakeDeps {
  requests: QuoteRequestStore;
  services: ServiceStore;
  formTokens: FormTokens;
  /** Every request, per client address. */
  limiter: RateWindow;
  /** The plain form's requests, per client address: fewer, since nothing times them. */
  plainLimiter: RateWindow;
  outbox: QuoteOutbox;
  /** The owner's phone alert of each request that is not spam. */
  alerts: RequestAlerts;
  photos: Pick<QuotePhotoStore, 'insertClaiming'>;
  spentTokens: SpentFormTokenStore;
  /** The request's timeline starts with its arrival, written with it. */
  events: Pick<RequestEventStore, 'add'>;
  clock: () => number;
}

/** What a caught submission is told: the same as before spam was kept, so a bot learns nothing new. */
const SPAM_ANSWERS: Record<SpamReason, { message: string; code: string }> = {
  honeypot: { message: 'We could not accept this request. Please call or e-mail us instead.', code: 'rejected' },
  too_fast: {
    message: 'That was quick! Please check your details, then send the form again.',
    code: ERROR_CODES.tooFast,
  },
};

/**
 * Takes in one quote request, the same way whichever channel it came by: the per-address limits,
 * the contract's rules (400 with a message per field), the spam checks the channel allows (the
 * honeypot always; the form token's minimum fill time from the app only), then the request and
 * its photos stored together and its e-mails queued. Throws the client's errors (ctx.throw).
 * Answers the request stored, or the one already stored for the same words sent again.
 */
export function createQuoteRequestIntake(deps: QuoteRequestIntakeDeps) {
  const { requests, services, formTokens, limiter, plainLimiter, outbox, photos, spentTokens, events, clock } = deps;

  return function receive(ctx: Context, channel: QuoteChannel): StoredQuoteRequest {
    const plain = channel.kind === 'plain';
    const keys = [addressKey(ctx.ip)];
    const retryAfter = Math.max(limiter.retryAfterSeconds(keys), plain ? plainLimiter.retryAfterSeconds(keys) : 0);
    if (retryAfter > 0) throwTooMany(ctx, retryAfter, ERROR_CODES.tooManyRequests, TOO_MANY_REQUESTS);
    const request = plain
      ? validateByRules(ctx, quoteRequestBody, channel.fields, trimQuoteValues, quoteRequestMessages)
      : validateBodyByRules(ctx, quoteRequestBody, trimQuoteValues, quoteRequestMessages);

    const service = request.service === '' ? undefined : services.findBySlug(request.service);
    if (request.service !== '' && !service) {
      ctx.throw(400, 'Some fields need attention.', {
        code: ERROR_CODES.validationFailed,
        fields: { service: QUOTE_REQUEST_MESSAGES.serviceUnknown },
      });
    }
    // The honeypot (a field people never see) filled, or a form sent sooner than a person could
    // fill it in: kept in the spam folder, where the owner can restore it, and never mailed.
    const honeypot = request.website !== undefined && request.website !== '';
    const token = plain ? undefined : formTokens.check(request.formToken);
    if (!honeypot && token === 'expired') {
      ctx.throw(400, 'This form has expired. Reload the page and send it again.', { code: ERROR_CODES.formExpired });
    }
    const spamReason: SpamReason | null = honeypot ? 'honeypot' : token === 'too_fast' ? 'too_fast' : null;

    const fields = {
      name: request.name,
      email: request.email || null,
      phone: request.phone || null,
      address: request.address,
      serviceSlug: service?.slug ?? null,
      serviceTitle: service?.title ?? null,
      details: request.details,
      preferredContact: request.preferredContact,
    };
    // Send pressed twice, or the page sent again after a lost answer: no form token tells the two
    // apart on this channel, so the same words within minutes are the same request.
    if (plain && !spamReason) {
      const since = new Date(clock() - PLAIN_QUOTE_FORM_REPEAT_MS).toISOString();
      const same = requests.findRecentSame(fields, since);
      if (same) return same;
    }

    const formToken = String(request.formToken);
    const insert = () => {
      // Spent with the request, in its transaction: one token, one request (spam spends none, so a
      // person told "too quick" sends the same form again).
      if (!plain && !spamReason && !spentTokens.spend(formToken, clock())) {
        ctx.throw(409, FORM_ALREADY_SENT, { code: ERROR_CODES.formSpent });
      }
      const added = requests.add({
        ...fields,
        ...(spamReason
          ? { notifyStatus: 'off', acknowledgeStatus: 'off' }
          : // A person's way: the app's form, its token spent after a person's filling time.
            outbox.initialStatuses(request.email || null, { address: ctx.ip, personLike: token === 'ok' })),
        spamReason,
        source: request.source,
        sentWithoutScript: plain,
      });
      events.add(added.id, requestReceived({ spamReason, plain, at: new Date(clock()).toISOString() }));
      return added;
    };
    // The request and the claim of its photos (each an unclaimed one of this form) commit together,
    // or neither; spam keeps its photos too, for the owner who restores it.
    const stored = photos.insertClaiming(request.photos ?? [], formToken, insert);
    if (!stored) return fieldError(ctx, 'photos', PHOTOS_NOT_ATTACHED);
    // Spam counts too: a bot cannot fill the spam folder faster than a person the inbox.
    limiter.record(keys);
    if (plain) plainLimiter.record(keys);
    if (spamReason) ctx.throw(400, SPAM_ANSWERS[spamReason].message, { code: SPAM_ANSWERS[spamReason].code });
    outbox.send(stored.id);
    deps.alerts.quoteRequest(stored);
    return stored;
  };
}

export type QuoteRequestIntake = ReturnType<typeof createQuoteRequestIntake>;
