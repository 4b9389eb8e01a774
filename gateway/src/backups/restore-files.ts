import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { PUBLISHED_FILES } from '../../contract/public-content.ts';
import { BACKUP_FILES, DATA_FILES } from '../data-files.ts';
import { ensurePublicFolder, writeFileAtomic } from '../publish/atomic-write.ts';
import type { BackupManifest, SiteFolders } from './site-copy.ts';

/** Where each part of a backup is: a backup folder's own layout, or a restored snapshot's. */
export interface BackupLayout {
  database: string;
  jwtSecret: string;
  /** The picture folders (their files all go to PUBLIC_DIR/uploads). */
  uploads: string[];
  quotePhotos: string;
}

/** A backup folder made by backup.mjs or a scheduled local backup. */
export function folderLayout(folder: string): BackupLayout {
  return {
    database: join(folder, BACKUP_FILES.database),
    jwtSecret: join(folder, BACKUP_FILES.jwtSecret),
    uploads: [join(folder, BACKUP_FILES.uploads)],
    quotePhotos: join(folder, BACKUP_FILES.quotePhotos),
  };
}

/** A snapshot restored under `root`: backup.json (at `manifestFolder`) names the folders it read in place. */
export function snapshotLayout(root: string, manifestFolder: string, manifest: BackupManifest): BackupLayout {
  return {
    database: join(manifestFolder, BACKUP_FILES.database),
    jwtSecret: join(manifestFolder, BACKUP_FILES.jwtSecret),
    uploads: (manifest.sources?.uploads ?? []).map((path) => join(root, path)),
    quotePhotos: join(root, manifest.sources?.quotePhotos ?? BACKUP_FILES.quotePhotos),
  };
}

/** The database's own integrity check: 'ok', or what SQLite found. */
export function integrityOf(database: string): string {
  const check = new DatabaseSync(database, { readOnly: true });
  try {
    return String(check.prepare('PRAGMA integrity_check').get()?.integrity_check);
  } finally {
    check.close();
  }
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

const regularFiles = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder).filter((name) => !name.startsWith('.') && lstatSync(join(folder, name)).isFile())
    : [];

/**
 * Puts a checked backup back: the database, signing secret and quote photos into DATA_DIR (owner-
 * only: the caller sets umask 077), the pictures into PUBLIC_DIR/uploads, each written whole and
 * readable by nginx, which may be serving meanwhile. The database's write-ahead files are dropped
 * so SQLite starts from the restored file alone.
 */
export async function putBack(layout: BackupLayout, { dataDir, publicDir }: SiteFolders) {
  mkdirSync(dataDir, { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `${DATA_FILES.database}${suffix}`), { force: true });
  copyFileSync(layout.database, join(dataDir, DATA_FILES.database));
  if (existsSync(layout.jwtSecret)) copyFileSync(layout.jwtSecret, join(dataDir, DATA_FILES.jwtSecret));

  let pictures = 0;
  const uploads = join(publicDir, PUBLISHED_FILES.uploadsDir);
  for (const folder of layout.uploads.filter((path) => existsSync(path))) {
    await ensurePublicFolder(publicDir);
    await ensurePublicFolder(uploads);
    for (const name of regularFiles(folder)) {
      await writeFileAtomic(join(uploads, name), readFileSync(join(folder, name)));
      pictures += 1;
    }
  }
  let quotePhotos = 0;
  const photoFolder = join(dataDir, DATA_FILES.quotePhotos);
  for (const name of regularFiles(layout.quotePhotos)) {
    mkdirSync(photoFolder, { recursive: true, mode: 0o700 });
    copyFileSync(join(layout.quotePhotos, name), join(photoFolder, name));
    quotePhotos += 1;
  }
  return { pictures, quotePhotos };
}
