import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * A camera-like JPEG: 4000 × 3000 (12 MP) of smooth colour with grain, stored sideways with
 * EXIF orientation 6 (as phones do) and carrying GPS coordinates and a camera model.
 */
export async function phonePhoto({ width = 4000, height = 3000 } = {}): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width: width / 4,
      height: height / 4,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .resize(width, height)
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">` +
      '<stop offset="0" stop-color="#7f9a88"/><stop offset="0.6" stop-color="#e8dcc4"/><stop offset="1" stop-color="#b4451f"/>' +
      `</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 39/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF data holds a GPS block: the GPS IFD pointer, tag 0x8825, in either byte order. */
export function hasGpsBlock(exif: Buffer | undefined): boolean {
  return exif !== undefined && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

/**
 * A real HEVC-coded HEIC as phones write them (brand `heic`), 64 × 48, with EXIF orientation 6 and
 * GPS coordinates: top-left quarter red, top-right green, bottom-left blue, bottom-right white.
 * Made once from such a JPEG (sharp, with the EXIF of phonePhoto) with libheif 1.15's encoder:
 *   heif-enc -q 60 -o sideways-64x48.heic sideways-64x48.jpg
 * heif-enc 1.15 copies the EXIF block (orientation and GPS) but writes no `irot` box, and HEIF
 * decoders follow `irot`, never EXIF orientation: upright, this picture is 64 × 48 as stored.
 */
export const HEIC_FIXTURE = fileURLToPath(new URL('./fixtures/sideways-64x48.heic', import.meta.url));
