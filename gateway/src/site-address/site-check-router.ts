import { Router } from '@koa/router';
import { SITE_CHECK_PREFIX } from '../../contract/site-address.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import type { CheckTokens } from './site-check.ts';

/**
 * `GET /.well-known/painting-site-check/:token`: the proof of a check under way, as text, which
 * the check fetches back through the owner's domain (nginx passes the path from port 80); 404
 * for any other token, and once the check is over.
 */
export function siteCheckRouter(tokens: ReadonlyMap<string, string>): Router {
  const router = new Router({ prefix: SITE_CHECK_PREFIX, ...EXACT_PATHS });
  router.get('/:token', (ctx) => {
    const proof = tokens.get(ctx.params.token ?? '');
    if (proof === undefined) return ctx.throw(404, 'No such check.');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/plain';
    ctx.body = proof;
  });
  return router;
}

export type { CheckTokens };
