import decodeHeic from 'heic-decode';

/**
 * Major brands of HEIF files coded with HEVC, as phones write them (heic, heix), their
 * sequences (hevc, hevx), and the generic ones (mif1, msf1) unless the file says it is AVIF.
 * https://github.com/strukturag/libheif/issues/83
 */
const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const GENERIC_BRANDS = new Set(['mif1', 'msf1']);
const AV1_BRANDS = new Set(['avif', 'avis']);

/** The `ftyp` box's brands, when the bytes start with one. */
function ftypBrands(input: Buffer): { major: string; compatible: string[] } | undefined {
  if (input.length < 16 || input.toString('latin1', 4, 8) !== 'ftyp') return undefined;
  const size = Math.min(input.readUInt32BE(0), input.length);
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= size; offset += 4) compatible.push(input.toString('latin1', offset, offset + 4));
  return { major: input.toString('latin1', 8, 12), compatible };
}

/**
 * Whether the bytes are a HEVC-coded HEIF picture (a phone's HEIC), judged by the `ftyp` brand,
 * never the file's name or the browser's type. The prebuilt libvips in sharp reads AVIF but not
 * these: they are decoded by libheif compiled to WebAssembly (heic-decode).
 */
export function isHevcHeif(input: Buffer): boolean {
  const brands = ftypBrands(input);
  if (!brands) return false;
  if (HEVC_BRANDS.has(brands.major)) return true;
  return GENERIC_BRANDS.has(brands.major) && !brands.compatible.some((brand) => AV1_BRANDS.has(brand));
}

/** Whether every pixel's alpha (each fourth byte) is full: libheif gives RGBA even for photos without any. */
function isOpaque(rgba: Uint8ClampedArray): boolean {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 255) return false;
  return true;
}

export class TooManyPixelsError extends Error {
  readonly maxPixels: number;

  constructor(maxPixels: number) {
    super(`The picture has more than ${maxPixels} pixels.`);
    this.name = 'TooManyPixelsError';
    this.maxPixels = maxPixels;
  }
}

/**
 * Decodes the primary picture of a HEIC file to RGBA pixels, turned as the file's own
 * transformations say (libheif applies `irot`/`imir`; HEIF ignores EXIF orientation). The size is
 * read from the container first: past `maxPixels`, nothing is decoded.
 */
export async function decodeHevcHeif(
  input: Buffer,
  maxPixels: number,
): Promise<{ width: number; height: number; data: Buffer; opaque: boolean }> {
  const images = await decodeHeic.all({ buffer: input });
  try {
    const [primary] = images;
    if (!primary) throw new Error('The HEIF file holds no picture.');
    if (primary.width * primary.height > maxPixels) throw new TooManyPixelsError(maxPixels);
    const { width, height, data } = await primary.decode();
    return { width, height, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), opaque: isOpaque(data) };
  } finally {
    images.dispose();
  }
}
