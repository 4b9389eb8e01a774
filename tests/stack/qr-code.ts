import jsQRModule from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

// A CommonJS module whose exports carry the function as `default` too: the one TypeScript types.
const jsQR = jsQRModule.default;

/** Reads the QR code in the page's picture as a phone's camera would: from its pixels. */
export async function scanQrCode(page: Page): Promise<string> {
  const picture = page.getByRole('img', { name: /QR code/ });
  await picture.waitFor();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shot = await picture.screenshot();
  const { data, info } = await sharp(shot).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  if (!decoded) throw new Error(`no QR code could be read from the ${info.width}×${info.height} picture`);
  return decoded.data;
}
