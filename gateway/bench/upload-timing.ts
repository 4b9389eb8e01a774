// Prints how long the gateway takes to accept one 12-megapixel phone JPEG (upload through
// stored variants, median of 5) and how many bytes the stored WebP copies take against it.
// Run: node bench/upload-timing.ts   (from gateway/)
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp } from '../src/testing/test-app.ts';
import { phonePhoto } from '../src/testing/test-pictures.ts';

const RUNS = 5;
const gateway = await startTestApp();
const token = await gateway.signIn();
const times: number[] = [];
let stored = 0;
let original = 0;

for (let run = 0; run < RUNS; run += 1) {
  // A different picture each run: the same bytes would share their stored files.
  const photo = await phonePhoto({ width: 4000 + run * 4, height: 3000 });
  original = photo.length;
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${run}.jpg`);
  const started = performance.now();
  const response = await fetch(`${gateway.url}/api/admin/gallery`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  times.push(performance.now() - started);
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  const item = (await response.json()) as { image: { variants: Array<{ width: number; url: string }> } };
  stored = item.image.variants.reduce(
    (sum, variant) => sum + statSync(join(gateway.uploadsDir, variant.url.replace('/uploads/', ''))).size,
    0,
  );
  console.log(
    `run ${run + 1}: ${times.at(-1)?.toFixed(0)} ms, original ${(original / 1e6).toFixed(2)} MB, stored ${(stored / 1e3).toFixed(0)} kB (${item.image.variants.map((variant) => variant.width).join('/')} px)`,
  );
}
await gateway.close();

const sorted = [...times].sort((a, b) => a - b);
console.log(
  `12 MP JPEG upload, median of ${RUNS}: ${sorted[Math.floor(RUNS / 2)]?.toFixed(0)} ms (min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)})`,
);
console.log(
  `bytes: original ${original.toLocaleString('en')} B, all stored widths ${stored.toLocaleString('en')} B, saved ${(100 * (1 - stored / original)).toFixed(1)} %`,
);
