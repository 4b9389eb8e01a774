import type { Kernel, Module } from '../kernel/kernel.ts';
import type { MailSettingsModule } from '../mail-settings/index.ts';
import type { OwnerAccess } from '../owner/index.ts';
import type { SiteContentModule } from '../site-content/index.ts';
import { adminBackupsRouter } from './admin-backups-router.ts';
import { createBackupRunStore } from './backup-run-store.ts';
import { createBackupService } from './backup-service.ts';
import type { BackupSettings } from './backup-settings.ts';

interface BackupsDeps {
  access: OwnerAccess;
  siteContent: SiteContentModule;
  mailSettings: MailSettingsModule;
}

/** Scheduled backups: their status, "Back up now", the runs after changes, and the alert when they fail. */
export function backupsModule(
  kernel: Kernel<{ backup: BackupSettings }>,
  { access, siteContent, mailSettings }: BackupsDeps,
) {
  const { db, settings, folders, logger, clock, runtime } = kernel;
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
    routers: [adminBackupsRouter(backups, access.requireOwner)],
    start: () => backups.start(),
    close: () => backups.stop(),
  } satisfies Module;
}

export type BackupsModule = ReturnType<typeof backupsModule>;

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
export { BackupCopyError, snapshotSources, writeBackupFolder } from './site-copy.ts';
