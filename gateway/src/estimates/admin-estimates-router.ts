import type { DatabaseSync } from 'node:sqlite';
import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import {
  ADMIN_ESTIMATES_PATH,
  ESTIMATE_ERROR_CODES,
  ESTIMATE_LIMITS,
  ESTIMATE_MESSAGES,
  ESTIMATE_STATES,
  type EstimateListResponse,
} from '../../contract/estimates.ts';
import { inTransaction } from '../db/transaction.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { worthABackup } from '../http/side-effects.ts';
import { idParam, validateBody, validateQuery } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import {
  calendarDate,
  ownerChanges,
  type QuotePhotoStore,
  type QuoteRequestStore,
  type RequestEventStore,
} from '../quote-requests/index.ts';
import type { EstimateDocument } from './estimate-document.ts';
import { estimateDraft, estimateSettings, priceListItem, sendProblems } from './estimate-input.ts';
import { pdfFileName } from './estimate-mail.ts';
import type { EstimateNotices } from './estimate-notices.ts';
import type { EstimateService } from './estimate-service.ts';
import type { EstimateStore } from './estimate-store.ts';
import { freezeVersion, sameDraft } from './estimate-versions.ts';

const NO_SUCH_ESTIMATE = 'There is no such estimate.';
const NO_SUCH_REQUEST = 'There is no such quote request.';
const NO_SUCH_ITEM = 'There is no such item in the price list.';
const NOT_ACCEPTED = 'This estimate was not accepted, so there is no signature.';
const TYPED_ONLY = 'The customer signed this estimate by typing their name: there is no drawn signature.';

const newEstimate = z.object(
  { requestId: z.number({ error: 'Name the quote request by its id.' }).int().positive() },
  { error: 'The request body must be a JSON object.' },
);
const listQuery = z.object({
  state: z.enum(ESTIMATE_STATES, `Use one of: ${ESTIMATE_STATES.join(', ')}.`).optional(),
  requestId: z.coerce.number().int().positive().optional(),
});
const figuresQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-12.')
    .optional(),
});
const depositPaid = z.object(
  {
    amountCents: z
      .number({ error: 'The amount is a number of cents.' })
      .int('The amount is a whole number of cents.')
      .min(1, 'The amount must be more than 0.')
      .max(ESTIMATE_LIMITS.totalMaxCents, 'The amount is too large.'),
    method: z
      .string({ error: 'Say how it was paid.' })
      .trim()
      .min(1, 'Say how it was paid (check, Zelle…).')
      .max(60, 'At most 60 characters.'),
    paidOn: calendarDate,
  },
  { error: 'The request body must be a JSON object.' },
);

interface AdminEstimatesDeps {
  store: EstimateStore;
  service: EstimateService;
  notices: EstimateNotices;
  requests: Pick<QuoteRequestStore, 'get' | 'update'>;
  photos: Pick<QuotePhotoStore, 'forRequest'>;
  events: Pick<RequestEventStore, 'add'>;
  pdf: (document: EstimateDocument) => Promise<Buffer>;
  requireOwner: Middleware<OwnerState>;
  db: DatabaseSync;
}

/**
 * The owner's estimates: one made from a request, its draft saved as the owner types, sent as a
 * new version (the request becomes "quoted" and the customer gets the link), the deposit marked
 * paid; the price list and the defaults every new estimate starts from.
 */
