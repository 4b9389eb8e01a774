// Prints how long the gateway takes to accept one 12-megapixel phone JPEG (upload through
// stored variants, median of 5) and how many bytes the stored WebP copies take against it;
// then the same for quote requests carrying 5 twelve-megapixel photos each: the time from the
// last byte sent to the 201 of each photo upload and of the request that claims them, and the
// bytes kept against the bytes sent.
// Run: node bench/upload-timing.ts   (from gateway/)
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { QUOTE_FORM_MIN_FILL_MS, QUOTE_PHOTOS_MAX } from '../contract/quote-requests.ts';
import { DATA_FILES } from '../src/data-files.ts';
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

const sorted = [...times].sort((a, b) => a - b);
console.log(
  `12 MP JPEG upload, median of ${RUNS}: ${sorted[Math.floor(RUNS / 2)]?.toFixed(0)} ms (min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)})`,
);
console.log(
  `bytes: original ${original.toLocaleString('en')} B, all stored widths ${stored.toLocaleString('en')} B, saved ${(100 * (1 - stored / original)).toFixed(1)} %`,
);

/** Sends a body with node:http and times from its last byte handed to the socket to the answer's end. */
function timedPost(path: string, type: string, body: Buffer): Promise<{ status: number; text: string; ms: number }> {
  const { hostname, port } = new URL(gateway.url);
  return new Promise((resolve, reject) => {
    let sentAt = 0;
    const outgoing = request(
      { hostname, port, path, method: 'POST', headers: { 'Content-Type': type, 'Content-Length': body.length } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString(),
            ms: performance.now() - sentAt,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body, () => {
      sentAt = performance.now();
    });
  });
}

function multipart(fields: Record<string, string>, file: Buffer, fileName: string): { type: string; body: Buffer } {
  const boundary = `bench${randomBytes(12).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { type: `multipart/form-data; boundary=${boundary}`, body };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A phone photo with a camera's fine sensor noise at full resolution: 3–6 MB, as phones send them. */
async function noisyPhonePhoto(width: number): Promise<Buffer> {
  const height = 3000;
  const noise = { type: 'gaussian', mean: 128, sigma: 28 } as const;
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(await phonePhoto({ width, height }))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const QUOTE_RUNS = 3;
const photos: Buffer[] = [];
for (let index = 0; index < QUOTE_PHOTOS_MAX; index += 1) photos.push(await noisyPhonePhoto(4000 + index * 4));
const photoTimes: number[] = [];
const requestTimes: number[] = [];
let photoBytesSent = 0;
let bodyBytesSent = 0;
for (let run = 0; run < QUOTE_RUNS; run += 1) {
  const { token } = (await (await fetch(`${gateway.url}/api/contact/token`)).json()) as { token: string };
  const ids: string[] = [];
  for (const [index, photo] of photos.entries()) {
    const { type, body } = multipart({ formToken: token }, photo, `IMG_${run}${index}.jpg`);
    const answer = await timedPost('/api/contact/photos', type, body);
    if (answer.status !== 201) throw new Error(`photo upload answered ${answer.status}: ${answer.text}`);
    ids.push((JSON.parse(answer.text) as { id: string }).id);
    photoTimes.push(answer.ms);
    photoBytesSent += photo.length;
    bodyBytesSent += body.length;
  }
  gateway.advanceClock(QUOTE_FORM_MIN_FILL_MS);
  const quote = JSON.stringify({
    name: 'Maria Gonzalez',
    email: 'maria@example.com',
    address: '1234 SE Tacoma St, 97202',
    details: 'Peeling paint on the north side of the house, two storeys.',
    preferredContact: 'email',
    formToken: token,
    photos: ids,
  });
  const answer = await timedPost('/api/contact', 'application/json', Buffer.from(quote));
  if (answer.status !== 201) throw new Error(`quote request answered ${answer.status}: ${answer.text}`);
  requestTimes.push(answer.ms);
  bodyBytesSent += Buffer.byteLength(quote);
  console.log(
    `quote ${run + 1}: photos ${photoTimes
      .slice(-QUOTE_PHOTOS_MAX)
      .map((ms) => ms.toFixed(0))
      .join(', ')} ms; request ${answer.ms.toFixed(1)} ms`,
  );
}
const photoFolder = join(gateway.dataDir, DATA_FILES.quotePhotos);
const photoBytesStored = readdirSync(photoFolder).reduce(
  (sum, name) => sum + statSync(join(photoFolder, name)).size,
  0,
);
await gateway.close();

console.log(
  `quote request with ${QUOTE_PHOTOS_MAX} photos of 12 MP (${photos.map((photo) => (photo.length / 1e6).toFixed(2)).join(', ')} MB), ${QUOTE_RUNS} requests:`,
);
console.log(
  `  last byte sent → 201, median: each photo ${median(photoTimes).toFixed(0)} ms (min ${Math.min(...photoTimes).toFixed(0)}, max ${Math.max(...photoTimes).toFixed(0)}); the request claiming them ${median(requestTimes).toFixed(1)} ms; all ${QUOTE_PHOTOS_MAX} photos one after another ${(median(photoTimes) * QUOTE_PHOTOS_MAX).toFixed(0)} ms`,
);
console.log(
  `  bytes: sent ${bodyBytesSent.toLocaleString('en')} B (photos ${photoBytesSent.toLocaleString('en')} B), stored ${photoBytesStored.toLocaleString('en')} B (thumbnail + full WebP), ratio stored/sent ${(photoBytesStored / bodyBytesSent).toFixed(4)} (${(100 * (1 - photoBytesStored / bodyBytesSent)).toFixed(1)} % saved)`,
);
