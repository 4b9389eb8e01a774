import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDecodeBudget, type DecodeBudget, DecodeBusyError } from '../images/decode-budget.ts';
import { newQuotePhotoId, quotePhotoFile } from '../quote-requests/quote-photo-files.ts';
import { capturedLog, LOG_LEVEL } from '../testing/captured-log.ts';
import { PDF_PHOTO_LONGEST, pdfPhotos } from './estimate-pdf-photos.ts';

let folder = '';
const photoFile = (id: string) => quotePhotoFile(folder, id, 'full');

/** A stored full copy, as storeQuotePhoto leaves it: a WebP named after its id. */
async function storedPhoto(width: number, height: number, alpha = 1): Promise<string> {
  const id = newQuotePhotoId();
  const webp = await sharp({ create: { width, height, channels: 4, background: { r: 40, g: 90, b: 160, alpha } } })
    .webp({ quality: 80 })
    .toBuffer();
  writeFileSync(photoFile(id), webp);
  return id;
}

/** The budget, counting the turns taken of it. */
function countedBudget(): DecodeBudget & { turns: number } {
  const budget = createDecodeBudget();
  const counted = {
    turns: 0,
    run<T>(work: () => Promise<T>) {
      counted.turns += 1;
      return budget.run(work);
    },
  };
  return counted;
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'estimate-pdf-photos-'));
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('pdfPhotos', () => {
  it('makes JPEGs of the full copies in the draft’s order, at most 1200 px long and never enlarged, in one turn of the budget', async () => {
    const large = await storedPhoto(1600, 1200);
    const small = await storedPhoto(300, 400);
    const decodes = countedBudget();
    const { logger, lines } = capturedLog();

    const photos = await pdfPhotos([small, large], photoFile, { decodes, logger });

    const found = await Promise.all(photos.map((photo) => sharp(photo).metadata()));
    expect(found.map(({ format, width, height }) => ({ format, width, height }))).toEqual([
      { format: 'jpeg', width: 300, height: 400 },
      { format: 'jpeg', width: PDF_PHOTO_LONGEST, height: 900 },
    ]);
    expect(decodes.turns).toBe(1);
    expect(lines).toEqual([]);
  });

  it('leaves out a missing or unreadable file, logged by its place, never by its id or path', async () => {
    const missing = newQuotePhotoId();
    const damaged = newQuotePhotoId();
    writeFileSync(photoFile(damaged), 'RIFF not a picture at all');
    const good = await storedPhoto(200, 150);
    const { logger, lines } = capturedLog();

    const photos = await pdfPhotos([missing, damaged, good, '../outside'], photoFile, {
      decodes: createDecodeBudget(),
      logger,
    });

    expect(photos).toHaveLength(1);
    expect((await sharp(photos[0]).metadata()).width).toBe(200);
    expect(lines.map(({ level, photo, of, reason }) => ({ level, photo, of, reason }))).toEqual([
      { level: LOG_LEVEL.warn, photo: 1, of: 4, reason: 'ENOENT' },
      { level: LOG_LEVEL.warn, photo: 2, of: 4, reason: 'unreadable' },
      { level: LOG_LEVEL.warn, photo: 4, of: 4, reason: 'unreadable' },
    ]);
    const logged = JSON.stringify(lines);
    for (const secret of [missing, damaged, folder, 'outside']) expect(logged).not.toContain(secret);
  });

  it('prints what was see-through as white paper', async () => {
    const clear = await storedPhoto(16, 16, 0);
    const { logger } = capturedLog();
    const [photo] = await pdfPhotos([clear], photoFile, { decodes: createDecodeBudget(), logger });
    const { channels } = await sharp(photo).stats();
    expect(channels).toHaveLength(3);
    for (const { mean } of channels) expect(mean).toBeGreaterThan(250);
  });

  it('answers no photos, at once, when the decode queue is full (the PDF still goes)', async () => {
    const id = await storedPhoto(64, 48);
    const { logger, lines } = capturedLog();
    const full: DecodeBudget = { run: () => Promise.reject(new DecodeBusyError()) };

    expect(await pdfPhotos([id], photoFile, { decodes: full, logger })).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe(LOG_LEVEL.warn);
  });

  it('takes no turn for a draft without photos', async () => {
    const decodes = countedBudget();
    expect(await pdfPhotos([], photoFile, { decodes, logger: capturedLog().logger })).toEqual([]);
    expect(decodes.turns).toBe(0);
  });
});
