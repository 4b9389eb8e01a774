import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  QUOTE_PHOTO_MAX_MEGAPIXELS,
  QUOTE_PHOTO_SIZES,
  QUOTE_PHOTO_WIDTHS,
  type QuotePhotoSize,
} from '../../contract/quote-requests.ts';
import { decodePicture } from '../images/image-pipeline.ts';
import { writeFileAtomic } from '../publish/atomic-write.ts';

/** Customers' photos of their homes: the gateway's user alone reads them (never nginx). */
export const QUOTE_PHOTO_FILE_MODE = 0o600;
export const QUOTE_PHOTO_FOLDER_MODE = 0o700;
export const QUOTE_PHOTO_MAX_PIXELS = QUOTE_PHOTO_MAX_MEGAPIXELS * 1_000_000;
const WEBP_QUALITY = 80;

/** 128 random bits, base64url: 22 characters. */
export const QUOTE_PHOTO_ID = /^[A-Za-z0-9_-]{22}$/;

export const newQuotePhotoId = () => randomBytes(16).toString('base64url');

export const quotePhotoFileName = (id: string, size: QuotePhotoSize) => `${id}-${size}.webp`;

/** The photo id a file of the folder belongs to, if its name is one this module writes. */
export function photoIdOfFile(name: string): string | undefined {
  const match = /^([A-Za-z0-9_-]{22})-(thumbnail|full)\.webp$/.exec(name);
  return match?.[1];
}

export interface StoredQuotePhoto {
  id: string;
  /** Of the full copy. */
  width: number;
  height: number;
  /** Both copies together. */
  bytes: number;
}

type WriteFile = (target: string, data: Uint8Array, mode: number) => Promise<void>;

export async function ensurePrivateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: QUOTE_PHOTO_FOLDER_MODE });
  await chmod(folder, QUOTE_PHOTO_FOLDER_MODE);
}

/**
 * Stores a quote photo in `folder` (DATA_DIR/quote-photos): decoded once and turned upright, then
 * a thumbnail and a full copy as WebP, each whole or absent (written beside, then renamed), never
 * enlarged, with no metadata (sharp writes none unless asked). The original is not kept. A failure
 * part-way (a full disk) removes what this call wrote, and is thrown. Past the pixel limit, throws
 * TooManyPixelsError before decoding.
 */
export async function storeQuotePhoto(
  input: Buffer,
  folder: string,
  write: WriteFile = writeFileAtomic,
): Promise<StoredQuotePhoto> {
  const full = QUOTE_PHOTO_WIDTHS.full;
  const picture = await decodePicture(input, { width: full, height: full }, QUOTE_PHOTO_MAX_PIXELS);
  await ensurePrivateFolder(folder);
  const id = newQuotePhotoId();
  const written: string[] = [];
  let bytes = 0;
  let fullSize = { width: 0, height: 0 };
  try {
    for (const size of QUOTE_PHOTO_SIZES) {
      const longest = QUOTE_PHOTO_WIDTHS[size];
      const { data, info } = await picture
        .open()
        .resize({ width: longest, height: longest, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      const target = join(folder, quotePhotoFileName(id, size));
      written.push(target);
      await write(target, data, QUOTE_PHOTO_FILE_MODE);
      bytes += data.length;
      if (size === 'full') fullSize = { width: info.width, height: info.height };
    }
  } catch (error) {
    removeFiles(written);
    throw error;
  }
  return { id, ...fullSize, bytes };
}

function removeFiles(paths: string[]): void {
  for (const path of paths) if (existsSync(path)) rmSync(path, { force: true });
}

export function quotePhotoFile(folder: string, id: string, size: QuotePhotoSize): string {
  return join(folder, quotePhotoFileName(id, size));
}

export function removeQuotePhotoFiles(folder: string, ids: Iterable<string>): void {
  for (const id of ids) removeFiles(QUOTE_PHOTO_SIZES.map((size) => quotePhotoFile(folder, id, size)));
}
