// Everything a restore would put back is checked, and read, before anything is replaced: a backup
// that fails here leaves the live database, secret and pictures as they were.
import { existsSync, lstatSync, readdirSync, readFileSync, type Stats } from 'node:fs';
import { join, normalize, relative, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { LOGO_UPLOAD_MAX_BYTES } from '../../contract/brand-rules.ts';
import { GALLERY_UPLOAD_MAX_BYTES } from '../../contract/gallery.ts';
import { QUOTE_PHOTO_MAX_BYTES } from '../../contract/quote-requests.ts';
import { leaves, refusedBackupEntries } from '../backup-entries.ts';
import { BACKUP_FILES } from '../data-files.ts';
import { JWT_SECRET_MIN_BYTES } from '../kernel/jwt-secret.ts';
import type { BackupLayout, CheckedBackup } from './restore-files.ts';
import { type BackupManifest, MANIFEST_FORMAT } from './site-copy.ts';

/**
 * The largest picture or photo a restore takes. The site keeps re-encodings of uploads of at most
 * 15 MB; four times that leaves room, and refuses a backup padded to fill the disk.
 */
export const RESTORE_FILE_MAX_BYTES =
  4 * Math.max(GALLERY_UPLOAD_MAX_BYTES, QUOTE_PHOTO_MAX_BYTES, LOGO_UPLOAD_MAX_BYTES);
/** backup.json holds a few counts: a bigger one is not ours. */
export const MANIFEST_MAX_BYTES = 64 * 1024;
/** The generated signing secret is 64 characters; JWT_SECRET_MIN_BYTES is the least the gateway accepts. */
export const SECRET_FILE_MAX_BYTES = 1024;

/** Why a backup is refused, and the entries that made it so (one line each). */
export class BackupRefused extends Error {
  readonly entries: string[];
  constructor(reason: string, entries: string[] = []) {
    super(reason);
    this.entries = entries;
  }
}

const statOf = (path: string): Stats | undefined => (existsSync(path) ? lstatSync(path) : undefined);

/** The format and, for a snapshot, that the folders it names are this installation's (it is never read for a path). */
function checkManifest(root: string, layout: BackupLayout) {
  const where = relative(root, layout.manifest);
  const stat = statOf(layout.manifest);
  if (!stat) {
    if (layout.sources) throw new BackupRefused(`it holds no ${where}`);
    return;
  }
  if (!stat.isFile() || stat.size > MANIFEST_MAX_BYTES) {
    throw new BackupRefused(
      `its ${where} is not a ${BACKUP_FILES.manifest} of this product (over ${MANIFEST_MAX_BYTES} bytes)`,
    );
  }
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(readFileSync(layout.manifest, 'utf8'));
  } catch {
    throw new BackupRefused(`its ${where} is not JSON`);
  }
  if (manifest?.format !== MANIFEST_FORMAT) {
    throw new BackupRefused(
      `its ${where} is of format ${JSON.stringify(manifest?.format)}, not ${MANIFEST_FORMAT}: not a backup this version can restore`,
    );
  }
  if (manifest.sources === undefined) return;
  const expected = layout.sources ? [...layout.sources.uploads, layout.sources.quotePhotos].map(normalize) : [];
  const sources: { uploads?: unknown; quotePhotos?: unknown } | null = manifest.sources;
  const named = [...(Array.isArray(sources?.uploads) ? sources.uploads : []), sources?.quotePhotos];
  const foreign = named.filter((path) => typeof path !== 'string' || !expected.includes(normalize(path)));
  if (foreign.length > 0 || named.length !== expected.length) {
    throw new BackupRefused(
      `its ${BACKUP_FILES.manifest} names folders that are not this installation's; a restore reads only ` +
        `${expected.length > 0 ? expected.join(', ') : 'the backup folder'} (a snapshot restores with the DATA_DIR and PUBLIC_DIR it was made with)`,
      foreign.map((path) => `${JSON.stringify(path)}: outside the layout`),
    );
  }
}

