import type { Middleware } from 'koa';
import { type SideEffect, sideEffectOf } from '../http/side-effects.ts';
import type { BackupService } from './backup-service.ts';

/** The side effects a backup follows (the others are `notWorthABackup`; reads declare none). */
const WORTH_A_BACKUP: ReadonlySet<SideEffect | undefined> = new Set(['publishes', 'worthABackup']);

/**
 * Tells the backups of every write that worked (below 400: the no-script form's 303 counts) whose
 * route declares `publishes` or `worthABackup` (an edit in the dashboard, a quote request, its
 * photos), so a backup follows once things have been quiet for BACKUP_AFTER_CHANGES.
 */
export function noteChanges(backups: Pick<BackupService, 'noteChange'>): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status < 400 && WORTH_A_BACKUP.has(sideEffectOf(ctx))) backups.noteChange();
  };
}
