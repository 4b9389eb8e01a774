// A consistent copy of the whole data set while the site keeps serving: the database first, with
// SQLite's online backup; then the pictures and photos, which are written before their rows, so
// every file the copied database names is already there. The published pages are not copied:
// the gateway republishes them from the database when it starts.

import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { PUBLISHED_FILES } from '../../contract/public-content.ts';
import { BACKUP_FILES, DATA_FILES } from '../data-files.ts';

export interface SiteFolders {
  dataDir: string;
  publicDir: string;
}

/** backup.json: what a backup holds (a restore checks its format; it never reads a path from it). */
export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  pages: number;
  integrity: string;
  quoteRequests: number;
  galleryItems: number;
  services: number;
  /**
   * In a repository snapshot: the folders backed up in place (snapshotSources). Only a record: a
   * restore reads its own installation's layout and refuses a snapshot whose sources differ from it.
   */
  sources?: SnapshotSources['sources'];
  pictureFiles?: number;
  quotePhotoFiles?: number;
}

export const MANIFEST_FORMAT = 'painting-site-backup/1';

/** Dotfiles are writes under way, never a picture. */
const notUnderWay = (path: string) => !basename(path).startsWith('.');

/** The folders pictures live in: PUBLIC_DIR/uploads, and DATA_DIR/uploads of an installation not yet moved. */
export function pictureFolders({ dataDir, publicDir }: SiteFolders): string[] {
  return [join(publicDir, PUBLISHED_FILES.uploadsDir), join(dataDir, DATA_FILES.oldUploads)];
}

/**
 * Where a repository snapshot's parts are, as restic keeps them (the paths it was given, under
 * the folder it restores into): the staging folder with the database's copy, the secret and
 * backup.json, and the picture and photo folders read in place. The product's own layout, from
 * DATA_DIR and PUBLIC_DIR: the backup sends exactly these, a restore reads exactly these.
 */
export interface SnapshotSources {
  staging: string;
  sources: { uploads: string[]; quotePhotos: string };
}

export function snapshotSources(folders: SiteFolders): SnapshotSources {
  return {
    staging: join(folders.dataDir, DATA_FILES.backupStaging),
    sources: { uploads: pictureFolders(folders), quotePhotos: join(folders.dataDir, DATA_FILES.quotePhotos) },
  };
}

export class BackupCopyError extends Error {}

/**
 * Today's visitor-hash salt lives for its day only (contract/visitor-counts.ts): a backup kept for
 * weeks must not hold it, so the copy's is erased, its bytes overwritten. A restored site makes a new one.
 */
function forgetVisitorSalt(copy: DatabaseSync) {
  const table = copy.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'site_event_salts'").get();
  if (!table) return;
  copy.exec('PRAGMA secure_delete = ON; DELETE FROM site_event_salts;');
}

/**
 * `target/site.db`: SQLite's online backup of DATA_DIR's database, made one self-contained file
 * (no write-ahead log beside it; the gateway turns WAL back on when it opens a restored copy) and
 * checked. Throws a BackupCopyError when the copy fails its integrity check.
 */
export async function copyDatabase(dataDir: string, target: string) {
  await mkdir(target, { recursive: true, mode: 0o700 });
  const file = join(target, BACKUP_FILES.database);
  const source = new DatabaseSync(join(dataDir, DATA_FILES.database), { readOnly: true });
  let pages: number;
  try {
    pages = await backup(source, file);
  } finally {
    source.close();
  }
  const copy = new DatabaseSync(file);
  try {
    copy.exec('PRAGMA journal_mode = DELETE');
    forgetVisitorSalt(copy);
    const integrity = String(copy.prepare('PRAGMA integrity_check').get()?.integrity_check);
    const countOf = (table: string) => Number(copy.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n);
    if (integrity !== 'ok')
      throw new BackupCopyError(`the copy of the database failed its integrity check (${integrity})`);
    return {
      format: MANIFEST_FORMAT,
      createdAt: new Date().toISOString(),
      pages,
      integrity,
      quoteRequests: countOf('contact_requests'),
      galleryItems: countOf('gallery_items'),
      services: countOf('services'),
    } satisfies BackupManifest;
  } finally {
    copy.close();
  }
}

/** The generated signing secret, when there is one (JWT_SECRET set in the environment leaves none). */
async function copySecret(dataDir: string, target: string) {
  const secret = join(dataDir, DATA_FILES.jwtSecret);
  if (existsSync(secret)) await copyFile(secret, join(target, BACKUP_FILES.jwtSecret));
}

const writeManifest = (target: string, manifest: BackupManifest) =>
  writeFile(join(target, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

/**
 * A whole backup in one folder (`npm run backup`, and the scheduled backups without a
 * repository): the database, the signing secret, the pictures, the quote photos and backup.json.
 * The caller sets umask 077 (or the folder is inside DATA_DIR, which is owner-only).
 */
export async function writeBackupFolder(folders: SiteFolders, target: string): Promise<BackupManifest> {
  const database = await copyDatabase(folders.dataDir, target);
  const pictures = join(target, BACKUP_FILES.uploads);
  for (const folder of pictureFolders(folders).filter((path) => existsSync(path))) {
    await cp(folder, pictures, { recursive: true, filter: notUnderWay });
  }
  const photoFolder = join(folders.dataDir, DATA_FILES.quotePhotos);
  const photos = join(target, BACKUP_FILES.quotePhotos);
  if (existsSync(photoFolder)) await cp(photoFolder, photos, { recursive: true, filter: notUnderWay });
  await copySecret(folders.dataDir, target);
  const filesIn = async (folder: string) => (existsSync(folder) ? (await readdir(folder)).length : 0);
  const manifest = { ...database, pictureFiles: await filesIn(pictures), quotePhotoFiles: await filesIn(photos) };
  await writeManifest(target, manifest);
  return manifest;
}

/**
 * What a repository snapshot is made of (snapshotSources): a staged copy of the database, the
 * secret and backup.json, and the picture and photo folders read in place. Returns the paths to
 * back up.
 */
export async function stageSnapshot(folders: SiteFolders): Promise<string[]> {
  const { staging, sources } = snapshotSources(folders);
  const database = await copyDatabase(folders.dataDir, staging);
  await copySecret(folders.dataDir, staging);
  await writeManifest(staging, { ...database, sources });
  return [staging, ...[...sources.uploads, sources.quotePhotos].filter((path) => existsSync(path))];
}

/** The bytes of every file under `folder`. */
export async function folderSize(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}
