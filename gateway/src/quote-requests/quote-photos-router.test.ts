import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  QUOTE_FORM_MIN_FILL_MS,
  QUOTE_PHOTO_MAX_BYTES,
  QUOTE_PHOTOS_MAX,
  QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR,
  type QuotePhotoReceipt,
  quotePhotoPath,
} from '../../contract/quote-requests.ts';
import { DATA_FILES } from '../data-files.ts';
import { createLogger } from '../logger.ts';
import { QUOTE_REQUEST } from '../testing/quote-request-fixture.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { HEIC_FIXTURE, hasGpsBlock, phonePhoto } from '../testing/test-pictures.ts';
import { createQuotePhotoCleanup, UNCLAIMED_PHOTO_MAX_AGE_MS } from './quote-photo-cleanup.ts';
import { QUOTE_PHOTO_FILE_MODE, QUOTE_PHOTO_FOLDER_MODE, storeQuotePhoto } from './quote-photo-files.ts';
import { QUOTE_PHOTO_MESSAGES } from './quote-photos-router.ts';
import { FORM_ALREADY_SENT, PHOTOS_NOT_ATTACHED } from './quote-request-intake.ts';

let gateway: TestApp;
let folder: string;
beforeEach(async () => {
  gateway = await startTestApp();
  folder = join(gateway.dataDir, DATA_FILES.quotePhotos);
});
afterEach(async () => {
  await gateway.close();
});

async function formToken(): Promise<string> {
  return ((await (await fetch(`${gateway.url}/api/contact/token`)).json()) as { token: string }).token;
}

function sendPhoto(file: Buffer, token: string, name = 'IMG_0001.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.set('formToken', token);
  form.set('photo', new Blob([new Uint8Array(file)], { type }), name);
  return fetch(`${gateway.url}/api/contact/photos`, { method: 'POST', body: form });
}

async function uploaded(file: Buffer, token: string): Promise<QuotePhotoReceipt> {
  const response = await sendPhoto(file, token);
  expect(response.status).toBe(201);
  return (await response.json()) as QuotePhotoReceipt;
}

