// Puts a backup back, with the gateway STOPPED (`docker compose run --rm --no-deps gateway node
// dist/restore.mjs …`):
//   restore.mjs <folder>               a backup folder made by backup.mjs or a local scheduled backup
//   restore.mjs snapshots              lists the snapshots in BACKUP_REPOSITORY
//   restore.mjs latest | <snapshot>    restores the newest (or that) snapshot from BACKUP_REPOSITORY
// Add --replace to write over an installation that already holds a site; without it, restore
// goes only into empty volumes. The whole backup is checked before anything is replaced: every
// entry a regular file or folder inside it (no links, devices or pipes), and the database's
// integrity. The pages are republished from the restored database when the gateway next starts.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { RESTORE_EXIT_CODES, refusedBackupEntries } from './backup-entries.ts';
import { createRestic, SNAPSHOT_HOST } from './backups/restic.ts';
import { resticProblem } from './backups/restic-problems.ts';
import {
  type BackupLayout,
  folderLayout,
  installationContents,
  integrityOf,
  putBack,
  snapshotLayout,
} from './backups/restore-files.ts';
import { type BackupManifest, MANIFEST_FORMAT } from './backups/site-copy.ts';
import { ConfigError, loadConfig } from './config.ts';
import { BACKUP_FILES, DATA_FILES, DEFAULT_DATA_DIR, DEFAULT_PUBLIC_DIR } from './data-files.ts';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const [what] = args.filter((arg) => arg !== '--replace');
const folders = {
  dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR,
  publicDir: process.env.PUBLIC_DIR || DEFAULT_PUBLIC_DIR,
};

/** Ends the restore with words and an exit code; thrown so the temporary folder is removed first. */
class Refusal extends Error {
  readonly code: number;
  constructor(message: string, code: number) {
    super(message);
    this.code = code;
  }
}

function fail(message: string, code: number = RESTORE_EXIT_CODES.refused): never {
  throw new Refusal(message, code);
}

function usage(): never {
  return fail(
    `give the folder of a backup (it holds ${BACKUP_FILES.database}), or, with BACKUP_REPOSITORY set, \`snapshots\`, \`latest\` or a snapshot's id`,
    RESTORE_EXIT_CODES.usage,
  );
}

/** Refuses to write over a site unless --replace says to. */
function refuseNonEmpty() {
  const found = installationContents(folders);
  if (found.length > 0 && !replace) {
    fail(
      `the installation already holds a site (${found.join(', ')}); nothing was changed. ` +
        'Restore into empty volumes, or add --replace to write over it.',
    );
  }
}

/** Checks a backup laid out under `root` whole, then puts it back. */
async function restoreChecked(root: string, layout: BackupLayout, from: string) {
  const refused = refusedBackupEntries(root);
  if (refused.length > 0) {
    const lines = refused.map(({ path, reason }) => `  ${path}: ${reason}\n`).join('');
    fail(`refused ${from}: a backup holds only regular files and folders; nothing was changed\n${lines}`.trimEnd());
  }
  if (!existsSync(layout.database)) usage();
  const integrity = integrityOf(layout.database);
  if (integrity !== 'ok') fail(`the backup failed its integrity check (${integrity}); nothing was changed`);
  refuseNonEmpty();
  process.umask(0o077);
  const counts = await putBack(layout, folders);
  process.stdout.write(
    `${JSON.stringify({
      restored: from,
      into: folders.dataDir,
      publicDir: folders.publicDir,
      integrity,
      ...counts,
      next: 'start the gateway: it republishes the pages from the restored data',
    })}\n`,
  );
}

/** backup.json in a restored snapshot: the one made by this product, wherever DATA_DIR was. */
function findManifest(root: string): { folder: string; manifest: BackupManifest } | undefined {
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== BACKUP_FILES.manifest) continue;
    const path = join(entry.parentPath, entry.name);
    try {
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
      if (manifest.format === MANIFEST_FORMAT && manifest.sources) return { folder: dirname(path), manifest };
    } catch {
      // Not ours: a picture folder cannot hold backup.json, but a tampered snapshot might.
    }
  }
  return undefined;
}

async function fromRepository(snapshot: string) {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const { backup } = config;
  if (!backup.repository) fail('BACKUP_REPOSITORY is not set: give it and BACKUP_PASSWORD, as the old server had them');
  const restic = createRestic({
    settings: backup,
    knownHostsFile: join(folders.dataDir, DATA_FILES.backupKnownHosts),
    cacheDir: join(folders.dataDir, DATA_FILES.backupCache),
  });
  if (snapshot === 'snapshots') {
    const listed = await restic(['snapshots', '--host', SNAPSHOT_HOST]);
    if (!listed.ok) fail(resticProblem(listed, 'listing of the snapshots'));
    process.stdout.write(listed.stdout);
    return;
  }
  refuseNonEmpty();
  mkdirSync(folders.dataDir, { recursive: true });
  const root = mkdtempSync(join(folders.dataDir, DATA_FILES.restoreUnderWay));
  try {
    const restored = await restic(['restore', snapshot, '--host', SNAPSHOT_HOST, '--target', root]);
    if (!restored.ok) fail(`${resticProblem(restored, 'restore')} Nothing was changed.`);
    const found = findManifest(root);
    if (!found) fail(`snapshot ${snapshot} holds no ${BACKUP_FILES.manifest} of this product; nothing was changed`);
    await restoreChecked(root, snapshotLayout(root, found.folder, found.manifest), `snapshot ${snapshot}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

try {
  if (!what) usage();
  if (what === 'snapshots' || what === 'latest' || /^[0-9a-f]{8,64}$/.test(what)) {
    await fromRepository(what);
  } else {
    if (!existsSync(what)) usage();
    await restoreChecked(what, folderLayout(what), what);
  }
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  process.stderr.write(`restore: ${error.message}\n`);
  process.exitCode = error.code;
}
