import { BACKUP_DOWNLOADS_PER_HOUR, BACKUP_RESTORES_PER_HOUR } from '../../contract/backup-file.ts';
import type { Kernel, Module } from '../kernel/kernel.ts';
import type { MailSettingsModule } from '../mail-settings/index.ts';
import type { OwnerAccess } from '../owner/index.ts';
import type { SiteContentModule } from '../site-content/index.ts';
import { adminBackupsRouter } from './admin-backups-router.ts';
import { backupFileRouter } from './backup-file-router.ts';
import { createBackupRunStore } from './backup-run-store.ts';
import { createBackupService } from './backup-service.ts';
import type { BackupSettings } from './backup-settings.ts';
import { siteBlankness } from './site-blank.ts';

const HOUR_MS = 60 * 60 * 1000;

interface BackupsDeps {
  access: OwnerAccess;
  siteContent: SiteContentModule;
  mailSettings: MailSettingsModule;
}

/**
 * Scheduled backups: their status, "Back up now", the runs after changes, and the alert when they
 * fail; "Download a backup", and a blank install started from a backup file.
 */
export function backupsModule(
  kernel: Kernel<{ backup: BackupSettings }>,
  { access, siteContent, mailSettings }: BackupsDeps,
) {
  const { db, settings, folders, logger, clock, runtime, rateWindow } = kernel;
  const blankness = siteBlankness(db, folders.dataDir);
  const runs = createBackupRunStore(db);
  const backups = createBackupService({
    settings: settings.backup,
    folders: { dataDir: folders.dataDir, publicDir: folders.publicDir },
    runs,
    mail: mailSettings.mail,
    siteName: () => siteContent.business.get()?.name ?? 'your website',
    logger,
    clock,
    resticBin: runtime.resticBin,
  });
  return {
    runs,
    backups,
    blankness,
    /** What the app tells of every write worth a backup: the backups, and the site is no longer blank. */
    changes: {
      noteChange() {
        blankness.markChanged();
        backups.noteChange();
      },
    },
    routers: [
      adminBackupsRouter(backups, access.requireOwner),
      backupFileRouter({
        folders: { dataDir: folders.dataDir, publicDir: folders.publicDir },
        blankness,
        clock,
        logger,
        downloads: rateWindow('backupFileDownloads', BACKUP_DOWNLOADS_PER_HOUR, HOUR_MS),
        restores: rateWindow('backupFileRestores', BACKUP_RESTORES_PER_HOUR, HOUR_MS),
        requireOwner: access.requireOwner,
        restart: () => {
          if (runtime.restart) runtime.restart();
          else logger.warn('a backup file is staged: it is put in place when the gateway next starts');
        },
      }),
    ],
    start: () => backups.start(),
    close: () => backups.stop(),
  } satisfies Module;
}

export type BackupsModule = ReturnType<typeof backupsModule>;

export { backupFileStream, unpackBackupFile } from './backup-file.ts';
export { BackupFileRefused } from './backup-file-crypto.ts';
// What the other modules use of this one.
export type { BackupService } from './backup-service.ts';
export type { BackupSettings } from './backup-settings.ts';
export { backupEnvironmentShape, backupSettings, backupSettingsProblems } from './backup-settings.ts';
export { noteChanges } from './note-changes.ts';
export { createRestic, SNAPSHOT_HOST } from './restic.ts';
export { resticProblem } from './restic-problems.ts';
export { BackupRefused, checkBackup } from './restore-check.ts';
export type { BackupLayout, CheckedBackup } from './restore-files.ts';
export { folderLayout, installationContents, putBack, snapshotLayout } from './restore-files.ts';
export { markSiteChanged } from './site-blank.ts';
export { BackupCopyError, snapshotSources, writeBackupFolder } from './site-copy.ts';
export { applyStagedRestore } from './staged-restore.ts';
