// `node dist/backup.mjs [target]` inside the gateway container: a consistent copy of the whole
// data set while the site keeps serving. The database goes first, with SQLite's online backup;
// then the pictures, which are written before their rows, so every picture the copied database
// names is already there. Default target: DATA_DIR/backups/<timestamp>.
import { copyFileSync, cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { DATA_FILES } from './data-files.ts';

const dataDir = process.env.DATA_DIR || './data';
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = process.argv[2] ?? join(dataDir, 'backups', `site-${stamp}`);
process.umask(0o077);
mkdirSync(target, { recursive: true });

const source = new DatabaseSync(join(dataDir, DATA_FILES.database), { readOnly: true });
const pages = await backup(source, join(target, DATA_FILES.database));
source.close();

// The copy becomes one self-contained file (no write-ahead log beside it); the gateway turns
// WAL back on when it opens a restored copy.
const copy = new DatabaseSync(join(target, DATA_FILES.database));
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

const uploads = join(dataDir, DATA_FILES.uploads);
if (existsSync(uploads)) cpSync(uploads, join(target, DATA_FILES.uploads), { recursive: true });
if (existsSync(join(dataDir, DATA_FILES.jwtSecret)))
  copyFileSync(join(dataDir, DATA_FILES.jwtSecret), join(target, DATA_FILES.jwtSecret));

const manifest = { createdAt: new Date().toISOString(), pages, integrity, ...counts };
writeFileSync(join(target, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
process.stdout.write(`${JSON.stringify({ backup: target, ...manifest })}\n`);
