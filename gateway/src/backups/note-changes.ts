import type { Middleware } from 'koa';
import { SITE_EVENTS_PATH } from '../../contract/visitor-counts.ts';
import type { BackupService } from './backup-service.ts';

/**
 * Writes that change nothing a backup holds worth a run of its own: signing in and out, and the
 * visitors' beacons (else a run would follow every visit; the nightly backup takes the day's totals).
 */
const NOT_WORTH_A_BACKUP = /^\/api\/(auth\/|admin\/backups$)/;
const notWorthABackup = (path: string) => path === SITE_EVENTS_PATH || NOT_WORTH_A_BACKUP.test(path);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Tells the backups of every write that worked (an edit in the dashboard, a quote request, its
 * photos), so a backup follows once things have been quiet for BACKUP_AFTER_CHANGES.
 */
export function noteChanges(backups: Pick<BackupService, 'noteChange'>): Middleware {
  return async (ctx, next) => {
    await next();
    if (READS.has(ctx.method) || ctx.status >= 400 || !ctx.path.startsWith('/api/')) return;
    if (!notWorthABackup(ctx.path)) backups.noteChange();
  };
}
