import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { PICTURE_MAX_MEGAPIXELS } from '../../contract/pictures.ts';
import { ensurePublicFolder, writeFileAtomic } from '../publish/atomic-write.ts';
import { decodeHevcHeif, isHevcHeif, TooManyPixelsError } from './heic-picture.ts';

export { TooManyPixelsError };

// A small server decodes a few pictures a day, and an attacker many at once. libvips' operation
// cache would keep each picture's pixels after its upload is answered (the memory never came
// back after an attack), and its default of a thread per core lets one decode take every core
// from the other requests: no cache, and one thread per decode (the decode budget admits one at a time).
sharp.cache(false);
sharp.concurrency(1);

/** What owners may upload, as libvips names the format it finds in the file's content. */
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'heif'] as const;

/** Widths stored for every picture; srcset picks among them. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const MEGAPIXEL = 1_000_000;
/**
 * sharp's default allows 268 MP; the owner's pictures come from the same phones as the visitors'
 * (PICTURE_MAX_MEGAPIXELS says which), and decompression bombs have far more.
 */
export const MAX_INPUT_PIXELS = PICTURE_MAX_MEGAPIXELS * MEGAPIXEL;
const WEBP_QUALITY = 80;
const KEY_LENGTH = 20;

export interface StoredImage {
  /** Content hash of the input: the same picture twice is stored once. */
  key: string;
  width: number;
  height: number;
  /** Dominant colour as #rrggbb, shown behind the picture while it loads. */
  color: string;
  widths: number[];
}

export function variantFileName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

const toHex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0');

/**
 * A picture decoded once, upright and in sRGB, no larger than the largest copy kept of it: every
 * copy is made from these pixels.
 */
export interface DecodedPicture {
  /** Content hash of the input. */
  key: string;
  /** The original's size, upright. */
  width: number;
  height: number;
  /** 3, or 4 with an alpha channel. */
  channels: number;
  /** A fresh pipeline over the decoded pixels (at most `largest`, never enlarged). */
  open(): Sharp;
}

/** The box the largest copy of a picture fits in; without a height, only the width is bounded. */
export interface LargestCopy {
  width: number;
  height?: number;
}

/** The gallery's largest copy: its widest width, at any height. */
export const GALLERY_LARGEST_COPY: LargestCopy = { width: Math.max(...IMAGE_WIDTHS) };

/**
 * Decodes a picture (JPEG, PNG, WebP, AVIF, a phone's HEIC, or SVG for the demo pictures), turned
 * upright, straight to the size of the largest copy kept: libvips shrinks JPEG and WebP while it
 * loads them (a 50 MP photo never exists as 150 MB of pixels) and streams PNG through the
 * resize. Throws TooManyPixelsError past `maxPixels`, before decoding.
 */
export async function decodePicture(
  input: Buffer,
  largest: LargestCopy,
  maxPixels = MAX_INPUT_PIXELS,
): Promise<DecodedPicture> {
  const key = createHash('sha256').update(input).digest('hex').slice(0, KEY_LENGTH);
  const found = await probePicture(input);
  if (found && found.width * found.height > maxPixels) throw new TooManyPixelsError(maxPixels);
  const shrink = { ...largest, fit: 'inside', withoutEnlargement: true } as const;
  let original: { width: number; height: number };
  let decoded: Sharp;
  if (isHevcHeif(input)) {
    const { width, height, data, opaque } = await decodeHevcHeif(input, maxPixels);
    original = { width, height };
    const pixels = sharp(data, { raw: { width, height, channels: 4 } });
    decoded = (opaque ? pixels.removeAlpha() : pixels).resize(shrink);
  } else {
    const { autoOrient } = await sharp(input, { limitInputPixels: maxPixels }).metadata();
    original = { width: autoOrient.width, height: autoOrient.height };
    decoded = sharp(input, { limitInputPixels: maxPixels, failOn: 'error' }).rotate().resize(shrink);
  }
  const { data, info } = await decoded.raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  return { key, ...original, channels, open: () => sharp(data, { raw: { width, height, channels } }) };
}

