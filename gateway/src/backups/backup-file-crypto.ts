// The backup file's encryption, with Node's own crypto and nothing else. A file is
//
//   header   "PAINTSITE-BACKUP" (16 bytes), version 1, scrypt's log2(N), r, p (one byte each),
//            a random 16-byte salt, the chunk size (4 bytes, big-endian), then a 32-byte check:
//            HMAC-SHA256 of the bytes before it under a key from the passphrase (a wrong
//            passphrase is told apart from a damaged file before anything is decrypted);
//   chunks   each: its length (4 bytes, big-endian; at most the chunk size), then AES-256-GCM's
//            ciphertext and 16-byte tag. The nonce is the chunk's number (11 bytes) and a last
//            byte that is 1 on the final chunk only; every chunk authenticates the whole header.
//
// So a chunk moved, dropped or repeated fails its tag (its number is in its nonce), a file cut
// anywhere ends without a final chunk and is refused, bytes after the final chunk are refused,
// and a header changed (a weaker scrypt, another salt) fails the check and every tag. scrypt's
// N = 2^17, r = 8, p = 1 (128 MiB, about half a second) derive 64 bytes: the first 32 the AES
// key, the other 32 the check's key. Each file has its own salt, so its own keys.

import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export const BACKUP_FILE_MAGIC = Buffer.from('PAINTSITE-BACKUP', 'latin1');
export const BACKUP_FILE_VERSION = 1;
/** scrypt's cost, written into each file's header. */
export const SCRYPT_PARAMETERS = { log2N: 17, r: 8, p: 1 } as const;
/** Plaintext bytes per chunk. */
export const CHUNK_BYTES = 64 * 1024;

const SALT_BYTES = 16;
const CHECK_BYTES = 32;
const TAG_BYTES = 16;
const LENGTH_BYTES = 4;
/** magic, version, log2N, r, p, salt, chunk size */
const HEADER_FIELDS_BYTES = BACKUP_FILE_MAGIC.length + 4 + SALT_BYTES + 4;
export const HEADER_BYTES = HEADER_FIELDS_BYTES + CHECK_BYTES;

/** The costs a reader accepts: a header asking for more would tie up the gateway's memory. */
const ACCEPTED = { log2N: [14, 20], r: [1, 16], p: [1, 4], chunk: [1024, 1024 * 1024] } as const;

/** Why a backup file is refused: the passphrase does not open it, or it is not whole. */
export class BackupFileRefused extends Error {
  readonly reason: 'passphrase' | 'damaged';
  constructor(reason: 'passphrase' | 'damaged', message: string) {
    super(message);
    this.reason = reason;
  }
}

export const WRONG_PASSPHRASE =
  'That passphrase does not open this backup file. Type the passphrase it was downloaded with; nothing was restored.';
const damaged = (what: string) =>
  new BackupFileRefused(
    'damaged',
    `This backup file is damaged (${what}): it was cut short, changed or put together out of order. Download it again from the old site; nothing was restored.`,
  );

interface Keys {
  cipher: Buffer;
  check: Buffer;
}

function deriveKeys(passphrase: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Keys> {
  const N = 2 ** log2N;
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), salt, 64, { N, r, p, maxmem: 256 * N * r }, (error, key) => {
      if (error) reject(error);
      else resolve({ cipher: key.subarray(0, 32), check: key.subarray(32) });
    });
  });
}

function nonce(counter: number, final: boolean): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeUIntBE(counter, 5, 6);
  bytes[11] = final ? 1 : 0;
  return bytes;
}

function sealChunk(keys: Keys, header: Buffer, counter: number, plain: Buffer, final: boolean): Buffer {
  const cipher = createCipheriv('aes-256-gcm', keys.cipher, nonce(counter, final));
  cipher.setAAD(header);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  const length = Buffer.alloc(LENGTH_BYTES);
  length.writeUInt32BE(plain.length);
  return Buffer.concat([length, sealed]);
}

function openChunk(keys: Keys, header: Buffer, counter: number, sealed: Buffer, final: boolean): Buffer | undefined {
  const decipher = createDecipheriv('aes-256-gcm', keys.cipher, nonce(counter, final));
  decipher.setAAD(header);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  const plain = decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES));
  try {
    decipher.final();
    return plain;
  } catch {
    return undefined;
  }
}

/** Encrypts `plain` as a backup file, chunk by chunk: never more than a chunk or two in memory. */
export async function* encryptBackupFile(
  plain: AsyncIterable<Buffer>,
  passphrase: string,
  parameters: { log2N: number; r: number; p: number } = SCRYPT_PARAMETERS,
): AsyncGenerator<Buffer> {
  const salt = randomBytes(SALT_BYTES);
  const fields = Buffer.alloc(HEADER_FIELDS_BYTES);
  BACKUP_FILE_MAGIC.copy(fields, 0);
  let at = BACKUP_FILE_MAGIC.length;
  for (const byte of [BACKUP_FILE_VERSION, parameters.log2N, parameters.r, parameters.p]) fields[at++] = byte;
  salt.copy(fields, at);
  fields.writeUInt32BE(CHUNK_BYTES, at + SALT_BYTES);
  const keys = await deriveKeys(passphrase, salt, parameters.log2N, parameters.r, parameters.p);
  const header = Buffer.concat([fields, createHmac('sha256', keys.check).update(fields).digest()]);
  yield header;

  let counter = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of plain) {
    pending.push(piece);
    pendingBytes += piece.length;
    // A chunk goes out once more follows it, so the final one is known when the input ends.
    while (pendingBytes > CHUNK_BYTES) {
      const all = Buffer.concat(pending);
      yield sealChunk(keys, header, counter++, all.subarray(0, CHUNK_BYTES), false);
      pending = [all.subarray(CHUNK_BYTES)];
      pendingBytes = pending[0]?.length ?? 0;
    }
  }
  yield sealChunk(keys, header, counter, Buffer.concat(pending), true);
}

