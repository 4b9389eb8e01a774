// `node dist/restore.mjs <backup>` with the gateway STOPPED (e.g. `docker compose run --rm
// --no-deps gateway node dist/restore.mjs /data/backups/site-…`): puts a backup made by
// backup.mjs back as DATA_DIR's database, pictures and signing secret. The copy is checked
// before anything is replaced; the database's write-ahead files are dropped so SQLite starts
// from the restored file alone.
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DATA_FILES } from './data-files.ts';

const dataDir = process.env.DATA_DIR || './data';
const from = process.argv[2];
if (!from || !existsSync(join(from, DATA_FILES.database))) {
  process.stderr.write(`restore: give the folder of a backup (it holds ${DATA_FILES.database})\n`);
  process.exit(2);
}

const check = new DatabaseSync(join(from, DATA_FILES.database), { readOnly: true });
const integrity = String(check.prepare('PRAGMA integrity_check').get()?.integrity_check);
check.close();
if (integrity !== 'ok') {
  process.stderr.write(`restore: the backup failed its integrity check (${integrity}); nothing was changed\n`);
  process.exit(1);
}

process.umask(0o077);
mkdirSync(dataDir, { recursive: true });
for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `${DATA_FILES.database}${suffix}`), { force: true });
copyFileSync(join(from, DATA_FILES.database), join(dataDir, DATA_FILES.database));
if (existsSync(join(from, DATA_FILES.uploads))) {
  cpSync(join(from, DATA_FILES.uploads), join(dataDir, DATA_FILES.uploads), { recursive: true });
}
if (existsSync(join(from, DATA_FILES.jwtSecret)))
  copyFileSync(join(from, DATA_FILES.jwtSecret), join(dataDir, DATA_FILES.jwtSecret));
process.stdout.write(`${JSON.stringify({ restored: from, into: dataDir })}\n`);
