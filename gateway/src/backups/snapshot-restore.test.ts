import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLISHED_FILES } from '../../contract/public-content.ts';
import { RESTORE_EXIT_CODES } from '../backup-entries.ts';
import { BACKUP_FILES, DATA_FILES } from '../data-files.ts';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { RESTORE_FILE_MAX_BYTES } from './restore-check.ts';
import { type SiteFolders, snapshotSources, stageSnapshot } from './site-copy.ts';

const RESTORE_COMMAND = fileURLToPath(new URL('../cli/restore.ts', import.meta.url));
const PICTURE = 'kitchen-before-1600.webp';
const QUOTE_PHOTO = 'AAAAAAAAAAAAAAAAAAAAAA-full.webp';
const TLS_KEY = '-----BEGIN PRIVATE KEY-----\nthe site certificate key\n-----END PRIVATE KEY-----\n';
const SSH_KEY = '-----BEGIN OPENSSH PRIVATE KEY-----\nthe backup host key\n-----END OPENSSH PRIVATE KEY-----\n';

let root: string;
/** The installation a restore writes into, with the gateway stopped: DATA_DIR and PUBLIC_DIR. */
let site: SiteFolders;
/** What restic holds: the snapshot's tree, each folder the backup sent at its own path. */
let tree: string;
let bin: string;

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Every file of the installation, by path, as the sha256 of its bytes. */
function hashes(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const folder of [site.dataDir, site.publicDir].filter((path) => existsSync(path))) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files[join(entry.parentPath, entry.name)] = sha256(join(entry.parentPath, entry.name));
    }
  }
  return files;
}

/**
 * restic for this test: `restore <snapshot> --target <folder>` writes the snapshot's tree there as
 * restic does (links kept as links), `snapshots` lists one. The machines the tests run on have no
 * restic; the backup and restore around it are the product's own.
 */
function installRestic() {
  bin = join(root, 'bin');
  mkdirSync(bin);
  const script = `#!${process.execPath}
const { cpSync } = require('node:fs');
const [command, ...args] = process.argv.slice(2);
const tree = require('node:path').join(process.env.RESTIC_REPOSITORY, 'tree');
if (command === 'restore') cpSync(tree, args[args.indexOf('--target') + 1], { recursive: true, verbatimSymlinks: true });
else if (command === 'snapshots') process.stdout.write('ID        Time                 Host\\n1a2b3c4d  2026-11-30 03:00:00  painting-site\\n');
else { process.stderr.write('unknown command ' + command + '\\n'); process.exit(1); }
`;
  writeFileSync(join(bin, 'restic'), script);
  chmodSync(join(bin, 'restic'), 0o755);
}

/** A repository backup as the gateway makes it (stageSnapshot, restic backup --exclude '.*' of its paths). */
async function takeSnapshot() {
  for (const path of await stageSnapshot(site)) {
    cpSync(path, join(tree, path), { recursive: true, filter: (source) => !basename(source).startsWith('.') });
  }
  rmSync(snapshotSources(site).staging, { recursive: true, force: true });
}

/** The snapshot's parts, where the tree holds them. */
const inTree = {
  staging: () => join(tree, snapshotSources(site).staging),
  uploads: () => join(tree, site.publicDir, PUBLISHED_FILES.uploadsDir),
};

function editManifest(edit: (manifest: Record<string, unknown>) => void) {
  const path = join(inTree.staging(), BACKUP_FILES.manifest);
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  edit(manifest);
  writeFileSync(path, JSON.stringify(manifest));
}

