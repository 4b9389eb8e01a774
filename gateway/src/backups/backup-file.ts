// "Download a backup": the whole site in one passphrase-encrypted file, streamed (a site with
// 2 GB of photos is never held in memory), and read back into a staging folder where it is
// checked like any other backup before anything of the site is touched.
//
// Inside the encryption (backup-file-crypto.ts) the file is a list of entries, each its name's
// length (2 bytes), its name (UTF-8), its size (8 bytes) and its bytes, ended by a name of length
// 0. The names are a backup folder's (BACKUP_FILES): backup.json, site.db, jwt-secret,
// uploads/<picture>, quote-photos/<photo>; a reader takes no other, so a file cannot write
// outside its staging folder.

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { BACKUP_FILE_MAX_BYTES } from '../../contract/backup-file.ts';
import { BACKUP_FILES, DATA_FILES } from '../data-files.ts';
import { BackupFileRefused, decryptBackupFile, encryptBackupFile } from './backup-file-crypto.ts';
import { checkBackup, MANIFEST_MAX_BYTES, RESTORE_FILE_MAX_BYTES, SECRET_FILE_MAX_BYTES } from './restore-check.ts';
import { type CheckedBackup, folderLayout } from './restore-files.ts';
import { type BackupManifest, copyDatabase, pictureFolders, type SiteFolders } from './site-copy.ts';

/** Bytes read from a file at a time while it is written into the backup file. */
const READ_BYTES = 256 * 1024;
/**
 * The entries a backup file holds. A picture's or photo's name is the product's own: a photo's id is
 * base64url (quote-photo-files.ts), so it may begin with `-` or `_`; never with a dot (a write under
 * way, or `..`), never with a slash.
 */
const NAME = /^(?:backup\.json|site\.db|jwt-secret|(?:uploads|quote-photos)\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199})$/;

function entryHead(name: string, size: number): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const head = Buffer.alloc(2 + nameBytes.length + 8);
  head.writeUInt16BE(nameBytes.length);
  nameBytes.copy(head, 2);
  head.writeBigUInt64BE(BigInt(size), 2 + nameBytes.length);
  return head;
}

/** One file as an entry, read a piece at a time; its size is taken as it was when listed. */
async function* fileEntry(name: string, path: string): AsyncGenerator<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    yield entryHead(name, size);
    let left = size;
    while (left > 0) {
      const { buffer, bytesRead } = await handle.read(
        Buffer.alloc(Math.min(READ_BYTES, left)),
        0,
        Math.min(READ_BYTES, left),
      );
      if (bytesRead === 0) throw new Error(`${path} became shorter while it was being read`);
      left -= bytesRead;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}

async function filesIn(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.') && NAME.test(`uploads/${entry.name}`))
    .map((entry) => join(folder, entry.name))
    .sort();
}

/**
 * The site's entries: the database's consistent copy (site-copy.ts, made first into a folder of
 * DATA_DIR that is removed at the end, however the download ends), backup.json, the signing
 * secret, then the pictures and photos read in place (written before their rows, so every one the
 * copy names is there).
 */
