import type { Kernel, Module } from '../kernel/kernel.ts';
import type { MailSettingsModule } from '../mail-settings/index.ts';
import type { OwnerAccess } from '../owner/index.ts';
import type { SiteContentModule } from '../site-content/index.ts';
import { adminBackupsRouter } from './admin-backups-router.ts';
import { createBackupRunStore } from './backup-run-store.ts';
import { createBackupService } from './backup-service.ts';

interface BackupsDeps {
  access: OwnerAccess;
  siteContent: SiteContentModule;
  mailSettings: MailSettingsModule;
}

/** Scheduled backups: their status, "Back up now", the runs after changes, and the alert when they fail. */
export function backupsModule(kernel: Kernel, { access, siteContent, mailSettings }: BackupsDeps) {
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
