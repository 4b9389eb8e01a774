import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import type { OwnerState } from './require-owner.ts';

/**
 * `GET /admin/credentials`: the SPA's guard asks whether its stored token still opens the
 * dashboard. The token and the in-memory session state decide: no database work here.
 */
export function credentialsRouter(requireOwner: Middleware<OwnerState>): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/admin', ...EXACT_PATHS });
  router.get('/credentials', requireOwner, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { username: ctx.state.owner.username };
  });
  return router;
}