/** SQLite's integrity check and this product's migrations table: 'ok', or what was found. */
export function databaseProblem(database: string): string | undefined {
  let check: DatabaseSync | undefined;
  try {
    check = new DatabaseSync(database, { readOnly: true });
    const rows = check.prepare('PRAGMA integrity_check').all();
    const integrity = rows.map((row) => String(row.integrity_check)).join('; ');
    if (integrity !== 'ok') return `it failed its integrity check (${integrity})`;
    const migrations = "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'";
    if (!check.prepare(migrations).get()) return 'it is not the database of this product (no schema_migrations)';
    return undefined;
  } catch (error) {
    return `SQLite cannot read it (${(error as Error).message})`;
  } finally {
    check?.close();
  }
}

function checkSecret(root: string, path: string): string | undefined {
  const stat = statOf(path);
  if (!stat) return undefined;
  const where = relative(root, path);
  if (!stat.isFile()) throw new BackupRefused(`its ${where} is not a file`);
  if (stat.size > SECRET_FILE_MAX_BYTES)
    throw new BackupRefused(`its ${where} holds over ${SECRET_FILE_MAX_BYTES} bytes`);
  if (Buffer.byteLength(readFileSync(path, 'utf8').trim()) < JWT_SECRET_MIN_BYTES) {
    throw new BackupRefused(`its ${where} holds fewer than ${JWT_SECRET_MIN_BYTES} bytes`);
  }
  return path;
}

/** The files a picture or photo folder gives back (not dotfiles, not subfolders), each read whole once. */
function filesOf(root: string, folders: string[], problems: string[]): string[] {
  const files: string[] = [];
  for (const folder of folders) {
    const stat = statOf(folder);
    if (!stat) continue;
    if (!stat.isDirectory()) {
      problems.push(`${relative(root, folder)}: not a folder`);
      continue;
    }
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      const entry = lstatSync(path);
      if (name.startsWith('.') || !entry.isFile()) continue;
      if (entry.size > RESTORE_FILE_MAX_BYTES) {
        problems.push(
          `${relative(root, path)}: ${entry.size} bytes, over the ${RESTORE_FILE_MAX_BYTES} a restore takes`,
        );
        continue;
      }
      try {
        readFileSync(path);
        files.push(path);
      } catch (error) {
        problems.push(`${relative(root, path)}: cannot be read (${(error as NodeJS.ErrnoException).code})`);
      }
    }
  }
  return files;
}

/**
 * Checks a backup laid out under `root` whole: every entry a regular file or folder inside it (no
 * links, devices or pipes), the layout inside it, backup.json of this product and naming no other
 * folders, the database whole and ours, the secret and every picture and photo readable and of a
 * sane size. Throws a BackupRefused naming what failed; nothing is written.
 */
export function checkBackup(root: string, layout: BackupLayout): CheckedBackup {
  const refused = refusedBackupEntries(root);
  if (refused.length > 0) {
    throw new BackupRefused(
      'a backup holds only regular files and folders',
      refused.map(({ path, reason }) => `${path}: ${reason}`),
    );
  }
  const parts = [layout.manifest, layout.database, layout.jwtSecret, ...layout.uploads, layout.quotePhotos];
  const outside = parts.filter((path) => leaves(resolve(root), resolve(path)));
  if (outside.length > 0) {
    throw new BackupRefused(
      "this installation's DATA_DIR or PUBLIC_DIR leads out of the folder the backup is in",
      outside.map((path) => `${path}: outside`),
    );
  }
  checkManifest(root, layout);
  if (!statOf(layout.database)?.isFile()) throw new BackupRefused(`it holds no ${relative(root, layout.database)}`);
  const problem = databaseProblem(layout.database);
  if (problem) throw new BackupRefused(`its ${relative(root, layout.database)} is refused: ${problem}`);
  const jwtSecret = checkSecret(root, layout.jwtSecret);

  const problems: string[] = [];
  const pictures = filesOf(root, layout.uploads, problems);
  const quotePhotos = filesOf(root, [layout.quotePhotos], problems);
  if (problems.length > 0)
    throw new BackupRefused('its pictures and photos must be readable files of a sane size', problems);
  return { database: layout.database, integrity: 'ok', jwtSecret, pictures, quotePhotos };
}