/** Every standard width below the picture's own, then the largest it can honestly fill. */
export function widthsToStore(width: number, standard: readonly number[]): number[] {
  const largest = Math.min(width, Math.max(...standard));
  return [...standard.filter((candidate) => candidate < largest), largest];
}

/**
 * Writes files into `uploadsDir` (PUBLIC_DIR/uploads, which nginx serves), each whole and
 * readable by nginx: a reader never sees half a file. A failure part-way (a full disk) takes
 * away the files this call added, and is thrown. Writing with fs (not sharp's toFile) keeps the
 * system's error code, such as ENOSPC.
 */
export async function writeUploads(
  uploadsDir: string,
  files: ReadonlyArray<readonly [name: string, encode: () => Promise<Buffer>]>,
): Promise<void> {
  await ensurePublicFolder(uploadsDir);
  const created: string[] = [];
  try {
    for (const [name, encode] of files) {
      const data = await encode();
      const target = join(uploadsDir, name);
      if (!existsSync(target)) created.push(target);
      await writeFileAtomic(target, data);
    }
  } catch (error) {
    for (const path of created) rmSync(path, { force: true });
    throw error;
  }
}

/**
 * Stores a picture for the gallery: WebP copies at IMAGE_WIDTHS (never wider than the original)
 * under content-hashed names in `uploadsDir`. Metadata (EXIF, GPS) is dropped: sharp writes
 * none unless asked to.
 */
export async function storeImage(input: Buffer, uploadsDir: string): Promise<StoredImage> {
  const { key, width, height, open } = await decodePicture(input, GALLERY_LARGEST_COPY);
  // A thumbnail has the same dominant colour for a fraction of the work.
  const { dominant } = await open().resize({ width: 64 }).stats();
  const widths = widthsToStore(width, IMAGE_WIDTHS);
  await writeUploads(
    uploadsDir,
    widths.map((variantWidth) => [
      variantFileName(key, variantWidth),
      () => open().resize({ width: variantWidth }).webp({ quality: WEBP_QUALITY }).toBuffer(),
    ]),
  );
  return { key, width, height, color: `#${toHex(dominant.r)}${toHex(dominant.g)}${toHex(dominant.b)}`, widths };
}

/**
 * The format and size libvips finds in the bytes themselves (never the file name or the browser's
 * Content-Type), from the header alone: a picture past MAX_INPUT_PIXELS is described, not decoded.
 */
export async function probePicture(
  input: Buffer,
): Promise<{ format: string; width: number; height: number } | undefined> {
  try {
    const { format, width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    return format ? { format, width: width ?? 0, height: height ?? 0 } : undefined;
  } catch {
    return undefined;
  }
}

/** "That picture is too large: at most 52 megapixels." */
export function tooManyPixelsMessage(maxPixels = MAX_INPUT_PIXELS): string {
  return `That picture is too large: at most ${maxPixels / MEGAPIXEL} megapixels.`;
}

/**
 * Why the bytes cannot be stored as a picture, judged from the header alone: not one of
 * ACCEPTED_FORMATS (or no picture at all), or more than `maxPixels`. Undefined when they can.
 */
export async function pictureProblem(
  input: Buffer,
  maxPixels = MAX_INPUT_PIXELS,
): Promise<'not_a_picture' | 'too_many_pixels' | undefined> {
  const found = await probePicture(input);
  if (!found || !(ACCEPTED_FORMATS as readonly string[]).includes(found.format)) return 'not_a_picture';
  return found.width * found.height > maxPixels ? 'too_many_pixels' : undefined;
}

export function removeImageFiles(image: Pick<StoredImage, 'key' | 'widths'>, uploadsDir: string): void {
  for (const width of image.widths) rmSync(join(uploadsDir, variantFileName(image.key, width)), { force: true });
}