export function adminEstimatesRouter(deps: AdminEstimatesDeps): Router<OwnerState> {
  const { store, service, notices, requests, photos, events, requireOwner, db } = deps;
  const router = new Router<OwnerState>(EXACT_PATHS);
  const P = ADMIN_ESTIMATES_PATH;

  const estimateOf = (ctx: Context) => store.get(idParam(ctx)) ?? ctx.throw(404, NO_SUCH_ESTIMATE);

  router.get(P, requireOwner, (ctx) => {
    const { state, requestId } = validateQuery(ctx, listQuery);
    const all = requestId === undefined ? store.all() : store.forRequest(requestId);
    const body: EstimateListResponse = {
      estimates: all.map(service.listItem).filter((item) => state === undefined || item.state === state),
      currency: store.settings().currency,
    };
    ctx.body = body;
  });

  router.post(P, requireOwner, worthABackup, (ctx) => {
    const { requestId } = validateBody(ctx, newEstimate);
    const request = requests.get(requestId);
    if (!request || request.spamReason !== null) return ctx.throw(404, NO_SUCH_REQUEST);
    const estimate = store.create(requestId, service.newDraft(request), service.newLink(), service.now());
    ctx.status = 201;
    ctx.body = service.view(estimate);
  });

  router.get(`${P}/figures`, requireOwner, (ctx) => {
    const { month } = validateQuery(ctx, figuresQuery);
    ctx.body = service.monthFigures(month ?? service.today().slice(0, 7));
  });

  router.get(`${P}/settings`, requireOwner, (ctx) => {
    ctx.body = store.settings();
  });

  router.put(`${P}/settings`, requireOwner, worthABackup, (ctx) => {
    store.saveSettings(validateBody(ctx, estimateSettings));
    ctx.body = store.settings();
  });

  router.get(`${P}/price-list`, requireOwner, (ctx) => {
    ctx.body = { items: store.priceList() };
  });

  router.post(`${P}/price-list`, requireOwner, worthABackup, (ctx) => {
    const item = validateBody(ctx, priceListItem);
    if (store.priceList().length >= ESTIMATE_LIMITS.priceListMax) {
      return ctx.throw(409, `The price list holds at most ${ESTIMATE_LIMITS.priceListMax} items: remove one first.`);
    }
    ctx.status = 201;
    ctx.body = store.addPriceListItem(item);
  });

  router.put(`${P}/price-list/:id`, requireOwner, worthABackup, (ctx) => {
    const id = idParam(ctx);
    const item = validateBody(ctx, priceListItem);
    ctx.body = store.updatePriceListItem(id, item) ?? ctx.throw(404, NO_SUCH_ITEM);
  });

  router.delete(`${P}/price-list/:id`, requireOwner, worthABackup, (ctx) => {
    if (!store.removePriceListItem(idParam(ctx))) return ctx.throw(404, NO_SUCH_ITEM);
    ctx.status = 204;
  });

  router.get(`${P}/:id`, requireOwner, (ctx) => {
    ctx.body = service.view(estimateOf(ctx));
  });

  // The draft as the owner types (autosave): never what the customer sees until it is sent.
  router.put(`${P}/:id`, requireOwner, worthABackup, (ctx) => {
    const estimate = estimateOf(ctx);
    const draft = validateBody(ctx, estimateDraft);
    if (store.acceptance(estimate.id)) {
      return ctx.throw(409, ESTIMATE_MESSAGES.acceptedLocked, { code: ESTIMATE_ERROR_CODES.locked });
    }
    // Only the request's own photos: an id of another request's photo is dropped.
    const own = new Set(photos.forRequest(estimate.requestId).map((photo) => photo.id));
    store.saveDraft(estimate.id, { ...draft, photoIds: draft.photoIds.filter((id) => own.has(id)) }, service.now());
    ctx.body = service.view(store.get(estimate.id) ?? estimate);
  });

  // Freezes the draft as the next version and e-mails the customer its link.
  router.post(`${P}/:id/send`, requireOwner, worthABackup, async (ctx) => {
    const estimate = estimateOf(ctx);
    if (store.acceptance(estimate.id)) {
      return ctx.throw(409, ESTIMATE_MESSAGES.acceptedLocked, { code: ESTIMATE_ERROR_CODES.locked });
    }
    const request = requests.get(estimate.requestId) ?? ctx.throw(404, NO_SUCH_REQUEST);
    if (!request.email) return ctx.throw(409, ESTIMATE_MESSAGES.noAddress, { code: ESTIMATE_ERROR_CODES.noAddress });
    const problems = sendProblems(estimate.draft, service.today());
    if (Object.keys(problems).length > 0) {
      return ctx.throw(400, 'The estimate needs a few things before it can be sent.', {
        code: 'validation_failed',
        fields: problems,
      });
    }
    const versions = store.versions(estimate.id);
    const last = versions.at(-1);
    if (last && !estimate.declined && sameDraft(service.contentOf(last).draft, estimate.draft)) {
      return ctx.throw(409, ESTIMATE_MESSAGES.nothingToSend, { code: ESTIMATE_ERROR_CODES.nothingToSend });
    }
    const number = (last?.version ?? 0) + 1;
    const { text, hash } = freezeVersion(service.nextContent(estimate, request, number));
    const at = service.now();
    // The version, its event and the request's status: all of them, or none.
    const version = inTransaction(db, () => {
      const made = store.addVersion(estimate.id, text, hash, at);
      store.clearDecline(estimate.id);
      events.add(request.id, {
        kind: 'estimate',
        outcome: 'done',
        summary: `Estimate ${estimate.number}${made > 1 ? ` version ${made}` : ''} sent`,
        detail: `SHA-256 ${hash}`,
        at,
      });
      // The request is quoted: its follow-ups start.
      if (request.status !== 'quoted') {
        const updated = requests.update(request.id, { status: 'quoted' }, at);
        if (updated) for (const event of ownerChanges(request, updated, at)) events.add(request.id, event);
      }
      return made;
    });
    const sent = store.get(estimate.id) ?? estimate;
    const stored = store.versions(estimate.id).find((each) => each.version === version);
    const url = service.customerUrl(sent, version);
    if (stored && url) void notices.linkSent(request.id, service.documentOf(sent, stored), url);
    ctx.body = service.view(sent);
  });

  router.post(`${P}/:id/deposit`, requireOwner, worthABackup, (ctx) => {
    const estimate = estimateOf(ctx);
    const payment = validateBody(ctx, depositPaid);
    store.setDepositPaid(estimate.id, payment);
    events.add(estimate.requestId, {
      kind: 'estimate',
      outcome: 'done',
      summary: `Deposit of estimate ${estimate.number} marked paid`,
      detail: `${(payment.amountCents / 100).toFixed(2)} ${store.settings().currency} by ${payment.method} on ${payment.paidOn}`,
      at: service.now(),
    });
    ctx.body = service.view(store.get(estimate.id) ?? estimate);
  });

  // A draft never sent may go; one the customer has a link to stays (its history is evidence).
  router.delete(`${P}/:id`, requireOwner, worthABackup, (ctx) => {
    const estimate = estimateOf(ctx);
    if (store.versions(estimate.id).length > 0) {
      return ctx.throw(409, 'An estimate that was sent stays on the request; write a new version instead.', {
        code: ESTIMATE_ERROR_CODES.locked,
      });
    }
    store.remove(estimate.id);
    ctx.status = 204;
  });

  // The PDF of the newest version (signed once accepted), else of the draft as it would be sent.
  router.get(`${P}/:id/pdf`, requireOwner, async (ctx) => {
    const estimate = estimateOf(ctx);
    const last = store.versions(estimate.id).at(-1);
    const document = last ? service.documentOf(estimate, last) : service.draftDocument(estimate);
    if (!document) return ctx.throw(404, NO_SUCH_REQUEST);
    // Made before any header is set: a failure then answers as an error, not as a broken PDF.
    const pdf = await deps.pdf(document);
    ctx.type = 'application/pdf';
    ctx.attachment(pdfFileName(document));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = pdf;
  });

  // The customer's drawn signature, for the dashboard to show beside the name they typed. It is
  // personal (a likeness of their hand), so no cache keeps it after the owner signs out, and it is
  // only ever a picture: sent as what it is, never sniffed into something else.
  router.get(`${P}/:id/signature.png`, requireOwner, (ctx) => {
    const estimate = estimateOf(ctx);
    const accepted = store.acceptance(estimate.id) ?? ctx.throw(404, NOT_ACCEPTED);
    if (!accepted.signaturePng) return ctx.throw(404, TYPED_ONLY);
    ctx.type = 'image/png';
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Disposition', `inline; filename="signature-${estimate.number}.png"`);
    ctx.body = accepted.signaturePng;
  });

  return router;
}
