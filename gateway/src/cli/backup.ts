// `node dist/backup.mjs [target]` inside the gateway container: a consistent copy of the whole
// data set while the site keeps serving (backups/site-copy.ts): DATA_DIR's database, signing
// secret and the photos of quote requests, and PUBLIC_DIR's pictures, in one folder.
// Default target: DATA_DIR/backups/site-<timestamp>. The scheduled backups need no command.
import { join } from 'node:path';
import { BackupCopyError, writeBackupFolder } from '../backups/index.ts';
import { DATA_FILES, DEFAULT_DATA_DIR, DEFAULT_PUBLIC_DIR } from '../data-files.ts';

const dataDir = process.env.DATA_DIR || DEFAULT_DATA_DIR;
const publicDir = process.env.PUBLIC_DIR || DEFAULT_PUBLIC_DIR;
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = process.argv[2] ?? join(dataDir, DATA_FILES.backups, `site-${stamp}`);
process.umask(0o077);

try {
  const manifest = await writeBackupFolder({ dataDir, publicDir }, target);
  process.stdout.write(`${JSON.stringify({ backup: target, ...manifest })}\n`);
} catch (error) {
  if (!(error instanceof BackupCopyError)) throw error;
  process.stderr.write(`backup: ${error.message}\n`);
  process.exit(1);
}
