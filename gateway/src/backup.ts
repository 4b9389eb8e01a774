// `node dist/backup.mjs [target]` inside the gateway container: a consistent copy of the whole
// data set while the site keeps serving: DATA_DIR's database, signing secret and the photos of
// quote requests, and PUBLIC_DIR's pictures. The database goes first, with SQLite's online
// backup; then the pictures and photos, which are written before their rows, so every file the
// copied database names is already there. The
// published pages are not copied: the gateway republishes them from the database when it starts.
// Default target: DATA_DIR/backups/<timestamp>.
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { PUBLISHED_FILES } from '../contract/public-content.ts';
import { BACKUP_FILES, DATA_FILES, DEFAULT_DATA_DIR, DEFAULT_PUBLIC_DIR } from './data-files.ts';

const dataDir = process.env.DATA_DIR || DEFAULT_DATA_DIR;
const publicDir = process.env.PUBLIC_DIR || DEFAULT_PUBLIC_DIR;
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = process.argv[2] ?? join(dataDir, DATA_FILES.backups, `site-${stamp}`);
process.umask(0o077);
mkdirSync(target, { recursive: true });

const source = new DatabaseSync(join(dataDir, DATA_FILES.database), { readOnly: true });
const pages = await backup(source, join(target, BACKUP_FILES.database));
source.close();

// The copy becomes one self-contained file (no write-ahead log beside it); the gateway turns
// WAL back on when it opens a restored copy.
const copy = new DatabaseSync(join(target, BACKUP_FILES.database));
copy.exec('PRAGMA journal_mode = DELETE');
const integrity = String(copy.prepare('PRAGMA integrity_check').get()?.integrity_check);
const counts = {
  quoteRequests: Number(copy.prepare('SELECT count(*) AS n FROM contact_requests').get()?.n),
  galleryItems: Number(copy.prepare('SELECT count(*) AS n FROM gallery_items').get()?.n),
  services: Number(copy.prepare('SELECT count(*) AS n FROM services').get()?.n),
};
copy.close();
if (integrity !== 'ok') {
  process.stderr.write(`backup: the copy failed its integrity check (${integrity})\n`);
  process.exit(1);
}

// PUBLIC_DIR/uploads, and DATA_DIR/uploads of an installation whose gateway has not yet moved them.
const pictureFolders = [join(publicDir, PUBLISHED_FILES.uploadsDir), join(dataDir, DATA_FILES.oldUploads)];
const pictures = join(target, BACKUP_FILES.uploads);
for (const folder of pictureFolders.filter((path) => existsSync(path))) {
  // Dotfiles are writes under way, never a picture.
  cpSync(folder, pictures, { recursive: true, filter: (path) => !basename(path).startsWith('.') });
}
// The customers' photos stay as private in the backup as in DATA_DIR (umask 077 above).
const photoFolder = join(dataDir, DATA_FILES.quotePhotos);
const photos = join(target, BACKUP_FILES.quotePhotos);
if (existsSync(photoFolder)) {
  cpSync(photoFolder, photos, { recursive: true, filter: (path) => !basename(path).startsWith('.') });
}
if (existsSync(join(dataDir, DATA_FILES.jwtSecret)))
  copyFileSync(join(dataDir, DATA_FILES.jwtSecret), join(target, BACKUP_FILES.jwtSecret));

const filesIn = (folder: string) => (existsSync(folder) ? readdirSync(folder).length : 0);
const manifest = {
  createdAt: new Date().toISOString(),
  pages,
  integrity,
  ...counts,
  pictureFiles: filesIn(pictures),
  quotePhotoFiles: filesIn(photos),
};
writeFileSync(join(target, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
process.stdout.write(`${JSON.stringify({ backup: target, ...manifest })}\n`);
