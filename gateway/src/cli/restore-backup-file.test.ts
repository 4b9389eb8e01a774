import { spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLISHED_FILES } from '../../contract/public-content.ts';
import { RESTORE_EXIT_CODES } from '../backup-entries.ts';
import { backupFileStream } from '../backups/index.ts';
import { DATA_FILES } from '../data-files.ts';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';

const RESTORE_COMMAND = fileURLToPath(new URL('./restore.ts', import.meta.url));
const PICTURE = 'kitchen-before-1600.webp';
const PHOTO = 'request-photo-1.jpg';
const PASSPHRASE = 'blue porch ladder spring';

let root: string;
let file: string;
let fresh: { dataDir: string; publicDir: string };

/** `node src/cli/restore.ts …` as the operator runs it, on the fresh installation, `stdin` on its input. */
function restore(args: string[], stdin = '') {
  const result = spawnSync(process.execPath, [RESTORE_COMMAND, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: fresh.dataDir, PUBLIC_DIR: fresh.publicDir },
    input: stdin,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'restore-file-test-'));
  const site = { dataDir: join(root, 'data'), publicDir: join(root, 'site') };
  mkdirSync(join(site.publicDir, PUBLISHED_FILES.uploadsDir), { recursive: true });
  mkdirSync(join(site.dataDir, DATA_FILES.quotePhotos), { recursive: true });
  const db = openDatabase(join(site.dataDir, DATA_FILES.database));
  applyMigrations(db, readMigrations(MIGRATIONS_DIR));
  db.close();
  writeFileSync(join(site.dataDir, DATA_FILES.jwtSecret), 'a'.repeat(64));
  writeFileSync(join(site.publicDir, PUBLISHED_FILES.uploadsDir, PICTURE), 'the picture on the site');
  writeFileSync(join(site.dataDir, DATA_FILES.quotePhotos, PHOTO), 'the porch, from the street');
  file = join(root, 'website-backup.paintsite-backup');
  await pipeline(Readable.from(backupFileStream(site, PASSPHRASE)), createWriteStream(file));
  fresh = { dataDir: join(root, 'fresh-data'), publicDir: join(root, 'fresh-site') };
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const restoredFiles = () => ({
  picture: readFileSync(join(fresh.publicDir, PUBLISHED_FILES.uploadsDir, PICTURE), 'utf8'),
  photo: readFileSync(join(fresh.dataDir, DATA_FILES.quotePhotos, PHOTO), 'utf8'),
  secret: readFileSync(join(fresh.dataDir, DATA_FILES.jwtSecret), 'utf8'),
});

// Each run starts Node and derives the key with scrypt: seconds on a busy machine.
describe('restore.mjs with a backup file', { timeout: 60_000 }, () => {
  it('restores it with the passphrase on stdin, into empty volumes', () => {
    const restored = restore([file], `${PASSPHRASE}\n`);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(JSON.parse(restored.stdout)).toMatchObject({ restored: file, integrity: 'ok', pictures: 1, quotePhotos: 1 });
    expect(restoredFiles()).toEqual({
      picture: 'the picture on the site',
      photo: 'the porch, from the street',
      secret: 'a'.repeat(64),
    });
    expect(existsSync(join(fresh.dataDir, DATA_FILES.database))).toBe(true);
    // Nothing of the decrypting is left behind.
    expect(readdirSync(fresh.dataDir).filter((name) => name.startsWith(DATA_FILES.restoreUnderWay))).toEqual([]);
  });

  it('reads the passphrase from a file', () => {
    const passphraseFile = join(root, 'passphrase');
    writeFileSync(passphraseFile, `${PASSPHRASE}\n`, { mode: 0o600 });
    const restored = restore([file, '--passphrase-file', passphraseFile]);
    expect(restored.code).toBe(0);
    expect(restoredFiles().photo).toBe('the porch, from the street');
  });

  it('refuses a wrong passphrase and a damaged file, restoring nothing', () => {
    const wrong = restore([file], 'blue porch ladder summer\n');
    expect(wrong.code).toBe(RESTORE_EXIT_CODES.refused);
    expect(wrong.stderr).toMatch(/That passphrase does not open this backup file/);
    expect(existsSync(join(fresh.dataDir, DATA_FILES.database))).toBe(false);

    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, bytes.length - 10));
    const cut = restore([file], `${PASSPHRASE}\n`);
    expect(cut.code).toBe(RESTORE_EXIT_CODES.refused);
    expect(cut.stderr).toMatch(/This backup file is damaged \(it ends in the middle of a part\)/);
    expect(existsSync(join(fresh.dataDir, DATA_FILES.database))).toBe(false);
    expect(readdirSync(fresh.dataDir)).toEqual([]);
  });

  it('takes the passphrase only from a file or stdin, never from the command line', () => {
    const inArgs = restore([file, `--passphrase=${PASSPHRASE}`]);
    expect(inArgs.code).toBe(RESTORE_EXIT_CODES.usage);
    expect(inArgs.stderr).toMatch(/never on the command line/);
    const none = restore([file], '');
    expect(none.code).toBe(RESTORE_EXIT_CODES.usage);
  });

  it('goes only into empty volumes unless told --replace', () => {
    expect(restore([file], `${PASSPHRASE}\n`).code).toBe(0);
    const again = restore([file], `${PASSPHRASE}\n`);
    expect(again.code).toBe(RESTORE_EXIT_CODES.refused);
    expect(again.stderr).toMatch(/already holds a site/);
    expect(restore([file, '--replace'], `${PASSPHRASE}\n`).code).toBe(0);
  });
});
