import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLISHED_FILES } from '../../contract/public-content.ts';
import { RESTORE_EXIT_CODES } from '../backup-entries.ts';
import { BACKUP_FILES, DATA_FILES } from '../data-files.ts';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';

const BACKUP_COMMAND = fileURLToPath(new URL('./backup.ts', import.meta.url));
const RESTORE_COMMAND = fileURLToPath(new URL('./restore.ts', import.meta.url));
const PICTURE = 'kitchen-before-1600.webp';

let root: string;
/** The installation restore would write over: DATA_DIR and PUBLIC_DIR. */
let site: { dataDir: string; publicDir: string };
let backup: string;

/** `node src/<command>.ts …` as the operator runs it, on this installation. */
function run(command: string, args: string[], folders = site) {
  const result = spawnSync(process.execPath, [command, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: folders.dataDir, PUBLIC_DIR: folders.publicDir },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every file under the installation, by path, as a hash of its bytes. */
function snapshot(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const folder of [site.dataDir, site.publicDir]) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      files[path] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  }
  return files;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'restore-test-'));
  site = { dataDir: join(root, 'data'), publicDir: join(root, 'site') };
  mkdirSync(join(site.publicDir, PUBLISHED_FILES.uploadsDir), { recursive: true });
  mkdirSync(site.dataDir);
  const db = openDatabase(join(site.dataDir, DATA_FILES.database));
  applyMigrations(db, readMigrations(MIGRATIONS_DIR));
  db.close();
  writeFileSync(join(site.dataDir, DATA_FILES.jwtSecret), 'a'.repeat(64));
  writeFileSync(join(site.publicDir, PUBLISHED_FILES.uploadsDir, PICTURE), 'the picture on the site');
  backup = join(root, 'backup');
  const made = run(BACKUP_COMMAND, [backup]);
  expect(made.code).toBe(0);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A character device when this machine lets the test make one (root), else null: then the FIFO stands for it. */
function makeDevice(path: string): string | null {
  const made = spawnSync('mknod', [path, 'c', '1', '3']);
  return made.status === 0 ? path : null;
}

const mkfifo = (path: string) => expect(spawnSync('mkfifo', [path]).status).toBe(0);

/** What a tampered backup may hold, each made inside `backup`; its path there, and the words restore names it by. */
const TAMPERINGS = {
  'a symbolic link to /proc/self/environ': () => {
    symlinkSync('/proc/self/environ', join(backup, BACKUP_FILES.uploads, 'environ.webp'));
    return { path: `${BACKUP_FILES.uploads}/environ.webp`, reason: 'a symbolic link to /proc/self/environ' };
  },
  'a path that leaves the folder (../)': () => {
    writeFileSync(join(root, 'outside.txt'), 'not part of the backup');
    symlinkSync('../../outside.txt', join(backup, BACKUP_FILES.uploads, 'escape.webp'));
    return {
      path: `${BACKUP_FILES.uploads}/escape.webp`,
      reason: 'a symbolic link to ../../outside.txt, a path that leaves the backup folder',
    };
  },
  'a folder that is a link out of the backup': () => {
    mkdirSync(join(root, 'elsewhere'));
    rmSync(join(backup, BACKUP_FILES.quotePhotos), { recursive: true, force: true });
    symlinkSync(join(root, 'elsewhere'), join(backup, BACKUP_FILES.quotePhotos));
    return { path: BACKUP_FILES.quotePhotos, reason: 'a path that leaves the backup folder' };
  },
  'a FIFO': () => {
    mkdirSync(join(backup, BACKUP_FILES.quotePhotos), { recursive: true });
    mkfifo(join(backup, BACKUP_FILES.quotePhotos, 'AAAAAAAAAAAAAAAAAAAAAA-full.webp'));
    return { path: `${BACKUP_FILES.quotePhotos}/AAAAAAAAAAAAAAAAAAAAAA-full.webp`, reason: 'a FIFO' };
  },
  'a device file (a FIFO where devices cannot be made)': () => {
    const device = makeDevice(join(backup, BACKUP_FILES.uploads, 'null.webp'));
    if (device) return { path: `${BACKUP_FILES.uploads}/null.webp`, reason: 'a character device' };
    mkfifo(join(backup, BACKUP_FILES.uploads, 'null.webp'));
    return { path: `${BACKUP_FILES.uploads}/null.webp`, reason: 'a FIFO' };
  },
} as const;

describe('node dist/restore.mjs <backup>', () => {
  it('restores an untouched backup (the tampered ones below differ from it by one entry)', () => {
    const fresh = { dataDir: join(root, 'fresh-data'), publicDir: join(root, 'fresh-site') };
    const restored = run(RESTORE_COMMAND, [backup], fresh);
    expect(restored.code).toBe(0);
    expect(readFileSync(join(fresh.publicDir, PUBLISHED_FILES.uploadsDir, PICTURE), 'utf8')).toBe(
      'the picture on the site',
    );
  });

  for (const [kind, tamper] of Object.entries(TAMPERINGS)) {
    it(`refuses a backup holding ${kind}, naming it, and changes nothing`, () => {
      const refused = tamper();
      const before = snapshot();
      const restored = run(RESTORE_COMMAND, [backup]);
      expect(restored.code).toBe(RESTORE_EXIT_CODES.refused);
      expect(restored.stderr).toContain('nothing was changed');
      expect(restored.stderr).toContain(`${refused.path}: `);
      expect(restored.stderr).toContain(refused.reason);
      expect(snapshot()).toEqual(before);
    });
  }

  it('refuses a backup with a link to /proc/self/environ, a device (or FIFO) and a ../ path whole, naming each', () => {
    const entries = [
      TAMPERINGS['a symbolic link to /proc/self/environ'](),
      TAMPERINGS['a device file (a FIFO where devices cannot be made)'](),
      TAMPERINGS['a path that leaves the folder (../)'](),
    ];
    if (process.env.PRINT_RESTORE === '1') console.log(entries.map((entry) => entry.reason).join('\n'));
    const before = snapshot();
    const restored = run(RESTORE_COMMAND, [backup]);
    if (process.env.PRINT_RESTORE === '1') console.log(`exit ${restored.code}\n${restored.stderr}`);

    expect(restored.code).toBe(RESTORE_EXIT_CODES.refused);
    for (const entry of entries) expect(restored.stderr).toContain(`${entry.path}: ${entry.reason}`);
    expect(snapshot()).toEqual(before);
    expect(readdirSync(join(site.publicDir, PUBLISHED_FILES.uploadsDir))).toEqual([PICTURE]);
  });
});
