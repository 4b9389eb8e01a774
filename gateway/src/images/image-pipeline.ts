import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ensurePublicFolder, writeFileAtomic } from '../publish/atomic-write.ts';

/** What owners may upload, as libvips names the format it finds in the file's content. */
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'heif'] as const;

/** Widths stored for every picture; srcset picks among them. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** sharp's default allows 268 MP; a phone photo is 12–50 MP, and decompression bombs far more. */
export const MAX_INPUT_PIXELS = 60_000_000;
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
 * Decodes a picture (JPEG, PNG, WebP, AVIF/HEIC where libvips reads it, or SVG for the demo
 * pictures), turns it upright, and stores WebP copies at IMAGE_WIDTHS (never wider than the
 * original) under content-hashed names in `uploadsDir` (PUBLIC_DIR/uploads, which nginx
 * serves). Metadata (EXIF, GPS) is dropped: sharp writes none unless asked to.
 */
export async function storeImage(input: Buffer, uploadsDir: string): Promise<StoredImage> {
  const key = createHash('sha256').update(input).digest('hex').slice(0, KEY_LENGTH);
  // Decoded (and turned upright, in sRGB) once; every width and the colour come from these pixels.
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const open = () => sharp(data, { raw: { width, height, channels } });
  // A thumbnail has the same dominant colour for a fraction of the work.
  const { dominant } = await open().resize({ width: 64 }).stats();
  // Every standard width below the picture's own, then the largest it can honestly fill.
  const largest = Math.min(width, Math.max(...IMAGE_WIDTHS));
  const widths = [...IMAGE_WIDTHS.filter((candidate) => candidate < largest), largest];

  await ensurePublicFolder(uploadsDir);
  // Files this call adds; a failure part-way (a full disk) takes them away again.
  const created: string[] = [];
  try {
    for (const variantWidth of widths) {
      const encoded = await open().resize({ width: variantWidth }).webp({ quality: WEBP_QUALITY }).toBuffer();
      // Written whole, readable by nginx: a reader never sees half a file. Writing with fs (not
      // sharp's toFile) keeps the system's error code, such as ENOSPC.
      const target = join(uploadsDir, variantFileName(key, variantWidth));
      if (!existsSync(target)) created.push(target);
      await writeFileAtomic(target, encoded);
    }
  } catch (error) {
    for (const path of created) rmSync(path, { force: true });
    throw error;
  }
  return { key, width, height, color: `#${toHex(dominant.r)}${toHex(dominant.g)}${toHex(dominant.b)}`, widths };
}

/**
 * The format libvips finds in the bytes themselves (never the file name or the browser's
 * Content-Type), when it is one owners may upload; undefined otherwise.
 */
export async function acceptedFormat(input: Buffer): Promise<string | undefined> {
  try {
    const { format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return (ACCEPTED_FORMATS as readonly string[]).includes(format ?? '') ? format : undefined;
  } catch {
    return undefined;
  }
}

export function removeImageFiles(image: Pick<StoredImage, 'key' | 'widths'>, uploadsDir: string): void {
  for (const width of image.widths) rmSync(join(uploadsDir, variantFileName(image.key, width)), { force: true });
}
