import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { notWorthABackup } from '../http/side-effects.ts';
import type { OwnerState } from '../owner/index.ts';
import type { BackupService } from './backup-service.ts';

/**
 * The dashboard's Backups panel: `GET /api/admin/backups`, the status; `POST /api/admin/backups`,
 * "Back up now" (202 with the run under way; while one runs, the same run, never a second).
 */
export function adminBackupsRouter(backups: BackupService, requireOwner: Middleware<OwnerState>): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });
  router.get('/backups', requireOwner, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = backups.status();
  });
  router.post('/backups', requireOwner, notWorthABackup, (ctx) => {
    ctx.status = 202;
    ctx.body = backups.runNow('owner');
  });
  return router;
}