async function* siteEntries(folders: SiteFolders, onManifest?: (manifest: BackupManifest) => void) {
  const staging = await mkdtemp(join(folders.dataDir, DATA_FILES.backupFileUnderWay));
  try {
    const database = await copyDatabase(folders.dataDir, staging);
    const pictures = (await Promise.all(pictureFolders(folders).map(filesIn))).flat();
    const photos = await filesIn(join(folders.dataDir, DATA_FILES.quotePhotos));
    const manifest: BackupManifest = { ...database, pictureFiles: pictures.length, quotePhotoFiles: photos.length };
    onManifest?.(manifest);
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    yield entryHead(BACKUP_FILES.manifest, manifestBytes.length);
    yield manifestBytes;
    yield* fileEntry(BACKUP_FILES.database, join(staging, BACKUP_FILES.database));
    const secret = join(folders.dataDir, DATA_FILES.jwtSecret);
    if (existsSync(secret)) yield* fileEntry(BACKUP_FILES.jwtSecret, secret);
    for (const file of pictures) yield* fileEntry(`${BACKUP_FILES.uploads}/${basename(file)}`, file);
    for (const file of photos) yield* fileEntry(`${BACKUP_FILES.quotePhotos}/${basename(file)}`, file);
    yield Buffer.alloc(2);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The whole site as an encrypted backup file, a chunk at a time. */
export function backupFileStream(
  folders: SiteFolders,
  passphrase: string,
  options: { scrypt?: Parameters<typeof encryptBackupFile>[2]; onManifest?: (manifest: BackupManifest) => void } = {},
): AsyncGenerator<Buffer> {
  return encryptBackupFile(siteEntries(folders, options.onManifest), passphrase, options.scrypt);
}

/** The most an entry of this name may hold. */
function sizeLimit(name: string): number {
  if (name === BACKUP_FILES.manifest) return MANIFEST_MAX_BYTES;
  if (name === BACKUP_FILES.jwtSecret) return SECRET_FILE_MAX_BYTES;
  if (name === BACKUP_FILES.database) return BACKUP_FILE_MAX_BYTES;
  return RESTORE_FILE_MAX_BYTES;
}

/** Reads exactly `bytes` of plaintext, across chunks. */
class PlainReader {
  private readonly chunks: AsyncIterator<Buffer>;
  private rest: Buffer = Buffer.alloc(0);
  constructor(chunks: AsyncIterable<Buffer>) {
    this.chunks = chunks[Symbol.asyncIterator]();
  }
  /** Up to `most` bytes (at least one), or an empty buffer at the end. */
  async some(most: number): Promise<Buffer> {
    while (this.rest.length === 0) {
      const step = await this.chunks.next();
      if (step.done) return Buffer.alloc(0);
      this.rest = step.value;
    }
    const taken = this.rest.subarray(0, most);
    this.rest = this.rest.subarray(taken.length);
    return taken;
  }
  async exactly(bytes: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < bytes) {
      const part = await this.some(bytes - got);
      if (part.length === 0) throw notOurs('an entry ends before its size');
      parts.push(part);
      got += part.length;
    }
    return Buffer.concat(parts);
  }
  /** Reads what is left: nothing may follow the entries' end. */
  async drained(): Promise<boolean> {
    return (await this.some(1)).length === 0;
  }
}

const notOurs = (what: string) =>
  new BackupFileRefused(
    'damaged',
    `This backup file opens, but what it holds is not a backup of this website (${what}); nothing was restored.`,
  );

/**
 * Decrypts a backup file into `folder` (made here, owner-only) as a backup folder, then checks it
 * whole (restore-check.ts: the database's integrity and origin, every picture and photo read).
 * Throws a BackupFileRefused (wrong passphrase, damaged file) or a BackupRefused (a check failed);
 * on any failure the folder is removed, and nothing else was touched.
 */
export async function unpackBackupFile(
  source: AsyncIterable<Buffer | string>,
  passphrase: string,
  folder: string,
): Promise<CheckedBackup> {
  await mkdir(folder, { recursive: false, mode: 0o700 });
  try {
    const reader = new PlainReader(decryptBackupFile(source, passphrase));
    const seen = new Set<string>();
    for (;;) {
      const nameLength = (await reader.exactly(2)).readUInt16BE();
      if (nameLength === 0) break;
      const name = (await reader.exactly(nameLength)).toString('utf8');
      if (!NAME.test(name)) throw notOurs(`an entry named ${JSON.stringify(name.slice(0, 80))}`);
      if (seen.has(name)) throw notOurs(`${name} twice`);
      seen.add(name);
      const size = (await reader.exactly(8)).readBigUInt64BE();
      if (size > BigInt(sizeLimit(name))) throw notOurs(`${name} is ${size} bytes, more than it can be`);
      const path = join(folder, name);
      await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
      const out = await open(path, 'wx', 0o600);
      try {
        for (let left = Number(size); left > 0; ) {
          const part = await reader.some(Math.min(left, READ_BYTES));
          if (part.length === 0) throw notOurs(`${name} ends before its size`);
          await out.write(part);
          left -= part.length;
        }
      } finally {
        await out.close();
      }
    }
    if (!(await reader.drained())) throw notOurs('bytes follow its last entry');
    return checkBackup(folder, folderLayout(folder));
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
