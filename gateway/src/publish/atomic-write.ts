import { randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

// nginx reads PUBLIC_DIR under another uid while the gateway runs with umask 077 (DATA_DIR holds
// customers' data): every published file and folder gets its mode set explicitly.
export const PUBLIC_FILE_MODE = 0o644;
export const PUBLIC_FOLDER_MODE = 0o755;

/** `.<name>.tmp-<hex>`: a file being written. nginx serves no dotfiles, and no route names one. */
const TEMP_FILE = /^\..+\.tmp-[0-9a-f]{12}$/;

/** A file written in full beside its target, under a temporary name. */
export interface StagedFile {
  /** Renames it over the target: a reader gets the old file or the new one, never part of one. */
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Writes `data` to a temporary file in the target's folder (the same file system, so the rename
 * is atomic), readable by all unless another `mode` is given, flushed to disk; the target is
 * untouched until commit().
 */
export async function stageFile(
  target: string,
  data: string | Uint8Array,
  mode = PUBLIC_FILE_MODE,
): Promise<StagedFile> {
  const temp = join(dirname(target), `.${basename(target)}.tmp-${randomBytes(6).toString('hex')}`);
  const handle = await open(temp, 'wx', mode);
  try {
    await handle.writeFile(data);
    await handle.chmod(mode);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  return {
    commit: () => rename(temp, target),
    discard: () => rm(temp, { force: true }),
  };
}

/** The whole file or nothing at `target`, even if the process dies part-way. */
export async function writeFileAtomic(
  target: string,
  data: string | Uint8Array,
  mode = PUBLIC_FILE_MODE,
): Promise<void> {
  const staged = await stageFile(target, data, mode);
  try {
    await staged.commit();
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/**
 * Creates a folder of PUBLIC_DIR readable by nginx. A folder the gateway does not own (a bind
 * mount) keeps its mode if others can already read and enter it.
 */
export async function ensurePublicFolder(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: PUBLIC_FOLDER_MODE });
  try {
    await chmod(path, PUBLIC_FOLDER_MODE);
  } catch (error) {
    const { mode } = await stat(path);
    if ((error as NodeJS.ErrnoException).code !== 'EPERM' || (mode & 0o005) !== 0o005) throw error;
  }
}

/** Removes what writes cut short by a crash left behind; returns how many. */
export async function removeTempFiles(folder: string): Promise<number> {
  const names = await readdir(folder).catch(() => []);
  const stale = names.filter((name) => TEMP_FILE.test(name));
  await Promise.all(stale.map((name) => rm(join(folder, name), { force: true })));
  return stale.length;
}
