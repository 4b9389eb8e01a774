import { Router } from '@koa/router';
import type { Context } from 'koa';
import { ONE_CLICK_BODY, UNSUBSCRIBE_PATH_PREFIX } from '../../contract/customer-mail.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { addressKey, type RateWindow } from '../http/rate-window.ts';
import { worthABackup } from '../http/side-effects.ts';
import type { QuoteRequestStore, RequestEventStore } from '../quote-requests/index.ts';
import type { UnsubscribeLinks } from './unsubscribe-keys.ts';
import { UNSUBSCRIBE_PAGE_POLICY, type UnsubscribePageState, unsubscribePage } from './unsubscribe-page.ts';
import type { UnsubscribeStore } from './unsubscribe-store.ts';

export const UNSUBSCRIBE_ROUTE = `${UNSUBSCRIBE_PATH_PREFIX}:key`;
/** Unsubscribe pages and posts per client address within the window: a person needs one or two. */
export const UNSUBSCRIBES_PER_ADDRESS = 30;
export const UNSUBSCRIBE_WINDOW_MS = 60 * 60 * 1000;
/** The one-click body is 26 bytes; a multipart one a few hundred. */
export const ONE_CLICK_BODY_MAX_BYTES = 4096;

export const UNSUBSCRIBED_SUMMARY = 'Unsubscribed from automatic e-mails';
export const UNSUBSCRIBED_DETAIL = 'By the link in an e-mail from the site.';

const STATUS: Record<UnsubscribePageState['kind'], number> = {
  ask: 200,
  done: 200,
  not_found: 404,
  bad_body: 400,
  too_many: 429,
};

const [ONE_CLICK_NAME = '', ONE_CLICK_VALUE = ''] = ONE_CLICK_BODY.split('=');

/**
 * Whether the body is RFC 8058's one-click POST: `List-Unsubscribe=One-Click`, sent as
 * application/x-www-form-urlencoded or, as the RFC prefers, multipart/form-data. Anything else,
 * larger than a form, or broken, is not.
 */
async function isOneClick(ctx: Context): Promise<boolean> {
  const type = ctx.get('Content-Type');
  if (!ctx.request.is('application/x-www-form-urlencoded', 'multipart/form-data')) return false;
  if (Number(ctx.get('Content-Length')) > ONE_CLICK_BODY_MAX_BYTES) return false;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > ONE_CLICK_BODY_MAX_BYTES) return false;
    chunks.push(chunk);
  }
  try {
    // The platform's form parser (WHATWG fetch), for both encodings.
    const form = await new Response(Buffer.concat(chunks), { headers: { 'Content-Type': type } }).formData();
    const values = form.getAll(ONE_CLICK_NAME);
    return values.length === 1 && values[0] === ONE_CLICK_VALUE;
  } catch {
    return false;
  }
}

interface UnsubscribeRouterDeps {
  links: Pick<UnsubscribeLinks, 'check'>;
  requests: Pick<QuoteRequestStore, 'get'>;
  unsubscribes: UnsubscribeStore;
  events: Pick<RequestEventStore, 'add'>;
  /** The business's name, as the page shows it. */
  businessName: () => string;
  /** Pages and posts per client address. */
  limiter: RateWindow;
  clock: () => number;
}

/**
 * The customer's unsubscribe link (contract/customer-mail.ts): `GET` shows a page with one button
 * and never unsubscribes (link scanners fetch links); `POST` with the one-click body (a mail
 * app's, or the button's) unsubscribes the address of the key's request and puts it on that
 * request's timeline, once. Every answer is a small page, without script, never cached or indexed.
 */
export function unsubscribeRouter(deps: UnsubscribeRouterDeps): Router {
  const { links, requests, unsubscribes, events, limiter, clock } = deps;
  const router = new Router(EXACT_PATHS);

  const answer = (ctx: Context, state: UnsubscribePageState) => {
    ctx.status = STATUS[state.kind];
    ctx.set({
      'Content-Security-Policy': UNSUBSCRIBE_PAGE_POLICY,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      // The key is in the address: no other site learns it.
      'Referrer-Policy': 'no-referrer',
      ...(state.kind === 'too_many' ? { 'Retry-After': String(state.retryAfterSeconds) } : {}),
    });
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = unsubscribePage(state, deps.businessName());
  };

  /** Counts the try against the address; the page that says wait, once the address is past the limit. */
  const flooded = (ctx: Context): UnsubscribePageState | undefined => {
    const keys = [addressKey(ctx.ip)];
    const retryAfterSeconds = limiter.retryAfterSeconds(keys);
    if (retryAfterSeconds > 0) return { kind: 'too_many', retryAfterSeconds };
    limiter.record(keys);
    return undefined;
  };

  router.get(UNSUBSCRIBE_ROUTE, (ctx) => {
    const id = links.check(ctx.params.key);
    answer(
      ctx,
      flooded(ctx) ??
        (id !== undefined && requests.get(id)
          ? { kind: 'ask', action: `${UNSUBSCRIBE_PATH_PREFIX}${ctx.params.key}` }
          : { kind: 'not_found' }),
    );
  });

  router.post(UNSUBSCRIBE_ROUTE, worthABackup, async (ctx) => {
    const stop = flooded(ctx);
    if (stop) return answer(ctx, stop);
    const id = links.check(ctx.params.key);
    if (id === undefined) return answer(ctx, { kind: 'not_found' });
    if (!(await isOneClick(ctx))) return answer(ctx, { kind: 'bad_body' });
    const request = requests.get(id);
    if (!request) return answer(ctx, { kind: 'not_found' });
    // No address, nothing to stop; an address already unsubscribed keeps its first time and event.
    if (request.email && !unsubscribes.since(request.email)) {
      const at = new Date(clock()).toISOString();
      unsubscribes.add(request.email, id, at);
      events.add(id, {
        kind: 'unsubscribed',
        outcome: 'done',
        summary: UNSUBSCRIBED_SUMMARY,
        detail: UNSUBSCRIBED_DETAIL,
        at,
      });
    }
    answer(ctx, { kind: 'done' });
  });

  return router;
}
