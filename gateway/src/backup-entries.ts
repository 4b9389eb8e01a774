import { lstatSync, readdirSync, readlinkSync, realpathSync, type Stats } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** restore.mjs: 1, the backup was refused and nothing changed; 2, no backup folder was given. */
export const RESTORE_EXIT_CODES = { refused: 1, usage: 2 } as const;

/** Something a backup folder holds that restore will not take: its path inside the folder, and why. */
export interface RefusedEntry {
  path: string;
  reason: string;
}

const OUTSIDE = 'a path that leaves the backup folder';

function kindOf(entry: Stats): string {
  if (entry.isCharacterDevice()) return 'a character device';
  if (entry.isBlockDevice()) return 'a block device';
  if (entry.isFIFO()) return 'a FIFO (named pipe)';
  if (entry.isSocket()) return 'a socket';
  return 'not a regular file or folder';
}

/** Whether `path` is outside the folder `root` (by its name alone: links are looked at apart). */
export const leaves = (root: string, path: string) => {
  const inside = relative(root, path);
  return inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside);
};

/**
 * Every entry of a backup folder that is not a regular file or a folder (symbolic links, devices,
 * FIFOs, sockets) or whose path leaves the folder, looked at without following any link: a
 * tampered backup must not make restore copy what a link points to (`/proc/self/environ` holds
 * the SMTP password) into the public pictures, nor block on a pipe. A backup made by backup.mjs
 * holds none, so one is enough to refuse the whole backup.
 */
export function refusedBackupEntries(folder: string): RefusedEntry[] {
  const root = realpathSync(folder);
  const refused: RefusedEntry[] = [];
  const visit = (path: string) => {
    const inside = relative(root, path);
    if (leaves(root, path)) {
      refused.push({ path: inside, reason: OUTSIDE });
      return;
    }
    const entry = lstatSync(path);
    if (entry.isSymbolicLink()) {
      const target = readlinkSync(path);
      const where = leaves(root, resolve(dirname(path), target)) ? `, ${OUTSIDE}` : '';
      refused.push({ path: inside, reason: `a symbolic link to ${target}${where}` });
    } else if (entry.isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(join(path, name));
    } else if (!entry.isFile()) {
      refused.push({ path: inside, reason: kindOf(entry) });
    }
  };
  visit(root);
  return refused;
}
