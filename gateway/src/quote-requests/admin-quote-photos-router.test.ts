import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  OWNER_PHOTOS_PER_REQUEST,
  QUOTE_FORM_MIN_FILL_MS,
  type QuoteRequest,
  quotePhotoPath,
  requestPhotosPath,
} from '../../contract/quote-requests.ts';
import { DATA_FILES } from '../data-files.ts';
import { QUOTE_REQUEST } from '../testing/quote-request-fixture.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { hasGpsBlock, phonePhoto } from '../testing/test-pictures.ts';
import { OWNER_PHOTO_MESSAGES } from './admin-quote-photos-router.ts';

let gateway: TestApp;
let owner: string;
beforeEach(async () => {
  gateway = await startTestApp();
  owner = await gateway.signIn();
});
afterEach(async () => {
  await gateway.close();
});

const solidPng = (colour: string) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
    .png()
    .toBuffer();
const photoRows = () => Number(gateway.db.prepare('SELECT count(*) AS n FROM quote_photos').get()?.n);
const folder = () => join(gateway.dataDir, DATA_FILES.quotePhotos);
const filesIn = () => (existsSync(folder()) ? readdirSync(folder()) : []);

async function aRequest(): Promise<number> {
  const { token } = (await (await fetch(`${gateway.url}/api/contact/token`)).json()) as { token: string };
  gateway.advanceClock(QUOTE_FORM_MIN_FILL_MS);
  const response = await fetch(`${gateway.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...QUOTE_REQUEST, formToken: token, photos: [] }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** `token` null: sent with none. */
function addPhoto(requestId: number, file: Buffer, token: string | null = owner, type = 'image/jpeg') {
  const form = new FormData();
  form.set('photo', new Blob([new Uint8Array(file)], { type }), 'IMG_2041.jpg');
  return fetch(`${gateway.url}${requestPhotosPath(requestId)}`, {
    method: 'POST',
    body: form,
    headers: token === null ? {} : { Authorization: `Bearer ${token}` },
  });
}

const theRequest = async (id: number) =>
  (await (
    await fetch(`${gateway.url}/api/admin/messages/${id}`, { headers: { Authorization: `Bearer ${owner}` } })
  ).json()) as QuoteRequest;

describe('POST /api/admin/messages/:id/photos (the owner adds a photo of her own)', () => {
  it('stores it upright without its GPS, lists it with the request as hers, and serves it to her', async () => {
    const id = await aRequest();
    const photo = await phonePhoto({ width: 1600, height: 1200 });
    expect(hasGpsBlock((await sharp(photo).metadata()).exif)).toBe(true);

    const response = await addPhoto(id, photo);
    expect(response.status).toBe(201);
    const added = (await response.json()) as { id: string; width: number; height: number; addedBy: string };
    // Orientation 6: the landscape sensor picture is a portrait once upright.
    expect(added).toMatchObject({ width: 1200, height: 1600, addedBy: 'owner' });

    expect((await theRequest(id)).photos).toEqual([{ id: added.id, width: 1200, height: 1600, addedBy: 'owner' }]);
    const full = await fetch(`${gateway.url}${quotePhotoPath(id, added.id, 'full')}`, {
      headers: { Authorization: `Bearer ${owner}` },
    });
    expect(full.status).toBe(200);
    expect(full.headers.get('cache-control')).toBe('private, no-store');
    const meta = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1200, 1600, undefined]);
  });

  it('lets no one else add one, and says why a file is refused, storing nothing', async () => {
    const id = await aRequest();
    const png = await solidPng('#336699');
    expect((await addPhoto(id, png, null, 'image/png')).status).toBe(401);
    expect((await addPhoto(id, png, 'not.a.token', 'image/png')).status).toBe(401);
    expect((await addPhoto(id + 100, png)).status).toBe(404);

    const notAPhoto = await addPhoto(id, Buffer.from('<script>alert(1)</script>'), owner, 'image/png');
    expect(notAPhoto.status).toBe(400);
    expect(await notAPhoto.json()).toMatchObject({ error: { fields: { photo: OWNER_PHOTO_MESSAGES.notAPhoto } } });
    expect([photoRows(), filesIn()]).toEqual([0, []]);
  });

  it(`keeps at most ${OWNER_PHOTOS_PER_REQUEST} of hers on one request, the customer's not counted`, async () => {
    const id = await aRequest();
    const png = await solidPng('#aa8844');
    for (let n = 0; n < OWNER_PHOTOS_PER_REQUEST; n += 1) expect((await addPhoto(id, png)).status).toBe(201);
    const over = await addPhoto(id, png);
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ error: { fields: { photo: OWNER_PHOTO_MESSAGES.tooMany } } });
    expect(photoRows()).toBe(OWNER_PHOTOS_PER_REQUEST);
    expect(filesIn()).toHaveLength(OWNER_PHOTOS_PER_REQUEST * 2);
    // Another request has room of its own.
    expect((await addPhoto(await aRequest(), png)).status).toBe(201);
  });

  it('answers 503 past the total size of all photos kept, keeping no file', async () => {
    await gateway.close();
    gateway = await startTestApp({ quotePhotosMaxTotalMb: 0 });
    owner = await gateway.signIn();
    const id = await aRequest();
    const response = await addPhoto(id, await solidPng('#000000'));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { message: OWNER_PHOTO_MESSAGES.storageFull } });
    expect([photoRows(), filesIn()]).toEqual([0, []]);
  });
});
