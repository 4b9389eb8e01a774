import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INK_COLOUR, PAGE_COLOUR } from '@painting-site/gateway/contract/brand';
import { DASHBOARD_SCOPE } from '@painting-site/gateway/contract/push-alerts';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_APPLE_TOUCH_ICON_PATH } from './dashboard-icons.ts';
import { DASHBOARD_MANIFEST } from './dashboard-manifest.ts';

/** A file the build copies from web/public, by the path the site serves it at. */
const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../public');
const publicFile = (path: string) => readFileSync(join(PUBLIC_DIR, path));

/** A PNG's width × height, from its IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe("the dashboard's web app manifest", () => {
  it('opens the dashboard in its own window and stays inside the dashboard', () => {
    expect(DASHBOARD_MANIFEST.scope).toBe(DASHBOARD_SCOPE);
    expect(DASHBOARD_MANIFEST.start_url.startsWith(DASHBOARD_SCOPE)).toBe(true);
    expect(DASHBOARD_MANIFEST.display).toBe('standalone');
    expect(DASHBOARD_MANIFEST.theme_color).toBe(INK_COLOUR);
    expect(DASHBOARD_MANIFEST.background_color).toBe(PAGE_COLOUR);
  });

  it('names icons of 192 and 512 px (one maskable) that exist at the size it says', () => {
    const sizes = DASHBOARD_MANIFEST.icons.map(({ src, sizes: declared }) => {
      expect(pngSize(publicFile(src))).toBe(declared);
      return declared;
    });
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(DASHBOARD_MANIFEST.icons.some((icon) => 'purpose' in icon && icon.purpose === 'maskable')).toBe(true);
  });

  it('has the Home Screen icon iOS asks for: 180 px, opaque', () => {
    const png = publicFile(DASHBOARD_APPLE_TOUCH_ICON_PATH);
    expect(pngSize(png)).toBe('180x180');
  });
});
