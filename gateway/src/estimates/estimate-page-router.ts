import { createReadStream, existsSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { ESTIMATE_PAGE_PREFIX, ESTIMATE_FORM_FIELDS as F, ESTIMATE_LIMITS as L } from '../../contract/estimates.ts';
import { inTransaction } from '../db/transaction.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { addressKey, type RateWindow } from '../http/rate-window.ts';
import { worthABackup } from '../http/side-effects.ts';
import { ownerChanges, type QuoteRequestStore, type RequestEventStore } from '../quote-requests/index.ts';
import type {
  EstimatePageErrors,
  EstimatePageInput,
  EstimatePagePaths,
  EstimatePageState,
} from './customer-page/estimate-page-state.ts';
import type { EstimateDocument } from './estimate-document.ts';
import { pdfFileName } from './estimate-mail.ts';
import type { EstimateNotices } from './estimate-notices.ts';
import type { EstimateService } from './estimate-service.ts';
import { readSignature } from './estimate-signature.ts';
import type { EstimateStore, StoredEstimate, StoredVersion } from './estimate-store.ts';
import { choiceTotals, validChoice } from './estimate-versions.ts';

export const ESTIMATE_PAGE_ROUTE = `${ESTIMATE_PAGE_PREFIX}:key`;
/** Pages, PDFs and photos opened per client address within the window (a family looks a few times). */
export const ESTIMATE_LOOKUPS_PER_ADDRESS = 120;
/** Accepts, declines and questions tried per client address within the window. */
export const ESTIMATE_POSTS_PER_ADDRESS = 20;
export const ESTIMATE_RATE_WINDOW_MS = 60 * 60 * 1000;
/** The form with a drawn signature: the PNG's base64 and the few fields around it. */
export const ESTIMATE_FORM_MAX_BYTES = Math.ceil((L.signatureMaxBytes * 4) / 3) * 3 + 16 * 1024;

/** The page as the gateway answers it: the document and the policy that allows exactly its style and script. */
export type RenderEstimatePage = (
  state: EstimatePageState,
  paths: EstimatePagePaths,
  options?: { preview?: boolean },
) => { html: string; policy: string };

interface EstimatePageRouterDeps {
  db: DatabaseSync;
  store: EstimateStore;
  service: EstimateService;
  notices: EstimateNotices;
  requests: Pick<QuoteRequestStore, 'get' | 'update'>;
  events: Pick<RequestEventStore, 'add'>;
  render: RenderEstimatePage;
  pdf: (document: EstimateDocument) => Promise<Buffer>;
  /** The file of a request's photo at the width the page shows. */
  photoFile: (photoId: string) => string;
  /** The island's path (content-hashed). */
  islandPath: () => string;
  /** The tab's icon (the site's). */
  siteIcon: () => string;
  businessName: () => string;
  lookups: RateWindow;
  posts: RateWindow;
}

const STATUS: Record<EstimatePageState['kind'], number> = {
  open: 200,
  accepted: 200,
  declined: 200,
  replaced: 200,
  expired: 200,
  not_found: 404,
  too_many: 429,
};

const emptyInput = (): EstimatePageInput => ({
  choice: { option: 0, addOns: [] },
  signerName: '',
  reason: '',
  question: '',
});

/** The form's fields: each once, `addOn` as many times as ticked; undefined for a body that is not a form or too large. */
async function readForm(ctx: Context): Promise<URLSearchParams | undefined> {
  if (!ctx.request.is('application/x-www-form-urlencoded')) return undefined;
  if (Number(ctx.get('Content-Length')) > ESTIMATE_FORM_MAX_BYTES) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > ESTIMATE_FORM_MAX_BYTES) return undefined;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The customer's estimate page (`/estimate/<key>`): the newest version, or the one `?v=` names
 * (which says so once replaced), its PDF and its photos; and the page's one form, posted with or
 * without script: accept (choice, typed name, the drawn signature if any), decline (a reason), or
 * ask a question. Every amount is the server's, from the version's lines; a total posted is never
 * read. Each success answers 303 to the page, which then shows what it did; a refusal answers the
 * page with its words (400), or the state that stopped it (404, 409). No page is cached, indexed
 * or sent with a referrer.
 */
/** The words for a post naming a version that was never sent. */
export const UNKNOWN_VERSION = 'This page was out of date: here is the estimate as it is now. Please choose again.';

export function estimatePageRouter(deps: EstimatePageRouterDeps): Router {
  const { store, service, notices, requests, events } = deps;
  const router = new Router(EXACT_PATHS);

  const pathsFor = (key: string, version: number): EstimatePagePaths => {
    const base = `${ESTIMATE_PAGE_PREFIX}${key}`;
    return {
      action: base,
      version: (n) => `${base}?v=${n}`,
      pdf: `${base}/pdf?v=${version}`,
      photo: (id) => `${base}/photos/${encodeURIComponent(id)}`,
      island: deps.islandPath(),
      icon: deps.siteIcon(),
    };
  };

  const answer = (ctx: Context, state: EstimatePageState, status = STATUS[state.kind], version = 0) => {
    const { html, policy } = deps.render(state, pathsFor(String(ctx.params.key ?? ''), version));
    ctx.status = status;
    ctx.set({
      'Content-Security-Policy': policy,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
      ...(state.kind === 'too_many' ? { 'Retry-After': String(state.retryAfterSeconds) } : {}),
    });
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = html;
  };

  /** Counts the try against the address; the wait, once the address is past the limit. */
  const flooded = (ctx: Context, limiter: RateWindow): EstimatePageState | undefined => {
    const keys = [addressKey(ctx.ip)];
    const retryAfterSeconds = limiter.retryAfterSeconds(keys);
    if (retryAfterSeconds > 0) return { kind: 'too_many', businessName: deps.businessName(), retryAfterSeconds };
    limiter.record(keys);
    return undefined;
  };

  const notFound = (): EstimatePageState => ({ kind: 'not_found', businessName: deps.businessName() });

  /** The estimate, its versions, and the version asked for (`?v=`, else the newest); undefined for a bad key. */
  function opened(ctx: Context, asked: unknown) {
    const estimate = service.byKey(ctx.params.key);
    if (!estimate) return undefined;
    const versions = store.versions(estimate.id);
    const newest = versions.at(-1);
    if (!newest) return undefined;
    const wanted = typeof asked === 'string' && /^\d{1,4}$/.test(asked) ? Number(asked) : newest.version;
    const version = versions.find((each) => each.version === wanted);
    return version ? { estimate, versions, newest, version } : undefined;
  }

  /** What the page shows of a version, the input kept when a post was refused. */
  function stateOf(
    estimate: StoredEstimate,
    version: StoredVersion,
    newest: StoredVersion,
    extra: Partial<Extract<EstimatePageState, { kind: 'open' }>> = {},
  ): EstimatePageState {
    const document = service.documentOf(estimate, version);
    const accepted = store.acceptance(estimate.id);
    if (accepted?.version === version.version) {
      return { kind: 'accepted', document, depositPaid: estimate.depositPaid !== null };
    }
    if (version.version !== newest.version || accepted) return { kind: 'replaced', document, newest: newest.version };
    if (estimate.declined) return { kind: 'declined', document, reason: estimate.declined.reason };
    if (document.draft.expiresOn < service.dayOf(document.timeZone)) return { kind: 'expired', document };
    return { kind: 'open', document, input: emptyInput(), errors: {}, form: null, questionSent: false, ...extra };
  }

  router.get(ESTIMATE_PAGE_ROUTE, (ctx) => {
    const stop = flooded(ctx, deps.lookups);
    if (stop) return answer(ctx, stop);
    const found = opened(ctx, ctx.query.v);
    if (!found) return answer(ctx, notFound());
    const { estimate, newest, version } = found;
    const state = stateOf(estimate, version, newest, { questionSent: ctx.query.asked === '1' });
    // The first look at the newest version is news for the owner.
    if (state.kind === 'open' && store.markOpened(estimate.id, version.version, service.now())) {
      events.add(estimate.requestId, {
        kind: 'estimate',
        outcome: 'done',
        summary: `Estimate ${estimate.number} opened by the customer`,
        detail: version.version > 1 ? `Version ${version.version}` : null,
        at: service.now(),
      });
      notices.news('opened', estimate.requestId, state.document, '');
    }
    answer(ctx, state, STATUS[state.kind], version.version);
  });

  router.post(ESTIMATE_PAGE_ROUTE, worthABackup, async (ctx) => {
    const stop = flooded(ctx, deps.posts);
    if (stop) return answer(ctx, stop);
    const form = await readForm(ctx);
    const estimate = service.byKey(ctx.params.key);
    const versions = estimate ? store.versions(estimate.id) : [];
    const newest = versions.at(-1);
    if (!estimate || !newest) return answer(ctx, notFound());
    if (!form) {
      const state = stateOf(estimate, newest, newest, {
        errors: { [F.signerName]: 'The form did not come through whole. Please try again.' },
        form: 'accept',
      });
      return answer(ctx, state, ctx.request.is('application/x-www-form-urlencoded') ? 413 : 415, newest.version);
    }
    const field = (name: string) => form.get(name) ?? '';
    const askedVersion = /^\d{1,4}$/.test(field(F.version)) ? Number(field(F.version)) : newest.version;
    const version = versions.find((each) => each.version === askedVersion);
    // A form naming a version there never was (an edited page): nothing is signed for a version not shown.
    if (!version) {
      const state = stateOf(estimate, newest, newest, { errors: { [F.option]: UNKNOWN_VERSION }, form: 'accept' });
      return answer(ctx, state, 409, newest.version);
    }
    const action = field(F.action);
    const back = (query = '') => ctx.redirect(`${ESTIMATE_PAGE_PREFIX}${ctx.params.key}?v=${version.version}${query}`);

    // The state that stops any post: a replaced, expired, declined or accepted version.
    const state = stateOf(estimate, version, newest);
    if (state.kind !== 'open') {
      // Accepting what was accepted already: the same record, as the page shows it.
      if (state.kind === 'accepted' && action === 'accept') {
        ctx.status = 303;
        return back();
      }
      return answer(ctx, state, 409, version.version);
    }
    const draft = state.document.draft;
    const addOnsTicked = form.getAll(F.addOn);
    const choice = validChoice(draft, form.get(F.option) ?? undefined, addOnsTicked);
    const input: EstimatePageInput = {
      choice: choice ?? { option: 0, addOns: [] },
      signerName: field(F.signerName)
        .trim()
        .slice(0, L.signerNameMaxLength * 2),
      reason: field(F.reason)
        .trim()
        .slice(0, L.declineReasonMaxLength * 2),
      question: field(F.question)
        .trim()
        .slice(0, L.questionMaxLength * 2),
    };
    const refuse = (which: 'accept' | 'decline' | 'question', errors: EstimatePageErrors) =>
      answer(ctx, { ...state, input, errors, form: which }, 400, version.version);
    const at = service.now();

    if (action === 'accept') {
      const errors: EstimatePageErrors = {};
      if (!choice) errors[F.option] = 'Pick one of the options.';
      const name = input.signerName.replace(/\s+/g, ' ');
      if (name.length < L.signerNameMinLength) errors[F.signerName] = 'Type your full name to sign.';
      else if (name.length > L.signerNameMaxLength)
        errors[F.signerName] = `At most ${L.signerNameMaxLength} characters.`;
      if (field(F.agree) === '') errors[F.agree] = 'Tick the box to say you have read the terms.';
      const signature = await readSignature(form.get(F.signature) ?? undefined);
      if (!signature.ok) errors[F.signature] = signature.message;
      if (Object.keys(errors).length > 0 || !choice || !signature.ok) return refuse('accept', errors);
      const totals = choiceTotals(draft, choice);
      // The acceptance, its event and the request's status: all of them, or none.
      const first = inTransaction(deps.db, () => {
        const accepted = store.accept({
          estimateId: estimate.id,
          version: version.version,
          versionHash: version.hash,
          choice,
          optionName: draft.options[choice.option]?.name ?? '',
          addOnNames: choice.addOns.map((each) => draft.addOns[each]?.description ?? ''),
          totals,
          signerName: name,
          signaturePng: signature.png,
          at,
          address: ctx.ip,
          userAgent: ctx.get('User-Agent').slice(0, 500),
        });
        if (!accepted.first) return false;
        events.add(estimate.requestId, {
          kind: 'estimate',
          outcome: 'done',
          summary: `Estimate ${estimate.number} accepted and signed by ${name}`,
          detail: `Version ${version.version}, SHA-256 ${version.hash}`,
          at,
        });
        const request = requests.get(estimate.requestId);
        const updated = request && request.status !== 'won' && requests.update(request.id, { status: 'won' }, at);
        if (request && updated) for (const event of ownerChanges(request, updated, at)) events.add(request.id, event);
        return true;
      });
      if (first) {
        const signed = service.documentOf(store.get(estimate.id) ?? estimate, version);
        notices.accepted(estimate.requestId, signed, service.customerUrl(estimate, version.version) ?? '');
      }
      ctx.status = 303;
      return back();
    }

    if (action === 'decline') {
      if (input.reason.length > L.declineReasonMaxLength) {
        return refuse('decline', { [F.reason]: `At most ${L.declineReasonMaxLength} characters.` });
      }
      const declined = inTransaction(deps.db, () => {
        if (!store.decline(estimate.id, input.reason, at)) return false;
        events.add(estimate.requestId, {
          kind: 'estimate',
          outcome: 'done',
          summary: `Estimate ${estimate.number} declined by the customer`,
          detail: input.reason || null,
          at,
        });
        const request = requests.get(estimate.requestId);
        const updated = request && request.status !== 'lost' && requests.update(request.id, { status: 'lost' }, at);
        if (request && updated) for (const event of ownerChanges(request, updated, at)) events.add(request.id, event);
        return true;
      });
      if (declined) {
        notices.news('declined', estimate.requestId, state.document, input.reason);
      }
      ctx.status = 303;
      return back();
    }

    if (action === 'question') {
      if (input.question.length < L.questionMinLength)
        return refuse('question', { [F.question]: 'Write your question.' });
      if (input.question.length > L.questionMaxLength) {
        return refuse('question', { [F.question]: `At most ${L.questionMaxLength} characters.` });
      }
      events.add(estimate.requestId, {
        kind: 'estimate',
        outcome: 'done',
        summary: `Question about estimate ${estimate.number}`,
        detail: input.question,
        at,
      });
      notices.news('question', estimate.requestId, state.document, input.question);
      ctx.status = 303;
      return back('&asked=1');
    }

    return refuse('accept', { [F.signerName]: 'The form did not say what to do. Please use the page’s buttons.' });
  });

  router.get(`${ESTIMATE_PAGE_ROUTE}/pdf`, async (ctx) => {
    const stop = flooded(ctx, deps.lookups);
    if (stop) return answer(ctx, stop);
    const found = opened(ctx, ctx.query.v);
    if (!found) return answer(ctx, notFound());
    const document = service.documentOf(found.estimate, found.version);
    ctx.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });
    // Made before its type is set: a failure then answers as an error, not as a broken PDF.
    const pdf = await deps.pdf(document);
    ctx.type = 'application/pdf';
    ctx.attachment(pdfFileName(document), { type: 'inline' });
    ctx.body = pdf;
  });

  router.get(`${ESTIMATE_PAGE_ROUTE}/photos/:photoId`, (ctx) => {
    const stop = flooded(ctx, deps.lookups);
    if (stop) return answer(ctx, stop);
    const found = opened(ctx, undefined);
    const id = String(ctx.params.photoId);
    // Only the photos the estimate shows, of its own request.
    const file = deps.photoFile(id);
    if (!found || !service.documentOf(found.estimate, found.version).draft.photoIds.includes(id) || !existsSync(file)) {
      return answer(ctx, notFound());
    }
    ctx.set({ 'Cache-Control': 'private, max-age=3600', 'Referrer-Policy': 'no-referrer' });
    ctx.type = 'image/webp';
    ctx.body = createReadStream(file);
  });

  return router;
}
