// Puts a backup back, with the gateway STOPPED (`docker compose run --rm --no-deps gateway node
// dist/restore.mjs …`):
//   restore.mjs <folder>               a backup folder made by backup.mjs or a local scheduled backup
//   restore.mjs snapshots              lists the snapshots in BACKUP_REPOSITORY
//   restore.mjs latest | <snapshot>    restores the newest (or that) snapshot from BACKUP_REPOSITORY
//   restore.mjs <file> [--passphrase-file <path>]
//                                      a backup file from the dashboard's "Download a backup"; its
//                                      passphrase from that file, else the first line of stdin
//                                      (never on the command line, where `ps` and the history see it)
// Add --replace to write over an installation that already holds a site; without it, restore
// goes only into empty volumes. Where each part of a backup is comes from this product's layout
// (DATA_DIR, PUBLIC_DIR), never from the backup's backup.json, and the whole backup is checked
// and read before anything is replaced (backups/restore-check.ts). The pages are republished from
// the restored database when the gateway next starts.
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { RESTORE_EXIT_CODES } from '../backup-entries.ts';
import {
  BackupFileRefused,
  type BackupLayout,
  BackupRefused,
  type CheckedBackup,
  checkBackup,
  createRestic,
  folderLayout,
  installationContents,
  markSiteChanged,
  putBack,
  resticProblem,
  SNAPSHOT_HOST,
  snapshotLayout,
  snapshotSources,
  unpackBackupFile,
} from '../backups/index.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { BACKUP_FILES, DATA_FILES, DEFAULT_DATA_DIR, DEFAULT_PUBLIC_DIR } from '../data-files.ts';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const passphraseFileAt = args.indexOf('--passphrase-file');
const passphraseFile = passphraseFileAt >= 0 ? args[passphraseFileAt + 1] : undefined;
const passphraseArgs = passphraseFileAt >= 0 ? [passphraseFileAt, passphraseFileAt + 1] : [];
const [what] = args.filter((arg, at) => arg !== '--replace' && !passphraseArgs.includes(at));
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
    `give the folder of a backup (it holds ${BACKUP_FILES.database}), a backup file from "Download a backup", or, with BACKUP_REPOSITORY set, \`snapshots\`, \`latest\` or a snapshot's id`,
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

function refusedBecause(error: unknown, from: string): never {
  if (error instanceof BackupFileRefused) fail(`refused ${from}: ${error.message}`);
  if (!(error instanceof BackupRefused)) throw error;
  const lines = error.entries.map((entry) => `  ${entry}\n`).join('');
  return fail(`refused ${from}: ${error.message}; nothing was changed\n${lines}`.trimEnd());
}

/** Checks a backup laid out under `root` whole (unless `checked` already is), then puts it back. */
async function restoreChecked(root: string, layout: BackupLayout, from: string, checked?: CheckedBackup) {
  let backup: CheckedBackup;
  try {
    backup = checked ?? checkBackup(root, layout);
  } catch (error) {
    refusedBecause(error, from);
  }
  refuseNonEmpty();
  process.umask(0o077);
  const counts = await putBack(backup, folders);
  process.stdout.write(
    `${JSON.stringify({
      restored: from,
      into: folders.dataDir,
      publicDir: folders.publicDir,
      integrity: backup.integrity,
      ...counts,
      next: 'start the gateway: it republishes the pages from the restored data',
    })}\n`,
  );
  markSiteChanged(folders.dataDir);
}

/** The backup file's passphrase: from --passphrase-file, else the first line of stdin. */
function readPassphrase(): string {
  if (args.some((arg) => arg.startsWith('--passphrase='))) {
    fail(
      'give the passphrase in a file (--passphrase-file <path>) or on stdin, never on the command line',
      RESTORE_EXIT_CODES.usage,
    );
  }
  if (passphraseFileAt >= 0 && !passphraseFile)
    fail('--passphrase-file needs the path of a file', RESTORE_EXIT_CODES.usage);
  let text: string;
  try {
    text = readFileSync(passphraseFile ?? 0, 'utf8');
  } catch (error) {
    return fail(`cannot read the passphrase (${(error as NodeJS.ErrnoException).code})`, RESTORE_EXIT_CODES.usage);
  }
  const passphrase = text.split(/\r?\n/)[0] ?? '';
  if (passphrase.length === 0)
    fail('no passphrase given: put it in a file (--passphrase-file) or on stdin', RESTORE_EXIT_CODES.usage);
  return passphrase;
}

/** A backup file: decrypted and checked whole in DATA_DIR, then put back as a folder is. */
async function fromBackupFile(file: string) {
  const passphrase = readPassphrase();
  refuseNonEmpty();
  mkdirSync(folders.dataDir, { recursive: true, mode: 0o700 });
  process.umask(0o077);
  const root = join(mkdtempSync(join(folders.dataDir, DATA_FILES.restoreUnderWay)), 'backup');
  try {
    let checked: CheckedBackup;
    try {
      checked = await unpackBackupFile(createReadStream(file), passphrase, root);
    } catch (error) {
      return refusedBecause(error, file);
    }
    await restoreChecked(root, folderLayout(root), file, checked);
  } finally {
    rmSync(join(root, '..'), { recursive: true, force: true });
  }
}

/** Where else a snapshot holds backup.json: only said, to explain a snapshot made with another DATA_DIR. */
function manifestsElsewhere(root: string): string {
  const found = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === BACKUP_FILES.manifest)
    .map((entry) => relative(root, entry.parentPath));
  return found.length > 0
    ? ` (it holds one in ${found.join(', ')}: restore with the DATA_DIR and PUBLIC_DIR the snapshot was made with)`
    : '';
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
    const layout = snapshotLayout(root, folders);
    if (!existsSync(layout.manifest)) {
      const where = join(snapshotSources(folders).staging, BACKUP_FILES.manifest);
      fail(`snapshot ${snapshot} holds no ${where}${manifestsElsewhere(root)}; nothing was changed`);
    }
    await restoreChecked(root, layout, `snapshot ${snapshot}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

try {
  if (!what) usage();
  if (what === 'snapshots' || what === 'latest' || /^[0-9a-f]{8,64}$/.test(what)) {
    await fromRepository(what);
  } else if (existsSync(what) && statSync(what).isFile()) {
    await fromBackupFile(what);
  } else {
    if (!existsSync(what) || !existsSync(folderLayout(what).database)) usage();
    await restoreChecked(what, folderLayout(what), what);
  }
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  process.stderr.write(`restore: ${error.message}\n`);
  process.exitCode = error.code;
}
