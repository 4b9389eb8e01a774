import { join } from 'node:path';
import { BACKUP_DOWNLOADS_PER_HOUR, BACKUP_RESTORES_PER_HOUR } from '../../contract/backup-file.ts';
import { DATA_FILES } from '../data-files.ts';
import type { Kernel, Module } from '../kernel/kernel.ts';
import type { MailSettingsModule } from '../mail-settings/index.ts';
import type { OwnerAccess } from '../owner/index.ts';
import type { SiteContentModule } from '../site-content/index.ts';
import {
  adminBackupDestinationRouter,
  DESTINATION_TRIES_PER_WINDOW,
  DESTINATION_TRY_WINDOW_MS,
} from './admin-backup-destination-router.ts';
import { adminBackupsRouter } from './admin-backups-router.ts';
import { createBackupDestination } from './backup-destination.ts';
import { createBackupDestinationStore } from './backup-destination-store.ts';
import { backupFileRouter } from './backup-file-router.ts';
import { createBackupKeys } from './backup-keys.ts';
import { createBackupRunStore } from './backup-run-store.ts';
import { createBackupService } from './backup-service.ts';
import type { BackupSettings } from './backup-settings.ts';
import { recoverySheet } from './recovery-sheet.ts';
import { createRestic } from './restic.ts';
import { siteBlankness } from './site-blank.ts';

const HOUR_MS = 60 * 60 * 1000;

interface BackupsDeps {
  access: OwnerAccess;
  siteContent: SiteContentModule;
  mailSettings: MailSettingsModule;
}

/**
 * Scheduled backups: their status, "Back up now", the runs after changes, the alert when they
 * fail, and where they go (BACKUP_REPOSITORY, else the destination set in the dashboard);
 * "Download a backup", and a blank install started from a backup file.
 */
export function backupsModule(
  kernel: Kernel<{ backup: BackupSettings }>,
  { access, siteContent, mailSettings }: BackupsDeps,
) {
  const { db, settings, folders, logger, clock, runtime, outbound, rateWindow, siteAddress } = kernel;
  const blankness = siteBlankness(db, folders.dataDir);
  const runs = createBackupRunStore(db);
  const siteName = () => siteContent.business.get()?.name ?? 'your website';
  const destination = createBackupDestination({
    environment: settings.backup,
    store: createBackupDestinationStore(db),
    keys: createBackupKeys(join(folders.dataDir, DATA_FILES.backupKeys)),
    outbound,
    resticFor: (target) =>
      createRestic({
        settings: target,
        knownHostsFile: join(folders.dataDir, DATA_FILES.backupKnownHosts),
        cacheDir: join(folders.dataDir, DATA_FILES.backupCache),
        bin: runtime.resticBin,
      }),
  });
  const sheet = (password: string | null) => {
    const stored = destination.stored();
    if (!stored) throw new Error('no destination saved to write a recovery sheet for');
    return recoverySheet({
      siteName: siteName(),
      siteUrl: siteAddress.current(),
      ...stored,
      password,
      madeAt: new Date(clock()).toISOString(),
    });
  };
  const backups = createBackupService({
    settings: settings.backup,
    target: () => destination.target(),
    folders: { dataDir: folders.dataDir, publicDir: folders.publicDir },
    runs,
    mail: mailSettings.mail,
    siteName,
    logger,
    clock,
    resticBin: runtime.resticBin,
  });
  return {
    runs,
    backups,
    destination,
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
      adminBackupDestinationRouter({
        destination,
        recoverySheet: sheet,
        limiter: rateWindow('backupDestination', DESTINATION_TRIES_PER_WINDOW, DESTINATION_TRY_WINDOW_MS),
        requireOwner: access.requireOwner,
      }),
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
