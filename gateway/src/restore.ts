// `node dist/restore.mjs <backup>` with the gateway STOPPED (e.g. `docker compose run --rm
// --no-deps gateway node dist/restore.mjs /data/backups/site-…`): puts a backup made by
// backup.mjs back: the database, signing secret and quote-request photos into DATA_DIR, the pictures into
// PUBLIC_DIR/uploads (each written whole and readable by nginx, which may be serving meanwhile).
// The whole backup is checked before anything is replaced: every entry a regular file or folder
// inside it (no links, devices or pipes), and the database's integrity. The database's write-ahead files are dropped
// so SQLite starts from the restored file alone. The pages are republished from the restored
// database when the gateway next starts.
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { PUBLISHED_FILES } from '../contract/public-content.ts';
import { RESTORE_EXIT_CODES, refusedBackupEntries } from './backup-entries.ts';
import { BACKUP_FILES, DATA_FILES, DEFAULT_DATA_DIR, DEFAULT_PUBLIC_DIR } from './data-files.ts';
import { ensurePublicFolder, writeFileAtomic } from './publish/atomic-write.ts';

const dataDir = process.env.DATA_DIR || DEFAULT_DATA_DIR;
const publicDir = process.env.PUBLIC_DIR || DEFAULT_PUBLIC_DIR;
function usage(): never {
  process.stderr.write(`restore: give the folder of a backup (it holds ${BACKUP_FILES.database})\n`);
  return process.exit(RESTORE_EXIT_CODES.usage);
}
const from = process.argv[2] ?? usage();
if (!existsSync(from)) usage();
const refused = refusedBackupEntries(from);
if (refused.length > 0) {
  const lines = refused.map(({ path, reason }) => `  ${path}: ${reason}\n`).join('');
  process.stderr.write(
    `restore: refused ${from}: a backup holds only regular files and folders; nothing was changed\n${lines}`,
  );
  process.exit(RESTORE_EXIT_CODES.refused);
}
if (!existsSync(join(from, BACKUP_FILES.database))) usage();

const check = new DatabaseSync(join(from, BACKUP_FILES.database), { readOnly: true });
const integrity = String(check.prepare('PRAGMA integrity_check').get()?.integrity_check);
check.close();
if (integrity !== 'ok') {
  process.stderr.write(`restore: the backup failed its integrity check (${integrity}); nothing was changed\n`);
  process.exit(RESTORE_EXIT_CODES.refused);
}

process.umask(0o077);
mkdirSync(dataDir, { recursive: true });
for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `${DATA_FILES.database}${suffix}`), { force: true });
copyFileSync(join(from, BACKUP_FILES.database), join(dataDir, DATA_FILES.database));
if (existsSync(join(from, BACKUP_FILES.jwtSecret)))
  copyFileSync(join(from, BACKUP_FILES.jwtSecret), join(dataDir, DATA_FILES.jwtSecret));

let pictures = 0;
const backedUp = join(from, BACKUP_FILES.uploads);
if (existsSync(backedUp)) {
  const uploads = join(publicDir, PUBLISHED_FILES.uploadsDir);
  await ensurePublicFolder(publicDir);
  await ensurePublicFolder(uploads);
  for (const name of readdirSync(backedUp)) {
    if (name.startsWith('.') || !lstatSync(join(backedUp, name)).isFile()) continue;
    await writeFileAtomic(join(uploads, name), readFileSync(join(backedUp, name)));
    pictures += 1;
  }
}
// The quote requests' photos: private, as the gateway keeps them (umask 077 above).
let quotePhotos = 0;
const photosBackedUp = join(from, BACKUP_FILES.quotePhotos);
if (existsSync(photosBackedUp)) {
  const photoFolder = join(dataDir, DATA_FILES.quotePhotos);
  mkdirSync(photoFolder, { recursive: true, mode: 0o700 });
  for (const name of readdirSync(photosBackedUp)) {
    if (name.startsWith('.') || !lstatSync(join(photosBackedUp, name)).isFile()) continue;
    copyFileSync(join(photosBackedUp, name), join(photoFolder, name));
    quotePhotos += 1;
  }
}

process.stdout.write(
  `${JSON.stringify({
    restored: from,
    into: dataDir,
    publicDir,
    pictures,
    quotePhotos,
    next: 'start the gateway: it republishes the pages from the restored data',
  })}\n`,
);
