import sharp from 'sharp';
import { ESTIMATE_LIMITS } from '../../contract/estimates.ts';

const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
/** The PNG file signature. */
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const SIGNATURE_MESSAGES = {
  notPng:
    'The drawn signature did not come through as a picture. Clear it and draw it again, or leave it out: the typed name is the signature.',
  tooLarge: `The drawn signature is too large. Clear it and draw it again, smaller.`,
} as const;

export type SignatureResult = { ok: true; png: Buffer | null } | { ok: false; message: string };

/**
 * The drawn signature as the page's script sends it (a PNG data: URL), or nothing. Refused when it
 * is not a PNG, is larger than ESTIMATE_LIMITS.signatureMaxBytes or more pixels a side than the
 * limits; kept re-encoded by the gateway, so no metadata (text chunks, times, profiles) and nothing
 * after the image comes along.
 */
export async function readSignature(field: string | undefined): Promise<SignatureResult> {
  if (field === undefined || field === '') return { ok: true, png: null };
  // Base64 is 4 characters for 3 bytes: a field longer than the byte limit's encoding is refused unread.
  if (field.length > Math.ceil((ESTIMATE_LIMITS.signatureMaxBytes * 4) / 3) + 32) {
    return { ok: false, message: SIGNATURE_MESSAGES.tooLarge };
  }
  const match = DATA_URL.exec(field);
  if (!match?.[1]) return { ok: false, message: SIGNATURE_MESSAGES.notPng };
  const bytes = Buffer.from(match[1], 'base64');
  if (bytes.length > ESTIMATE_LIMITS.signatureMaxBytes) return { ok: false, message: SIGNATURE_MESSAGES.tooLarge };
  if (!bytes.subarray(0, 8).equals(PNG_MAGIC)) return { ok: false, message: SIGNATURE_MESSAGES.notPng };
  try {
    const pixelLimit = ESTIMATE_LIMITS.signatureMaxWidth * ESTIMATE_LIMITS.signatureMaxHeight;
    const image = sharp(bytes, { limitInputPixels: pixelLimit, failOn: 'error' });
    const { format, width = 0, height = 0 } = await image.metadata();
    if (format !== 'png') return { ok: false, message: SIGNATURE_MESSAGES.notPng };
    if (width > ESTIMATE_LIMITS.signatureMaxWidth || height > ESTIMATE_LIMITS.signatureMaxHeight) {
      return { ok: false, message: SIGNATURE_MESSAGES.tooLarge };
    }
    // sharp writes no metadata unless asked (withMetadata): the text chunks and times stay behind.
    const png = await image.png({ compressionLevel: 9, palette: false }).toBuffer();
    return { ok: true, png };
  } catch {
    return { ok: false, message: SIGNATURE_MESSAGES.notPng };
  }
}
