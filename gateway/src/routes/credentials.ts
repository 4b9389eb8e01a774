import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import type { AdminState } from '../auth/require-admin.ts';

/**
 * `GET /admin/credentials`: the SPA's guard asks whether its stored token still opens the
 * dashboard. The token alone decides, so this path does no database work.
 */
export function credentialsRouter(requireAdmin: Middleware<AdminState>): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/admin/credentials' });
  router.get('/', requireAdmin, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { username: ctx.state.admin.username };
  });
  return router;
}
