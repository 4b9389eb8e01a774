import { Router } from '@koa/router';
import { EXACT_PATHS } from '../http/exact-paths.ts';

/** Where an ACME server looks for an HTTP-01 challenge's answer (RFC 8555 §8.3); nginx proxies it from port 80. */
export const ACME_CHALLENGE_PREFIX = '/.well-known/acme-challenge';

/**
 * `GET /.well-known/acme-challenge/:token`: the key authorization, as text, while that challenge
 * is under way; 404 otherwise (always, when ACME is off: nothing is ever pending).
 */
export function acmeChallengeRouter(responses: ReadonlyMap<string, string>): Router {
  const router = new Router({ prefix: ACME_CHALLENGE_PREFIX, ...EXACT_PATHS });
  router.get('/:token', (ctx) => {
    const answer = responses.get(ctx.params.token ?? '');
    if (answer === undefined) return ctx.throw(404, 'No such challenge.');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/plain';
    ctx.body = answer;
  });
  return router;
}
