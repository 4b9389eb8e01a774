import { Router } from '@koa/router';
import type { BackupHealth } from '../../contract/backups.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import type { TlsHealth } from '../tls/certificate-keeper.ts';
import type { HealthStore } from './health-store.ts';

/**
 * `GET /api/health`: 200 while the database answers, 503 when it does not. `backup` tells how old
 * the newest good backup is (a stale one leaves the status 200: the site itself is fine). With
 * automatic HTTPS, `tls` tells the certificate's expiry, its renewal and the last failed order.
 */
export function healthRouter(
  health: HealthStore,
  backup: () => BackupHealth,
  tls?: () => TlsHealth | undefined,
): Router {
  const router = new Router({ prefix: '/api', ...EXACT_PATHS });
  router.get('/health', (ctx) => {
    try {
      health.ping();
    } catch (error) {
      ctx.throw(503, 'The database is not answering.', { expose: true, code: 'database_unavailable', cause: error });
    }
    ctx.set('Cache-Control', 'no-store');
    const certificate = tls?.();
    ctx.body = { status: 'ok', backup: backup(), ...(certificate && { tls: certificate }) };
  });
  return router;
}