async function submit(token: string, photos: string[]) {
  gateway.advanceClock(QUOTE_FORM_MIN_FILL_MS);
  return fetch(`${gateway.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...QUOTE_REQUEST, formToken: token, photos }),
  });
}

async function expectPhotoRefused(response: Response, message: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: { fields: { photo: message } } });
}

const solidPng = (colour: string, width = 120, height = 90) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
let bombPng: Promise<Buffer> | undefined;
/** 16,000 × 16,000 (256 MP) of white: a few hundred kB as PNG, made once. */
const overPixelLimit = () => {
  bombPng ??= sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return bombPng;
};
const photoRows = () => Number(gateway.db.prepare('SELECT count(*) AS n FROM quote_photos').get()?.n);
const requestRows = () => Number(gateway.db.prepare('SELECT count(*) AS n FROM contact_requests').get()?.n);
const filesIn = () => (existsSync(folder) ? readdirSync(folder).sort() : []);
const fileOf = (id: string, size: string) => join(folder, `${id}-${size}.webp`);

describe('POST /api/contact/photos', () => {
  it('stores a phone JPEG upright as a thumbnail and a full copy, with no EXIF, GPS or other metadata, privately', async () => {
    const photo = await phonePhoto({ width: 2400, height: 1800 });
    const original = await sharp(photo).metadata();
    expect([original.orientation, hasGpsBlock(original.exif)]).toEqual([6, true]);

    const receipt = await uploaded(photo, await formToken());
    // Orientation 6: the 2400 × 1800 sensor image is a portrait once upright, its longest side 1600.
    expect(receipt).toMatchObject({ width: 1200, height: 1600 });
    expect(receipt.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const [size, width, height] of [
      ['thumbnail', 240, 320],
      ['full', 1200, 1600],
    ] as const) {
      const meta = await sharp(fileOf(receipt.id, size)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(statSync(fileOf(receipt.id, size)).mode & 0o777).toBe(QUOTE_PHOTO_FILE_MODE);
    }
    expect(statSync(folder).mode & 0o777).toBe(QUOTE_PHOTO_FOLDER_MODE);
    // Nothing of it reaches the public site.
    expect(JSON.stringify(readdirSync(gateway.publicDir, { recursive: true }))).not.toContain(receipt.id);
    expect(filesIn()).toHaveLength(2);
  });

  it('takes a phone’s HEIC (HEVC) picture by its content, turned as HEIF says, never enlarged, without its EXIF', async () => {
    const heic = readFileSync(HEIC_FIXTURE);
    const receipt = await uploaded(heic, await formToken());
    expect(receipt).toMatchObject({ width: 64, height: 48 });
    const full = sharp(fileOf(receipt.id, 'full'));
    const meta = await full.metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      'webp',
      64,
      48,
      undefined,
      undefined,
    ]);
    // Top-left red, bottom-right white: the picture as stored, the quarters where they were.
    const { data, info } = await full.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 64 + x) * info.channels, (y * 64 + x) * info.channels + 3),
    ];
    expect(pixel(4, 4)[0]).toBeGreaterThan(180);
    expect(pixel(4, 4)[2]).toBeLessThan(80);
    expect(Math.min(...pixel(60, 44))).toBeGreaterThan(200);
  });

  it('refuses a sixth photo under the same form token', async () => {
    const token = await formToken();
    for (let index = 0; index < QUOTE_PHOTOS_MAX; index += 1) await uploaded(await solidPng(`#10${index}0a0`), token);
    await expectPhotoRefused(await sendPhoto(await solidPng('#ffffff'), token), 'You can attach at most 5 photos.');
    expect(photoRows()).toBe(QUOTE_PHOTOS_MAX);
    expect(filesIn()).toHaveLength(2 * QUOTE_PHOTOS_MAX);
  });

  it('refuses a photo over 15 MB, a file that is not a picture and a picture over 52 megapixels, each with its own message', async () => {
    const token = await formToken();
    const png = await solidPng('#336699');
    const huge = Buffer.concat([png, Buffer.alloc(QUOTE_PHOTO_MAX_BYTES + 1 - png.length)]);
    await expectPhotoRefused(await sendPhoto(huge, token), 'That photo is larger than 15 MB.');
    await expectPhotoRefused(
      await sendPhoto(Buffer.from('not a photo at all\n'.repeat(40)), token, 'IMG_0002.heic', 'image/heic'),
      'That file is not a photo: send a JPEG, PNG, WebP or HEIC picture.',
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expectPhotoRefused(await sendPhoto(svg, token, 'x.svg', 'image/svg+xml'), QUOTE_PHOTO_MESSAGES.notAPhoto);
    const bomb = await overPixelLimit();
    await expectPhotoRefused(
      await sendPhoto(bomb, token, 'big.png', 'image/png'),
      'That picture is too large: at most 52 megapixels.',
    );
    expect([photoRows(), filesIn()]).toEqual([0, []]);
  }, 30_000);

  it('refuses a photo with a forged or expired form token', async () => {
    const png = await solidPng('#884422');
    const forged = await sendPhoto(png, '1700000000000.AAAA');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({
      error: { code: 'form_expired', fields: { photo: QUOTE_PHOTO_MESSAGES.formExpired } },
    });
    const token = await formToken();
    gateway.advanceClock(25 * 3600 * 1000);
    expect((await sendPhoto(png, token)).status).toBe(400);
    expect(photoRows()).toBe(0);
  });

  it(`answers 429 with Retry-After past ${QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR} photos from one address in an hour`, async () => {
    const png = await solidPng('#225544', 40, 30);
    for (let form = 0; form < QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR / QUOTE_PHOTOS_MAX; form += 1) {
      const token = await formToken();
      const ids: string[] = [];
      for (let index = 0; index < QUOTE_PHOTOS_MAX; index += 1) ids.push((await uploaded(png, token)).id);
      // Sent with their requests: unclaimed ones would be held back by their own cap an hour on.
      await submit(token, ids);
    }
    const refused = await sendPhoto(png, await formToken());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    gateway.advanceClock(3600 * 1000);
    expect((await sendPhoto(png, await formToken())).status).toBe(201);
  }, 30_000);

  it('answers 503 past the total size of all photos kept, storing nothing', async () => {
    const full = await startTestApp({ quotePhotosMaxTotalMb: 0 });
    try {
      const form = new FormData();
      const token = ((await (await fetch(`${full.url}/api/contact/token`)).json()) as { token: string }).token;
      form.set('formToken', token);
      form.set('photo', new Blob([new Uint8Array(await solidPng('#000000'))]), 'a.png');
      const response = await fetch(`${full.url}/api/contact/photos`, { method: 'POST', body: form });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        error: { message: "We can't take photos right now; send your request without them, or e-mail them to us." },
      });
      expect(existsSync(join(full.dataDir, DATA_FILES.quotePhotos))).toBe(false);
    } finally {
      await full.close();
    }
  });

  it('answers 503 and keeps no files when the database cannot take the photo’s row', async () => {
    const token = await formToken();
    gateway.db.exec('PRAGMA query_only = ON');
    try {
      const response = await sendPhoto(await solidPng('#7a3b2e'), token);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { code: 'storage_unavailable' } });
    } finally {
      gateway.db.exec('PRAGMA query_only = OFF');
    }
    expect(filesIn()).toEqual([]);
  });
});

