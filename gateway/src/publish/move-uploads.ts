import { chmod, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger.ts';
import { ensurePublicFolder, PUBLIC_FILE_MODE, writeFileAtomic } from './atomic-write.ts';

/** What the image pipeline of earlier versions left of a write cut short. */
const OLD_PARTIAL_FILE = /\.partial$/;

/**
 * Moves the pictures of an installation from before PUBLIC_DIR (DATA_DIR/uploads) to
 * PUBLIC_DIR/uploads, readable by nginx, then removes the emptied folder. Renames where both are
 * on one file system, else copies (whole) and deletes. Safe to repeat: a start cut short moves
 * the rest on the next one. Returns how many pictures were moved.
 */
export async function moveUploads(from: string, to: string, logger: Logger): Promise<number> {
  const names = await readdir(from).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (names === undefined) return 0;

  await ensurePublicFolder(to);
  let moved = 0;
  for (const name of names) {
    const source = join(from, name);
    if (!(await stat(source)).isFile()) continue;
    if (OLD_PARTIAL_FILE.test(name)) {
      await rm(source, { force: true });
      continue;
    }
    await moveFile(source, join(to, name));
    moved += 1;
  }
  try {
    await rmdir(from);
  } catch (error) {
    logger.warn({ err: error, folder: from }, 'the old uploads folder is not empty and was kept');
  }
  logger.info({ moved, from, to }, 'moved the pictures into PUBLIC_DIR');
  return moved;
}

async function moveFile(source: string, target: string): Promise<void> {
  // Readable before it appears in PUBLIC_DIR; DATA_DIR itself stays owner-only.
  await chmod(source, PUBLIC_FILE_MODE);
  try {
    await rename(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await writeFileAtomic(target, await readFile(source));
    await rm(source);
  }
}
