import { Router } from '@koa/router';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import type { HealthStore } from '../store/health-store.ts';

/** `GET /api/health`: 200 while the database answers, 503 when it does not. */
export function healthRouter(health: HealthStore): Router {
  const router = new Router({ prefix: '/api', ...EXACT_PATHS });
  router.get('/health', (ctx) => {
    try {
      health.ping();
    } catch (error) {
      ctx.throw(503, 'The database is not answering.', { expose: true, code: 'database_unavailable', cause: error });
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  return router;
}
