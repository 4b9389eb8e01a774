import { join } from 'node:path';
import { PUBLISHED_FILES } from '../../contract/public-content.ts';
import { DATA_FILES } from '../data-files.ts';
import type { Logger } from '../logger.ts';
import { ensurePublicFolder, removeTempFiles } from './atomic-write.ts';
import { moveUploads } from './move-uploads.ts';

/**
 * Readies PUBLIC_DIR at start: its folders readable by nginx, the pictures of an older
 * installation moved in from DATA_DIR, and what a crash left half-written cleared away.
 */
export async function preparePublicDir(publicDir: string, dataDir: string, logger: Logger): Promise<void> {
  const folders = [publicDir, join(publicDir, PUBLISHED_FILES.pagesDir), join(publicDir, PUBLISHED_FILES.uploadsDir)];
  for (const folder of folders) await ensurePublicFolder(folder);
  await moveUploads(join(dataDir, DATA_FILES.oldUploads), join(publicDir, PUBLISHED_FILES.uploadsDir), logger);
  let removed = 0;
  for (const folder of folders) removed += await removeTempFiles(folder);
  if (removed > 0) logger.info({ removed }, 'removed files left half-written in PUBLIC_DIR');
}
