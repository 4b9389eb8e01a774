import { describe, expect, it } from 'vitest';
import {
  BackupFileRefused,
  CHUNK_BYTES,
  decryptBackupFile,
  encryptBackupFile,
  HEADER_BYTES,
  WRONG_PASSPHRASE,
} from './backup-file-crypto.ts';

/** scrypt's least accepted cost keeps the tests quick; the format is the same. */
const QUICK = { log2N: 14, r: 8, p: 1 };
const PASSPHRASE = 'blue porch ladder spring';

async function* pieces(bytes: Buffer, size = 10_000) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function encrypt(plain: Buffer, passphrase = PASSPHRASE): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const chunk of encryptBackupFile(pieces(plain), passphrase, QUICK)) out.push(chunk);
  return Buffer.concat(out);
}

async function decrypt(file: Buffer, passphrase = PASSPHRASE): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const chunk of decryptBackupFile(pieces(file, 7_001), passphrase)) out.push(chunk);
  return Buffer.concat(out);
}

async function refusal(file: Buffer, passphrase = PASSPHRASE): Promise<BackupFileRefused> {
  const error = await decrypt(file, passphrase).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BackupFileRefused);
  return error as BackupFileRefused;
}

/** Three and a half chunks of bytes that differ from chunk to chunk. */
const plain = Buffer.from(Array.from({ length: Math.floor(CHUNK_BYTES * 3.5) }, (_, i) => (i * 31 + (i >> 16)) % 251));
/** Where chunk `n` starts in an encrypted file (every chunk before the final one is full). */
const chunkAt = (n: number) => HEADER_BYTES + n * (4 + CHUNK_BYTES + 16);

describe('the backup file format', () => {
  it('gives back exactly what went in, across chunks, and an empty file too', async () => {
    const file = await encrypt(plain);
    expect(file.subarray(0, 16).toString('latin1')).toBe('PAINTSITE-BACKUP');
    expect(file.includes(plain.subarray(1000, 1032))).toBe(false);
    expect((await decrypt(file)).equals(plain)).toBe(true);
    expect((await decrypt(await encrypt(Buffer.alloc(0)))).length).toBe(0);
    const exact = Buffer.alloc(CHUNK_BYTES * 2, 7);
    expect((await decrypt(await encrypt(exact))).equals(exact)).toBe(true);
  });

  it('refuses a wrong passphrase in words, before giving any byte', async () => {
    const file = await encrypt(plain);
    const error = await refusal(file, 'blue porch ladder summer');
    expect(error.reason).toBe('passphrase');
    expect(error.message).toBe(WRONG_PASSPHRASE);
  });

  it('refuses a file with one byte flipped, in the header or in any chunk', async () => {
    const file = await encrypt(plain);
    for (const at of [20, chunkAt(1) + 100, file.length - 3]) {
      const flipped = Buffer.from(file);
      flipped[at] = (flipped[at] ?? 0) ^ 0x01;
      const error = await refusal(flipped);
      // The header's salt and costs are under the passphrase check: a changed one reads as a wrong passphrase.
      expect(error.reason).toBe(at < HEADER_BYTES ? 'passphrase' : 'damaged');
    }
  });

  it('refuses a file cut short, even at a chunk boundary, and one with bytes after its end', async () => {
    const file = await encrypt(plain);
    for (const length of [chunkAt(2), chunkAt(2) + 50, file.length - 1, HEADER_BYTES, 10]) {
      const error = await refusal(file.subarray(0, length));
      expect(error.reason).toBe('damaged');
    }
    const error = await refusal(Buffer.concat([file, Buffer.from('more')]));
    expect(error.message).toMatch(/bytes follow its final part/);
  });

  it('refuses chunks put in another order, or one dropped or repeated', async () => {
    const file = await encrypt(plain);
    const chunk = (n: number) => file.subarray(chunkAt(n), chunkAt(n + 1));
    const header = file.subarray(0, HEADER_BYTES);
    const rest = file.subarray(chunkAt(3));
    for (const parts of [
      [header, chunk(1), chunk(0), chunk(2), rest],
      [header, chunk(0), chunk(2), rest],
      [header, chunk(0), chunk(1), chunk(1), chunk(2), rest],
    ]) {
      const error = await refusal(Buffer.concat(parts));
      expect(error.reason).toBe('damaged');
      expect(error.message).toMatch(/does not match its seal/);
    }
  });

  it('refuses a file that is not a backup file, and a header asking for a costly scrypt', async () => {
    expect((await refusal(Buffer.from('PK\u0003\u0004 a zip file, say'))).message).toMatch(/not a backup file/);
    const file = await encrypt(plain);
    const costly = Buffer.from(file);
    costly[17] = 30;
    expect((await refusal(costly)).message).toMatch(/settings no backup file has/);
  });
});
