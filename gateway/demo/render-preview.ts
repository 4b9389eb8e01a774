/**
 * Renders every demo picture so a person can look at them: one PNG per picture at
 * PREVIEW_WIDTH and a contact sheet of all of them. Also times each picture at full size: the
 * SVG rasterised alone, and rasterised and encoded as WebP the way the image pipeline stores it.
 * Usage: node gateway/demo/render-preview.ts <outDir>
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { DEMO_GALLERY } from './demo-gallery.ts';

const PREVIEW_WIDTH = 800;
const SHEET_COLUMNS = 4;
const SHEET_CELL_WIDTH = 400;
const SHEET_CELL_HEIGHT = 300;
const SHEET_GAP = 16;
const SHEET_BACKGROUND = '#f4f2ee';

function slug(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const outDir = process.argv[2];
if (!outDir) {
  console.error('Usage: node gateway/demo/render-preview.ts <outDir>');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

/** Every picture the demo stores: each project's, and after it the before picture of those that have one. */
const PICTURES = DEMO_GALLERY.flatMap((item) => [
  item,
  ...(item.beforeSvg ? [{ ...item, title: `${item.title} (before)`, svg: item.beforeSvg }] : []),
]);

const tiles: OverlayOptions[] = [];
let totalRasterMs = 0;
let totalWebpMs = 0;
for (const [index, item] of PICTURES.entries()) {
  const svg = Buffer.from(item.svg());
  const started = performance.now();
  await sharp(svg).raw().toBuffer();
  const rasterMs = performance.now() - started;
  await sharp(svg).resize({ width: item.width }).webp().toBuffer();
  const webpMs = performance.now() - started - rasterMs;
  totalRasterMs += rasterMs;
  totalWebpMs += webpMs;
  const name = `${String(index + 1).padStart(2, '0')}-${slug(item.title)}.png`;
  await sharp(svg).resize({ width: PREVIEW_WIDTH }).png().toFile(join(outDir, name));
  tiles.push({
    input: await sharp(svg)
      .resize({ width: SHEET_CELL_WIDTH, height: SHEET_CELL_HEIGHT, fit: 'inside' })
      .png()
      .toBuffer(),
    left: SHEET_GAP + (index % SHEET_COLUMNS) * (SHEET_CELL_WIDTH + SHEET_GAP),
    top: SHEET_GAP + Math.floor(index / SHEET_COLUMNS) * (SHEET_CELL_HEIGHT + SHEET_GAP),
  });
  const timing = `${rasterMs.toFixed(0).padStart(4)} ms raster, ${webpMs.toFixed(0).padStart(4)} ms raster + WebP`;
  console.log(
    `${name.padEnd(64)} ${(svg.byteLength / 1024).toFixed(1).padStart(5)} KB  ${timing} at ${item.width}×${item.height}  ${item.category}${item.featured ? ' ★' : ''}`,
  );
}

const rows = Math.ceil(PICTURES.length / SHEET_COLUMNS);
await sharp({
  create: {
    width: SHEET_GAP + SHEET_COLUMNS * (SHEET_CELL_WIDTH + SHEET_GAP),
    height: SHEET_GAP + rows * (SHEET_CELL_HEIGHT + SHEET_GAP),
    channels: 3,
    background: SHEET_BACKGROUND,
  },
})
  .composite(tiles)
  .png()
  .toFile(join(outDir, 'contact-sheet.png'));
console.log(
  `${PICTURES.length} pictures at full size: ${totalRasterMs.toFixed(0)} ms rasterising, ${totalWebpMs.toFixed(0)} ms rasterising + WebP; contact sheet in ${join(outDir, 'contact-sheet.png')}`,
);
