import { createReadStream, existsSync } from 'node:fs';
import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import {
  ADMIN_ESTIMATES_PATH,
  ESTIMATE_PREVIEW_MINUTES,
  ESTIMATE_PREVIEW_PREFIX,
  type EstimatePreviewLink,
} from '../../contract/estimates.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { notWorthABackup } from '../http/side-effects.ts';
import { idParam } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import type { EstimatePageState } from './customer-page/estimate-page-state.ts';
import type { EstimateKeys } from './estimate-keys.ts';
import type { RenderEstimatePage } from './estimate-page-router.ts';
import type { EstimateService } from './estimate-service.ts';
import type { EstimateStore } from './estimate-store.ts';

/** A ticket holds this long: a preview opened, looked at and closed; another is made for the next. */
export const PREVIEW_TICKET_MS = ESTIMATE_PREVIEW_MINUTES * 60 * 1000;
const PREVIEW_ROUTE = `${ESTIMATE_PREVIEW_PREFIX}:ticket`;
/** What the frame says once its ticket has expired (the dashboard makes a new one each time it opens). */
export const PREVIEW_EXPIRED_HEADING = 'This preview has expired';
const PREVIEW_EXPIRED_PAGE = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${PREVIEW_EXPIRED_HEADING}</title></head>`,
  `<body><h1>${PREVIEW_EXPIRED_HEADING}</h1><p>Close it and choose Preview again.</p></body></html>`,
].join('');

interface EstimatePreviewDeps {
  store: EstimateStore;
  service: EstimateService;
  keys: Pick<EstimateKeys, 'previewTicket' | 'previewOf'>;
  render: RenderEstimatePage;
  /** The file of a request's photo at the width the page shows. */
  photoFile: (photoId: string) => string;
  requireOwner: Middleware<OwnerState>;
  /** The tab's icon (the site's). */
  siteIcon: () => string;
}

/**
 * The owner's preview of a draft: the customer's page exactly as it will be sent (its own style and
 * policy), for a sandboxed frame in the dashboard. A frame sends no token, so the owner first asks
 * for its address, which carries a ticket for that one estimate for ESTIMATE_PREVIEW_MINUTES (a MAC
 * the gateway checks, masked in the logs like the customer's key); the page, and the request's
 * photos it shows, open by that ticket only. Only the dashboard may frame it.
 */
export function estimatePreviewRouter(deps: EstimatePreviewDeps): Router<OwnerState> {
  const { store, service, keys, requireOwner } = deps;
  const router = new Router<OwnerState>(EXACT_PATHS);

  // A ticket is a MAC, kept nowhere: asking for one changes nothing a backup would keep.
  router.post(`${ADMIN_ESTIMATES_PATH}/:id/preview`, requireOwner, notWorthABackup, (ctx) => {
    const estimate = store.get(idParam(ctx)) ?? ctx.throw(404, 'There is no such estimate.');
    // To the second, as the ticket carries it.
    const expiresAt = Math.ceil((Date.parse(service.now()) + PREVIEW_TICKET_MS) / 1000) * 1000;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      url: `${ESTIMATE_PREVIEW_PREFIX}${keys.previewTicket(estimate.id, expiresAt)}`,
      expiresAt: new Date(expiresAt).toISOString(),
    } satisfies EstimatePreviewLink;
  });

  /** The estimate the ticket opens now, with the draft as the customer would get it; undefined once expired. */
  const previewed = (ctx: Context) => {
    const id = keys.previewOf(ctx.params.ticket, Date.parse(service.now()));
    const estimate = id === undefined ? undefined : store.get(id);
    const document = estimate && service.draftDocument(estimate);
    return estimate && document ? { estimate, document } : undefined;
  };

  const headers = (ctx: Context, policy?: string) =>
    ctx.set({
      ...(policy ? { 'Content-Security-Policy': policy } : {}),
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
      // The dashboard frames it; nginx's DENY gives way to this one (site.conf.template).
      'X-Frame-Options': 'SAMEORIGIN',
    });

  /** The page that says the ticket no longer opens anything (a photo of it too). */
  const expired = (ctx: Context) => {
    ctx.status = 404;
    headers(ctx, "default-src 'none'; base-uri 'none'; frame-ancestors 'self'");
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = PREVIEW_EXPIRED_PAGE;
  };

  router.get(PREVIEW_ROUTE, (ctx) => {
    const found = previewed(ctx);
    if (!found) return expired(ctx);
    ctx.type = 'text/html; charset=utf-8';
    const base = `${ESTIMATE_PREVIEW_PREFIX}${String(ctx.params.ticket)}`;
    // The frame can post nothing (it is sandboxed): the forms and links point at the page itself.
    const here = '#preview';
    const state: EstimatePageState = {
      kind: 'open',
      document: found.document,
      input: { choice: { option: 0, addOns: [] }, signerName: '', reason: '', question: '' },
      errors: {},
      form: null,
      questionSent: false,
    };
    const paths = {
      action: here,
      version: () => here,
      pdf: here,
      photo: (id: string) => `${base}/photos/${encodeURIComponent(id)}`,
      island: '',
      icon: deps.siteIcon(),
    };
    const { html, policy } = deps.render(state, paths, { preview: true });
    headers(ctx, policy);
    ctx.body = html;
  });

  router.get(`${PREVIEW_ROUTE}/photos/:photoId`, (ctx) => {
    const found = previewed(ctx);
    const id = String(ctx.params.photoId);
    const file = deps.photoFile(id);
    // Only the photos the draft shows, of its own request.
    if (!found?.document.draft.photoIds.includes(id) || !existsSync(file)) return expired(ctx);
    headers(ctx);
    ctx.type = 'image/webp';
    ctx.body = createReadStream(file);
  });

  return router;
}