/** `node src/restore.ts latest …` as the operator runs it, with BACKUP_REPOSITORY set. */
function restore(...args: string[]) {
  const result = spawnSync(process.execPath, [RESTORE_COMMAND, 'latest', ...args], {
    env: {
      PATH: `${bin}:${process.env.PATH}`,
      DATA_DIR: site.dataDir,
      PUBLIC_DIR: site.publicDir,
      BACKUP_REPOSITORY: join(root, 'repository'),
      BACKUP_PASSWORD: 'correct horse battery staple',
    },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'snapshot-restore-test-'));
  site = { dataDir: join(root, 'data'), publicDir: join(root, 'site') };
  tree = join(root, 'repository', 'tree');
  installRestic();
  mkdirSync(join(site.publicDir, PUBLISHED_FILES.uploadsDir), { recursive: true });
  mkdirSync(join(site.dataDir, DATA_FILES.quotePhotos), { recursive: true });
  const db = openDatabase(join(site.dataDir, DATA_FILES.database));
  applyMigrations(db, readMigrations(MIGRATIONS_DIR));
  db.close();
  writeFileSync(join(site.dataDir, DATA_FILES.jwtSecret), 'a'.repeat(64));
  writeFileSync(join(site.publicDir, PUBLISHED_FILES.uploadsDir, PICTURE), 'the picture on the site');
  writeFileSync(join(site.publicDir, 'index.html'), '<h1>Brightside Painting</h1>');
  writeFileSync(join(site.dataDir, DATA_FILES.quotePhotos, QUOTE_PHOTO), 'a customer photo');
  // Beside the volumes, as /tls and /run/secrets are beside /data in the container.
  mkdirSync(join(root, 'tls'));
  writeFileSync(join(root, 'tls', 'privkey.pem'), TLS_KEY);
  mkdirSync(join(root, 'run', 'secrets'), { recursive: true });
  writeFileSync(join(root, 'run', 'secrets', 'backup-key'), SSH_KEY);
  await takeSnapshot();
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Up from the restore's own folder (DATA_DIR/restore-…) to the file system's root, and past it. */
const UP_TO_ROOT = '../'.repeat(64);

/** What a hostile snapshot may hold, made in its tree; and the words a refusal names it by. */
const HOSTILE = {
  'a backup.json naming ../../tls and ../../run/secrets (the TLS key and the SSH key beside DATA_DIR)': () => {
    editManifest((manifest) => {
      manifest.sources = { uploads: ['../../tls', '../../run/secrets'], quotePhotos: '../../run/secrets' };
    });
    return '"../../tls": outside the layout';
  },
  'a backup.json naming /proc/self (by ../ up to the root): files no one can read whole': () => {
    editManifest((manifest) => {
      manifest.sources = { uploads: [`${UP_TO_ROOT}proc/self`], quotePhotos: `${UP_TO_ROOT}proc/self/fd` };
    });
    return `"${UP_TO_ROOT}proc/self": outside the layout`;
  },
  'a backup.json of another format': () => {
    editManifest((manifest) => {
      manifest.format = 'painting-site-backup/99';
    });
    return 'not a backup this version can restore';
  },
  'a database that is not one': () => {
    writeFileSync(join(inTree.staging(), BACKUP_FILES.database), 'not a database '.repeat(1000));
    return 'SQLite cannot read it';
  },
  'a picture that is a link to the TLS key': () => {
    symlinkSync(join(root, 'tls', 'privkey.pem'), join(inTree.uploads(), 'key.webp'));
    return `a symbolic link to ${join(root, 'tls', 'privkey.pem')}`;
  },
  'a picture larger than any the site keeps': () => {
    writeFileSync(join(inTree.uploads(), 'huge.webp'), '');
    truncateSync(join(inTree.uploads(), 'huge.webp'), RESTORE_FILE_MAX_BYTES + 1);
    return `huge.webp: ${RESTORE_FILE_MAX_BYTES + 1} bytes, over the ${RESTORE_FILE_MAX_BYTES} a restore takes`;
  },
} as const;

describe('node dist/restore.mjs latest (a repository snapshot)', () => {
  it('puts a snapshot back into empty volumes: the database, the signing secret, the pictures and the photos', () => {
    const database = sha256(join(inTree.staging(), BACKUP_FILES.database));
    rmSync(site.dataDir, { recursive: true });
    rmSync(site.publicDir, { recursive: true });

    const restored = restore();

    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(JSON.parse(restored.stdout)).toMatchObject({ integrity: 'ok', pictures: 1, quotePhotos: 1 });
    expect(sha256(join(site.dataDir, DATA_FILES.database))).toBe(database);
    expect(readFileSync(join(site.dataDir, DATA_FILES.jwtSecret), 'utf8')).toBe('a'.repeat(64));
    expect(readFileSync(join(site.publicDir, PUBLISHED_FILES.uploadsDir, PICTURE), 'utf8')).toBe(
      'the picture on the site',
    );
    expect(readFileSync(join(site.dataDir, DATA_FILES.quotePhotos, QUOTE_PHOTO), 'utf8')).toBe('a customer photo');
    expect(readdirSync(site.dataDir).filter((name) => name.startsWith(DATA_FILES.restoreUnderWay))).toEqual([]);
  });

  for (const [kind, tamper] of Object.entries(HOSTILE)) {
    it(`refuses a snapshot holding ${kind}, and --replace changes nothing`, () => {
      const says = tamper();
      // The live site differs from the snapshot, so a replaced database or secret would show.
      writeFileSync(join(site.dataDir, DATA_FILES.jwtSecret), 'b'.repeat(64));
      const live = join(site.dataDir, DATA_FILES.database);
      expect(sha256(live)).not.toBe(sha256(join(inTree.staging(), BACKUP_FILES.database)));
      const before = hashes();

      const restored = restore('--replace');
      if (process.env.PRINT_RESTORE === '1') console.log(`${kind}\nexit ${restored.code}\n${restored.stderr}`);

      expect(restored.code).toBe(RESTORE_EXIT_CODES.refused);
      expect(restored.stderr).toContain('nothing was changed');
      expect(restored.stderr).toContain(says);
      expect(hashes()).toEqual(before);
      expect(readdirSync(join(site.publicDir, PUBLISHED_FILES.uploadsDir))).toEqual([PICTURE]);
      const published = Object.keys(before).filter((path) => path.startsWith(site.publicDir));
      for (const path of published) expect(readFileSync(path, 'utf8')).not.toMatch(/PRIVATE KEY|BACKUP_PASSWORD/);
    });
  }

  it('refuses a snapshot made with another DATA_DIR, saying where its backup.json is, and changes nothing', () => {
    const elsewhere = join(tree, 'srv', 'old-data', DATA_FILES.backupStaging);
    mkdirSync(join(elsewhere, '..'), { recursive: true });
    cpSync(inTree.staging(), elsewhere, { recursive: true });
    rmSync(inTree.staging(), { recursive: true });
    const before = hashes();

    const restored = restore('--replace');

    expect(restored.code).toBe(RESTORE_EXIT_CODES.refused);
    expect(restored.stderr).toContain(`holds no ${join(snapshotSources(site).staging, BACKUP_FILES.manifest)}`);
    expect(restored.stderr).toContain(join('srv', 'old-data', DATA_FILES.backupStaging));
    expect(restored.stderr).toContain('nothing was changed');
    expect(hashes()).toEqual(before);
  });
});