/** Reads exactly the bytes asked for from a stream of buffers, or fewer at its end. */
class ByteReader {
  private readonly source: AsyncIterator<Buffer>;
  private buffered: Buffer[] = [];
  private bufferedBytes = 0;
  private ended = false;
  constructor(source: AsyncIterable<Buffer | string>) {
    const iterator = source[Symbol.asyncIterator]();
    this.source = {
      next: async () => {
        const step = await iterator.next();
        return step.done ? step : { done: false, value: Buffer.from(step.value) };
      },
    };
  }
  async read(bytes: number): Promise<Buffer> {
    while (this.bufferedBytes < bytes && !this.ended) {
      const step = await this.source.next();
      if (step.done) this.ended = true;
      else {
        this.buffered.push(step.value);
        this.bufferedBytes += step.value.length;
      }
    }
    const all = Buffer.concat(this.buffered);
    const taken = all.subarray(0, bytes);
    this.buffered = [all.subarray(bytes)];
    this.bufferedBytes = all.length - taken.length;
    return taken;
  }
  /** Whether the stream has nothing left (asked once, after the final chunk: it may take a byte). */
  async atEnd(): Promise<boolean> {
    return (await this.read(1)).length === 0;
  }
}

function within(value: number, [least, most]: readonly [number, number]) {
  return Number.isInteger(value) && value >= least && value <= most;
}

/**
 * Decrypts a backup file chunk by chunk, yielding each chunk's plaintext once its tag holds. Throws
 * a BackupFileRefused: 'passphrase' before any plaintext when the passphrase does not open it,
 * 'damaged' when it is not a backup file, or is cut, changed or reordered (possibly after some
 * chunks were yielded: the caller keeps what it wrote apart until the end, and drops it then).
 */
export async function* decryptBackupFile(
  source: AsyncIterable<Buffer | string>,
  passphrase: string,
): AsyncGenerator<Buffer> {
  const reader = new ByteReader(source);
  const header = await reader.read(HEADER_BYTES);
  if (header.length < HEADER_BYTES || !header.subarray(0, BACKUP_FILE_MAGIC.length).equals(BACKUP_FILE_MAGIC)) {
    throw new BackupFileRefused(
      'damaged',
      'This is not a backup file of this website: pick the file "Download a backup" gave you (it ends in .paintsite-backup).',
    );
  }
  let at = BACKUP_FILE_MAGIC.length;
  const [version, log2N, r, p] = [header[at++], header[at++], header[at++], header[at++]].map(Number) as number[];
  const salt = header.subarray(at, at + SALT_BYTES);
  const chunkBytes = header.readUInt32BE(at + SALT_BYTES);
  if (version !== BACKUP_FILE_VERSION) {
    throw new BackupFileRefused(
      'damaged',
      `This backup file is of version ${version}, which this website cannot read.`,
    );
  }
  if (
    !within(log2N ?? 0, ACCEPTED.log2N) ||
    !within(r ?? 0, ACCEPTED.r) ||
    !within(p ?? 0, ACCEPTED.p) ||
    !within(chunkBytes, ACCEPTED.chunk)
  ) {
    throw damaged('its header asks for settings no backup file has');
  }
  const keys = await deriveKeys(passphrase, salt, log2N ?? 0, r ?? 0, p ?? 0);
  const fields = header.subarray(0, HEADER_FIELDS_BYTES);
  const expected = createHmac('sha256', keys.check).update(fields).digest();
  if (!timingSafeEqual(expected, header.subarray(HEADER_FIELDS_BYTES))) {
    throw new BackupFileRefused('passphrase', WRONG_PASSPHRASE);
  }

  for (let counter = 0; ; counter++) {
    const lengthBytes = await reader.read(LENGTH_BYTES);
    if (lengthBytes.length < LENGTH_BYTES) throw damaged('it ends before its final part');
    const length = lengthBytes.readUInt32BE();
    if (length > chunkBytes) throw damaged(`part ${counter + 1} is longer than a part can be`);
    const sealed = await reader.read(length + TAG_BYTES);
    if (sealed.length < length + TAG_BYTES) throw damaged('it ends in the middle of a part');
    const plain = openChunk(keys, header, counter, sealed, false);
    if (plain) {
      yield plain;
      continue;
    }
    const last = openChunk(keys, header, counter, sealed, true);
    if (!last) throw damaged(`part ${counter + 1} does not match its seal`);
    if (!(await reader.atEnd())) throw damaged('bytes follow its final part');
    yield last;
    return;
  }
}
