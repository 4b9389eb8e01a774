import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLISHED_FILES } from '../../contract/public-content.ts';
import { DATA_FILES } from '../data-files.ts';
import { quotePhotoFileName } from '../quote-requests/quote-photo-files.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { backupFileStream, unpackBackupFile } from './backup-file.ts';

/** scrypt's least accepted cost keeps the test quick; the format is the same. */
const QUICK = { log2N: 14, r: 8, p: 1 };
const PASSPHRASE = 'blue porch ladder spring';

const apps: TestApp[] = [];
const roots: string[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return Buffer.concat(out);
}

async function* pieces(bytes: Buffer, size = 9_001) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

describe('a backup file', () => {
  // A photo's id is 16 random bytes in base64url: one in 32 begins with '-' or '_'.
  it('carries every photo and picture, whatever character its id begins with', async () => {
    const app = await startTestApp({ startAt: '2026-03-02T10:00:00.000Z' });
    apps.push(app);
    const photos = join(app.dataDir, DATA_FILES.quotePhotos);
    mkdirSync(photos, { recursive: true });
    const ids = ['-leadingDashPhotoId001', '_leadingUnderscoreId01', 'A1plainPhotoIdAbcdef01'];
    const photoNames = ids.flatMap((id) => [quotePhotoFileName(id, 'full'), quotePhotoFileName(id, 'thumbnail')]);
    for (const name of photoNames) writeFileSync(join(photos, name), `bytes of ${name}`);
    const uploads = join(app.publicDir, PUBLISHED_FILES.uploadsDir);
    mkdirSync(uploads, { recursive: true });
    const pictureNames = ['-porch-1200.webp', '_kitchen-640.webp', 'hall-640.webp'];
    for (const name of pictureNames) writeFileSync(join(uploads, name), `bytes of ${name}`);

    const file = await collect(
      backupFileStream({ dataDir: app.dataDir, publicDir: app.publicDir }, PASSPHRASE, { scrypt: QUICK }),
    );
    const root = mkdtempSync(join(tmpdir(), 'backup-file-names-'));
    roots.push(root);
    const checked = await unpackBackupFile(pieces(file), PASSPHRASE, join(root, 'unpacked'));

    expect(checked.quotePhotos.map((path) => basename(path)).sort()).toEqual([...photoNames].sort());
    expect(checked.pictures.map((path) => basename(path)).sort()).toEqual([...pictureNames].sort());
    for (const path of [...checked.quotePhotos, ...checked.pictures]) {
      expect(readFileSync(path, 'utf8')).toBe(`bytes of ${basename(path)}`);
    }
  });
});