describe('storeQuotePhoto on a full disk', () => {
  it('removes the copy it wrote before the disk filled, and throws the system’s error', async () => {
    let writes = 0;
    const failSecond = async (target: string, data: Uint8Array) => {
      writes += 1;
      if (writes === 2) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      writeFileSync(target, data);
    };
    await expect(storeQuotePhoto(await solidPng('#123456'), folder, failSecond)).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    expect([writes, filesIn()]).toEqual([2, []]);
  });
});

describe('a quote request with photos', () => {
  it('claims the photos of its own form, and the owner sees and fetches them with the request', async () => {
    const token = await formToken();
    const first = await uploaded(await phonePhoto({ width: 800, height: 600 }), token);
    const second = await uploaded(await solidPng('#aa8844', 2000, 1000), token);
    const response = await submit(token, [first.id, second.id]);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };

    const owner = await gateway.signIn();
    const auth = { Authorization: `Bearer ${owner}` };
    const message = await (await fetch(`${gateway.url}/api/admin/messages/${id}`, { headers: auth })).json();
    expect(message).toMatchObject({
      photoCount: 2,
      photos: [
        { id: first.id, width: 600, height: 800 },
        { id: second.id, width: 1600, height: 800 },
      ],
    });
    const list = (await (await fetch(`${gateway.url}/api/admin/messages`, { headers: auth })).json()) as {
      items: Array<{ id: number; photoCount: number }>;
    };
    expect(list.items.find((item) => item.id === id)?.photoCount).toBe(2);

    const thumbnail = await fetch(`${gateway.url}${quotePhotoPath(id, second.id, 'thumbnail')}`, { headers: auth });
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(thumbnail.headers.get('cache-control')).toBe('private, no-store');
    expect(thumbnail.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([320, 160]);
  });

  it('refuses photos uploaded under another form token, storing nothing and leaving them unclaimed', async () => {
    const otherForm = await formToken();
    const theirs = await uploaded(await solidPng('#445566'), otherForm);
    gateway.advanceClock(1);
    const token = await formToken();
    const mine = await uploaded(await solidPng('#665544'), token);
    const response = await submit(token, [mine.id, theirs.id]);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { photos: PHOTOS_NOT_ATTACHED } } });
    expect(requestRows()).toBe(0);
    expect(gateway.db.prepare('SELECT count(*) AS n FROM quote_photos WHERE request_id IS NOT NULL').get()).toEqual({
      n: 0,
    });
    // Nor can a photo be claimed twice, or one that was never uploaded.
    expect((await submit(token, [mine.id])).status).toBe(201);
    const another = await formToken();
    expect((await submit(another, [mine.id])).status).toBe(400);
    expect((await submit(another, ['AAAAAAAAAAAAAAAAAAAAAA'])).status).toBe(400);
    expect((await submit(another, ['../../site.db'])).status).toBe(400);
    // A refused claim spends no token: the request and the spending are one transaction.
    expect((await submit(another, [])).status).toBe(201);
  });

  it('spends the form token with its request: the photos go with it, and a second send under the token gets 409 and changes nothing', async () => {
    const token = await formToken();
    const photo = await uploaded(await solidPng('#336699'), token);
    const first = await submit(token, [photo.id]);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };

    const again = await submit(token, []);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: 'form_spent', message: FORM_ALREADY_SENT } });
    expect(requestRows()).toBe(1);
    expect(gateway.db.prepare('SELECT id, request_id FROM quote_photos').all()).toEqual([
      { id: photo.id, request_id: id },
    ]);
  });

  it('serves a photo only to the signed-in owner, and only under its own request', async () => {
    const token = await formToken();
    const photo = await uploaded(await solidPng('#334455'), token);
    const { id } = (await (await submit(token, [photo.id])).json()) as { id: number };
    const other = (await (await submit(await formToken(), [])).json()) as { id: number };
    const owner = { Authorization: `Bearer ${await gateway.signIn()}` };
    const get = (path: string, headers: Record<string, string> = owner) => fetch(`${gateway.url}${path}`, { headers });

    expect((await get(quotePhotoPath(id, photo.id, 'full'), {})).status).toBe(401);
    expect((await get(quotePhotoPath(id, photo.id, 'full'), { Authorization: 'Bearer not.a.token' })).status).toBe(401);
    expect((await get(quotePhotoPath(id, photo.id, 'full'))).status).toBe(200);
    expect((await get(quotePhotoPath(other.id, photo.id, 'full'))).status).toBe(404);
    expect((await get(`/api/admin/messages/${id}/photos/${photo.id}/original`)).status).toBe(404);
    expect((await get(`/api/admin/messages/${id}/photos/..%2F..%2Fsite.db/full`)).status).toBe(404);
  });

  it('deletes its photos’ files with the request', async () => {
    const token = await formToken();
    const photo = await uploaded(await solidPng('#556677'), token);
    const keep = await uploaded(await solidPng('#776655'), await formToken());
    const { id } = (await (await submit(token, [photo.id])).json()) as { id: number };
    const owner = { Authorization: `Bearer ${await gateway.signIn()}` };
    const response = await fetch(`${gateway.url}/api/admin/messages/${id}`, { method: 'DELETE', headers: owner });
    expect(response.status).toBe(204);
    expect(filesIn()).toEqual([`${keep.id}-full.webp`, `${keep.id}-thumbnail.webp`].sort());
    expect(photoRows()).toBe(1);
  });
});

