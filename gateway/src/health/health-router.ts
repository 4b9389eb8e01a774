import { Router } from '@koa/router';
import type { Middleware, ParameterizedContext } from 'koa';
import type { BackupHealth } from '../../contract/backups.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import type { OwnerState } from '../owner/index.ts';
import type { TlsHealth } from '../tls/certificate-keeper.ts';
import type { HealthStore } from './health-store.ts';

interface HealthDeps {
  health: HealthStore;
  backup: () => BackupHealth;
  tls?: (() => TlsHealth | undefined) | undefined;
  requireOwner: Middleware<OwnerState>;
}

/**
 * Whether the request carries the owner's valid token, by requireOwner's own check: its 401 means
 * no, never an answer, so a health check with a stale or wrong token still sees the status.
 */
async function fromOwner(ctx: ParameterizedContext<OwnerState>, requireOwner: Middleware<OwnerState>) {
  if (!ctx.get('Authorization')) return false;
  let admitted = false;
  try {
    await requireOwner(ctx, async () => {
      admitted = true;
    });
  } catch (error) {
    if ((error as { status?: unknown }).status !== 401) throw error;
  }
  return admitted;
}

/**
 * `GET /api/health`: 200 `{status: 'ok'}` while the database answers, 503 when it does not. Anyone
 * may ask (container health checks, monitors); the details only with the owner's Bearer token:
 * `backup` tells how old the newest good backup is (a stale one leaves the status 200: the site
 * itself is fine), and with automatic HTTPS `tls` tells the certificate's expiry, its renewal and
 * the last failed order, which is no stranger's business.
 */
export function healthRouter({ health, backup, tls, requireOwner }: HealthDeps): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/api', ...EXACT_PATHS });
  router.get('/health', async (ctx) => {
    try {
      health.ping();
    } catch (error) {
      ctx.throw(503, 'The database is not answering.', { expose: true, code: 'database_unavailable', cause: error });
    }
    ctx.set('Cache-Control', 'no-store');
    if (!(await fromOwner(ctx, requireOwner))) {
      ctx.body = { status: 'ok' };
      return;
    }
    const certificate = tls?.();
    ctx.body = { status: 'ok', backup: backup(), ...(certificate && { tls: certificate }) };
  });
  return router;
}
