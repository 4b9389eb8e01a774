import jsQRModule from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { TEST_ADMIN } from './start-stack.ts';

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

/**
 * On the Account page at `origin`, starts turning on two-step sign-in as the owner does (the
 * button, the current password, Continue) and reads the QR code it then shows: the otpauth URI an
 * authenticator app would take, and the panel holding the rest of the setup.
 */
export async function startTwoStepSetup(page: Page, origin: string): Promise<{ panel: Locator; uri: string }> {
  await page.goto(`${origin}/admin/dashboard/account`);
  const panel = page.getByRole('region', { name: 'Two-step sign-in' });
  await panel.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await panel.getByLabel('Current password').fill(TEST_ADMIN.password);
  await panel.getByRole('button', { name: 'Continue' }).click();
  return { panel, uri: await scanQrCode(page) };
}
