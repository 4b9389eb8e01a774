import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { PUBLISHED_FILES } from '../../contract/public-content.ts';
import { BACKUP_FILES, DATA_FILES } from '../data-files.ts';
import { ensurePublicFolder, writeFileAtomic } from '../publish/atomic-write.ts';
import { type SiteFolders, type SnapshotSources, snapshotSources } from './site-copy.ts';

const OWNER_ONLY = 0o600;

/**
 * Where each part of a backup is: a backup folder's own layout, or a restored snapshot's. Both come
 * from the product (BACKUP_FILES, DATA_DIR, PUBLIC_DIR), never from the backup: a restore reads
 * nothing else.
 */
export interface BackupLayout {
  manifest: string;
  database: string;
  jwtSecret: string;
  /** The picture folders (their files all go to PUBLIC_DIR/uploads). */
  uploads: string[];
  quotePhotos: string;
  /** A snapshot's: the folders its backup.json must name, if it names any. A backup folder's names none. */
  sources?: SnapshotSources['sources'];
}

/** A backup folder made by backup.mjs or a scheduled local backup. */
export function folderLayout(folder: string): BackupLayout {
  return {
    manifest: join(folder, BACKUP_FILES.manifest),
    database: join(folder, BACKUP_FILES.database),
    jwtSecret: join(folder, BACKUP_FILES.jwtSecret),
    uploads: [join(folder, BACKUP_FILES.uploads)],
    quotePhotos: join(folder, BACKUP_FILES.quotePhotos),
  };
}

/**
 * A snapshot restored under `root`: restic puts each folder the backup sent at its own path below
 * `root`, so this installation's folders say where to look. The snapshot's backup.json names the
 * same folders (snapshotSources), and is not asked.
 */
export function snapshotLayout(root: string, folders: SiteFolders): BackupLayout {
  const { staging, sources } = snapshotSources(folders);
  const under = (path: string) => join(root, path);
  return {
    manifest: under(join(staging, BACKUP_FILES.manifest)),
    database: under(join(staging, BACKUP_FILES.database)),
    jwtSecret: under(join(staging, BACKUP_FILES.jwtSecret)),
    uploads: sources.uploads.map(under),
    quotePhotos: under(sources.quotePhotos),
    sources,
  };
}

/** A backup that passed every check (restore-check.ts): the files to put back, each read once already. */
export interface CheckedBackup {
  database: string;
  integrity: string;
  jwtSecret: string | undefined;
  pictures: string[];
  quotePhotos: string[];
}

/** What the installation already holds that a restore would replace: the database, pictures. */
export function installationContents({ dataDir, publicDir }: SiteFolders): string[] {
  const found: string[] = [];
  if (existsSync(join(dataDir, DATA_FILES.database))) found.push(join(dataDir, DATA_FILES.database));
  const uploads = join(publicDir, PUBLISHED_FILES.uploadsDir);
  const pictures = existsSync(uploads) ? readdirSync(uploads).filter((name) => !name.startsWith('.')) : [];
  if (pictures.length > 0) found.push(`${uploads} (${pictures.length} files)`);
  return found;
}

/**
 * Puts a checked backup back: the pictures into PUBLIC_DIR/uploads (readable by nginx, which may
 * be serving meanwhile), the quote photos, the signing secret and the database into DATA_DIR
 * (owner-only), each written whole under a temporary name and renamed into place. The database
 * comes last, so a restore cut short (a full disk) leaves the site's data as it was; its write-
 * ahead files are dropped so SQLite starts from the restored file alone.
 */
export async function putBack(backup: CheckedBackup, { dataDir, publicDir }: SiteFolders) {
  const uploads = join(publicDir, PUBLISHED_FILES.uploadsDir);
  if (backup.pictures.length > 0) {
    await ensurePublicFolder(publicDir);
    await ensurePublicFolder(uploads);
  }
  for (const file of backup.pictures) await writeFileAtomic(join(uploads, basename(file)), readFileSync(file));

  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const photoFolder = join(dataDir, DATA_FILES.quotePhotos);
  if (backup.quotePhotos.length > 0) mkdirSync(photoFolder, { recursive: true, mode: 0o700 });
  for (const file of backup.quotePhotos) {
    await writeFileAtomic(join(photoFolder, basename(file)), readFileSync(file), OWNER_ONLY);
  }
  if (backup.jwtSecret) {
    await writeFileAtomic(join(dataDir, DATA_FILES.jwtSecret), readFileSync(backup.jwtSecret), OWNER_ONLY);
  }

  const database = join(dataDir, DATA_FILES.database);
  const copy = join(dataDir, `.${DATA_FILES.database}.restoring`);
  copyFileSync(backup.database, copy);
  for (const suffix of ['-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
  renameSync(copy, database);
  return { pictures: backup.pictures.length, quotePhotos: backup.quotePhotos.length };
}
