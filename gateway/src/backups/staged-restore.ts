// A backup file restored from the dashboard is staged, checked whole, in DATA_DIR/restore-staged;
// the gateway then restarts (the container's restart policy brings it back), and its next start
// puts the staged backup in place here, before the database is opened: nothing of the old site's
// is open while its files are replaced.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_FILES } from '../data-files.ts';
import type { Logger } from '../logger.ts';
import { BackupRefused, checkBackup } from './restore-check.ts';
import { folderLayout, putBack } from './restore-files.ts';
import { markSiteChanged } from './site-blank.ts';
import type { SiteFolders } from './site-copy.ts';

export const stagedRestoreFolder = (dataDir: string) => join(dataDir, DATA_FILES.stagedRestore);

/** Moves a checked upload folder to where the next start finds it (a rename within DATA_DIR). */
export function stageRestore(checkedFolder: string, dataDir: string): void {
  const staged = stagedRestoreFolder(dataDir);
  rmSync(staged, { recursive: true, force: true });
  renameSync(checkedFolder, staged);
}

/**
 * Puts a staged backup in place, if there is one: checked again (the same checks as restore.mjs),
 * then the pictures, photos, secret and last the database (restore-files.ts), then the staging
 * folder goes. A staged backup refused now (the disk changed it) is removed and the site starts as
 * it was. Answers what was restored, or undefined.
 */
export async function applyStagedRestore(folders: SiteFolders, logger: Logger) {
  const staged = stagedRestoreFolder(folders.dataDir);
  if (!existsSync(staged)) return undefined;
  try {
    const backup = checkBackup(staged, folderLayout(staged));
    const counts = await putBack(backup, folders);
    markSiteChanged(folders.dataDir);
    logger.info(counts, 'restored the backup file staged from the dashboard');
    return counts;
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    logger.error(
      { reason: error.message, entries: error.entries },
      'the staged backup file was refused: the site starts as it was',
    );
    return undefined;
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
}
