import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import type { AdminState } from './require-owner.ts';

/**
 * `GET /admin/credentials`: the SPA's guard asks whether its stored token still opens the
 * dashboard. The token and the in-memory session state decide: no database work here.
 */
export function credentialsRouter(requireOwner: Middleware<AdminState>): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/admin', ...EXACT_PATHS });
  router.get('/credentials', requireOwner, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { username: ctx.state.admin.username };
  });
  return router;
}