describe('the quote photo sweep', () => {
  it('deletes photos no request claimed within an hour, and files with no row, keeping claimed ones', async () => {
    const token = await formToken();
    const claimed = await uploaded(await solidPng('#111111'), token);
    await submit(token, [claimed.id]);
    const unclaimed = await uploaded(await solidPng('#222222'), await formToken());
    const stray = join(folder, 'AAAAAAAAAAAAAAAAAAAAAA-full.webp');
    writeFileSync(stray, 'left by a crash');
    const longAgo = new Date(Date.now() - 3600 * 1000);
    utimesSync(stray, longAgo, longAgo);

    let now = Date.now();
    const sweep = createQuotePhotoCleanup({
      photos: gateway.modules.records.photos,
      folder,
      clock: () => now,
      logger: createLogger('silent'),
    });
    expect(await sweep.sweep()).toEqual({ unclaimed: 0, orphanFiles: 1 });
    expect(existsSync(fileOf(unclaimed.id, 'full'))).toBe(true);

    now += UNCLAIMED_PHOTO_MAX_AGE_MS + 60_000;
    expect(await sweep.sweep()).toEqual({ unclaimed: 1, orphanFiles: 0 });
    expect(filesIn()).toEqual([`${claimed.id}-full.webp`, `${claimed.id}-thumbnail.webp`].sort());
  });
});

describe('POST /api/admin/gallery with phone pictures', () => {
  const upload = async (file: Buffer, name: string) => {
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(file)]), name);
    return fetch(`${gateway.url}/api/admin/gallery`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await gateway.signIn()}` },
      body: form,
    });
  };

  it('takes a HEIC picture through the same decoding', async () => {
    const response = await upload(readFileSync(HEIC_FIXTURE), 'IMG_0003.HEIC');
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ image: { width: 64, height: 48 } });
  });

  it('tells a picture over 52 megapixels that it is too large, not that it is no picture', async () => {
    const bomb = await overPixelLimit();
    const response = await upload(bomb, 'big.png');
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: { code: 'too_many_pixels', message: 'That picture is too large: at most 52 megapixels.' },
    });
  }, 30_000);
});
