import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_UPLOAD_MAX_BYTES } from '../../contract/gallery.ts';
import { PUBLISHED_FILES, type PublicContent } from '../../contract/public-content.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { hasGpsBlock, phonePhoto } from '../testing/test-pictures.ts';

let gateway: TestApp;
let token: string;
let photo: Buffer;
beforeAll(async () => {
  gateway = await startTestApp();
  token = await gateway.signIn();
  photo = await phonePhoto();
}, 60_000);
afterAll(async () => {
  await gateway.close();
});

interface Item {
  id: number;
  title: string;
  caption: string;
  category: string;
  featured: boolean;
  image: Picture;
  before?: Picture & { color: string };
}

interface Picture {
  width: number;
  height: number;
  variants: Array<{ width: number; url: string }>;
}

function sendPicture(method: string, path: string, file: Buffer, fileName: string, type: string, fields = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries<string>(fields)) form.set(name, value);
  form.set('image', new Blob([new Uint8Array(file)], { type }), fileName);
  return fetch(`${gateway.url}${path}`, { method, headers: { Authorization: `Bearer ${token}` }, body: form });
}

function upload(file: Buffer, fileName: string, type: string, fields: Record<string, string> = {}) {
  return sendPicture('POST', '/api/admin/gallery', file, fileName, type, fields);
}

async function call(method: string, path: string, body?: unknown) {
  return fetch(`${gateway.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The picture's files in PUBLIC_DIR/uploads. */
const filesOf = (picture: Picture) =>
  picture.variants.map((variant) => join(gateway.uploadsDir, variant.url.replace('/uploads/', '')));
const solidPng = (colour: string, width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

const itemCount = () => Number(gateway.db.prepare('SELECT count(*) AS n FROM gallery_items').get()?.n);
const publicTitles = async () =>
  ((await (await fetch(`${gateway.url}/api/gallery`)).json()) as { items: Item[] }).items.map((item) => item.title);

describe('POST /api/admin/gallery', () => {
  it('stores a phone JPEG upright, at each width, without EXIF or GPS, and shows it publicly', async () => {
    const original = await sharp(photo).metadata();
    expect(original.orientation).toBe(6);
    expect(hasGpsBlock(original.exif)).toBe(true);
    const response = await upload(photo, 'IMG_2041-kitchen_after.jpg', 'image/jpeg', {
      category: 'cabinets',
      featured: 'true',
    });
    expect(response.status).toBe(201);
    const item = (await response.json()) as Item;
    expect(item).toMatchObject({ title: 'IMG 2041 kitchen after', category: 'cabinets', featured: true });
    // Orientation 6: the 4000 × 3000 sensor image is a 3000 × 4000 portrait once upright.
    expect([item.image.width, item.image.height]).toEqual([3000, 4000]);
    expect(item.image.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    for (const variant of item.image.variants) {
      const stored = Buffer.from(await (await fetch(`${gateway.url}${variant.url}`)).arrayBuffer());
      const meta = await sharp(stored).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        variant.width,
        Math.round((variant.width * 4) / 3),
      ]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    expect(await publicTitles()).toContain('IMG 2041 kitchen after');
  });

  it('stores a PNG with the title it was given', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: '#5b7f6a' } })
      .png()
      .toBuffer();
    const response = await upload(png, 'porch.png', 'image/png', {
      title: 'Porch ceiling in haint blue',
      category: 'exterior',
    });
    expect(response.status).toBe(201);
    const item = (await response.json()) as Item;
    expect(item.title).toBe('Porch ceiling in haint blue');
    expect(item.image.variants.map((variant) => variant.width)).toEqual([480, 800]);
  });

  it('refuses a text file named .jpg with 415, storing nothing', async () => {
    const before = itemCount();
    const response = await upload(Buffer.from('this is not a picture at all\n'.repeat(50)), 'photo.jpg', 'image/jpeg');
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    expect(itemCount()).toBe(before);
  });

  it('refuses an SVG, which is not a photo, with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await upload(svg, 'logo.svg', 'image/svg+xml')).status).toBe(415);
  });

  it('refuses a file over 15 MB with 413, storing nothing', async () => {
    const before = itemCount();
    const huge = Buffer.concat([photo, Buffer.alloc(GALLERY_UPLOAD_MAX_BYTES + 1 - photo.length)]);
    const response = await upload(huge, 'huge.jpg', 'image/jpeg');
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    expect(itemCount()).toBe(before);
  });

  it('answers a form without a picture with 400 on the image field', async () => {
    const form = new FormData();
    form.set('title', 'No picture');
    const response = await fetch(`${gateway.url}/api/admin/gallery`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { image: 'Choose a picture to upload.' } } });
  });

  it('answers a JSON body with 415', async () => {
    expect((await call('POST', '/api/admin/gallery', { title: 'x' })).status).toBe(415);
  });
});

describe('a photo uploaded under a camera’s file name', () => {
  const published = () =>
    JSON.parse(readFileSync(join(gateway.publicDir, PUBLISHED_FILES.content), 'utf8')) as PublicContent;
  const publicIds = async () =>
    ((await (await fetch(`${gateway.url}/api/gallery`)).json()) as { items: Item[] }).items.map(({ id }) => id);
  const adminItem = async (id: number) =>
    (
      (await (await call('GET', '/api/admin/gallery')).json()) as { items: (Item & { awaitingTitle?: true })[] }
    ).items.find((item) => item.id === id);

  it('is stored but kept off the website, content.json and the public API until it has a title', async () => {
    const response = await upload(await solidPng('#c4b59a'), 'IMG_4821.JPG', 'image/png', { category: 'exterior' });
    expect(response.status).toBe(201);
    const item = (await response.json()) as Item & { awaitingTitle?: true };
    expect(item).toMatchObject({ title: 'IMG 4821', category: 'exterior', awaitingTitle: true });
    expect(await adminItem(item.id)).toMatchObject({ awaitingTitle: true });
    expect(published().gallery.items.map(({ id }) => id)).not.toContain(item.id);
    expect(await publicIds()).not.toContain(item.id);

    // A change that is not a title leaves it hidden.
    expect((await call('PATCH', `/api/admin/gallery/${item.id}`, { category: 'interior' })).status).toBe(200);
    expect(await publicIds()).not.toContain(item.id);

    const titled = await call('PATCH', `/api/admin/gallery/${item.id}`, { title: 'Stucco front in warm sand' });
    expect(titled.status).toBe(200);
    expect(await titled.json()).not.toHaveProperty('awaitingTitle');
    expect(published().gallery.items.find(({ id }) => id === item.id)).toMatchObject({
      title: 'Stucco front in warm sand',
      category: 'interior',
    });
    expect(published().gallery.items[0]).not.toHaveProperty('awaitingTitle');
    expect(await publicIds()).toContain(item.id);
  });

  it('goes on the website at once when the upload carries a title', async () => {
    const response = await upload(await solidPng('#8a9bb0'), 'PXL_20240512_143210123.jpg', 'image/png', {
      title: 'Blue-grey siding',
    });
    const item = (await response.json()) as Item;
    expect(item).not.toHaveProperty('awaitingTitle');
    expect(await publicIds()).toContain(item.id);
  });
});

describe('editing, ordering and deleting gallery items', () => {
  async function addPicture(title: string, colour: string) {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: colour } })
      .png()
      .toBuffer();
    return (await (await upload(png, `${title}.png`, 'image/png', { title })).json()) as Item;
  }

  it('saves a new title, caption, category and featured flag', async () => {
    const item = await addPicture('Hallway', '#d9d3c7');
    const response = await call('PATCH', `/api/admin/gallery/${item.id}`, {
      title: 'Bright hallway',
      caption: 'Two coats of eggshell.',
      category: 'interior',
      featured: true,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      title: 'Bright hallway',
      caption: 'Two coats of eggshell.',
      category: 'interior',
      featured: true,
    });
  });

  it('refuses an unknown category or an empty title with 400', async () => {
    const item = await addPicture('Fence', '#8a5a3c');
    expect((await call('PATCH', `/api/admin/gallery/${item.id}`, { category: 'murals' })).status).toBe(400);
    expect((await call('PATCH', `/api/admin/gallery/${item.id}`, { title: '  ' })).status).toBe(400);
  });

  it('keeps a new order, also on the public gallery', async () => {
    await addPicture('Ordered A', '#111111');
    await addPicture('Ordered B', '#222222');
    const items = ((await (await call('GET', '/api/admin/gallery')).json()) as { items: Item[] }).items;
    const reversed = items.map((item) => item.id).reverse();
    expect((await call('PUT', '/api/admin/gallery/order', { ids: reversed })).status).toBe(204);
    const after = ((await (await call('GET', '/api/admin/gallery')).json()) as { items: Item[] }).items;
    expect(after.map((item) => item.id)).toEqual(reversed);
    expect(await publicTitles()).toEqual(after.map((item) => item.title));
  });

  it('refuses an order that leaves an item out or repeats one', async () => {
    const ids = ((await (await call('GET', '/api/admin/gallery')).json()) as { items: Item[] }).items.map(
      (item) => item.id,
    );
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999]]) {
      const response = await call('PUT', '/api/admin/gallery/order', { ids: bad });
      expect(response.status).toBe(400);
    }
  });

  it('deletes an item with its files, but keeps files another item still shows', async () => {
    const first = await addPicture('Twice A', '#446655');
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#446655' } })
      .png()
      .toBuffer();
    const second = (await (await upload(png, 'again.png', 'image/png', { title: 'Twice B' })).json()) as Item;
    const files = (item: Item) => filesOf(item.image);
    expect(files(first)).toEqual(files(second));

    expect((await call('DELETE', `/api/admin/gallery/${first.id}`)).status).toBe(204);
    expect(files(second).every((file) => existsSync(file))).toBe(true);
    expect((await call('DELETE', `/api/admin/gallery/${second.id}`)).status).toBe(204);
    expect(files(second).some((file) => existsSync(file))).toBe(false);
    expect(await publicTitles()).not.toContain('Twice B');
    expect((await call('DELETE', `/api/admin/gallery/${second.id}`)).status).toBe(404);
  });
});

describe('PUT and DELETE /api/admin/gallery/:id/before', () => {
  const putBefore = (id: number, file: Buffer, fileName = 'before.png', type = 'image/png') =>
    sendPicture('PUT', `/api/admin/gallery/${id}/before`, file, fileName, type);
  const published = () =>
    JSON.parse(readFileSync(join(gateway.publicDir, PUBLISHED_FILES.content), 'utf8')) as PublicContent;
  const publishedItem = (id: number) => published().gallery.items.find((item) => item.id === id);

  async function addProject(title: string, colour: string) {
    return (await (await upload(await solidPng(colour), `${title}.png`, 'image/png', { title })).json()) as Item;
  }

  it('stores the before picture at each width with its colour, and the published pages carry it at once', async () => {
    const item = await addProject('Dated kitchen', '#f1f0ea');
    const response = await putBefore(item.id, await solidPng('#b08a52', 1200, 900));

    expect(response.status).toBe(200);
    const saved = (await response.json()) as Item;
    expect(saved).toMatchObject({ id: item.id, title: 'Dated kitchen', image: item.image });
    expect(saved.before).toMatchObject({ width: 1200, height: 900 });
    // Its own dominant colour (sharp's, in 8 levels a channel), shown while it loads.
    expect(saved.before?.color).toBe('#a88858');
    expect(saved.before?.variants.map((variant) => variant.width)).toEqual([480, 960, 1200]);
    for (const file of filesOf(saved.before as Picture)) {
      expect((await sharp(file).metadata()).format).toBe('webp');
    }
    // The save answers once the publish that includes it is done.
    expect(publishedItem(item.id)?.before).toEqual(saved.before);
    const publicItems = ((await (await fetch(`${gateway.url}/api/gallery`)).json()) as { items: Item[] }).items;
    expect(publicItems.find(({ id }) => id === item.id)?.before).toEqual(saved.before);
  });

  it('replaces a before picture, deleting the files of the one it replaced', async () => {
    const item = await addProject('Porch ceiling', '#a9c8d6');
    const first = (await (await putBefore(item.id, await solidPng('#6b6b5e'))).json()) as Item;
    const second = (await (await putBefore(item.id, await solidPng('#5e4b3c'))).json()) as Item;

    expect(second.before?.variants).not.toEqual(first.before?.variants);
    expect(filesOf(second.before as Picture).every((file) => existsSync(file))).toBe(true);
    expect(filesOf(first.before as Picture).some((file) => existsSync(file))).toBe(false);
    expect(publishedItem(item.id)?.before).toEqual(second.before);
  });

  it('refuses a file that is not a picture, as the gallery upload does, leaving the item as it was', async () => {
    const item = await addProject('Stair rail', '#2f2f2f');
    const files = readdirSync(gateway.uploadsDir).sort();
    const response = await putBefore(item.id, Buffer.from('not a picture\n'.repeat(80)), 'rail.jpg', 'image/jpeg');

    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: { code: 'unsupported_media_type', message: 'That file is not a JPEG, PNG, WebP, HEIC or AVIF picture.' },
    });
    expect(readdirSync(gateway.uploadsDir).sort()).toEqual(files);
    expect(publishedItem(item.id)).not.toHaveProperty('before');
  });

  it('refuses a picture over 15 MB with 413 and a form without one with 400 on the image field', async () => {
    const item = await addProject('Garage door', '#7d8a7a');
    const huge = Buffer.concat([photo, Buffer.alloc(GALLERY_UPLOAD_MAX_BYTES + 1 - photo.length)]);

    const tooBig = await putBefore(item.id, huge, 'huge.jpg', 'image/jpeg');
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({
      error: { code: 'payload_too_large', message: 'The picture is larger than 15 MB.' },
    });

    const empty = await fetch(`${gateway.url}/api/admin/gallery/${item.id}/before`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { fields: { image: 'Choose a picture to upload.' } } });
    expect(publishedItem(item.id)).not.toHaveProperty('before');
  });

  it('answers 404 for an item that does not exist, storing nothing', async () => {
    const files = readdirSync(gateway.uploadsDir).sort();
    expect((await putBefore(999_999, await solidPng('#123456'))).status).toBe(404);
    expect((await call('DELETE', '/api/admin/gallery/999999/before')).status).toBe(404);
    expect(readdirSync(gateway.uploadsDir).sort()).toEqual(files);
  });

  it('removes a before picture with its files, keeping the item and its picture', async () => {
    const item = await addProject('Shed', '#c2b280');
    const withBefore = (await (await putBefore(item.id, await solidPng('#776655'))).json()) as Item;

    expect((await call('DELETE', `/api/admin/gallery/${item.id}/before`)).status).toBe(204);
    expect(filesOf(withBefore.before as Picture).some((file) => existsSync(file))).toBe(false);
    expect(filesOf(item.image).every((file) => existsSync(file))).toBe(true);
    expect(publishedItem(item.id)).toMatchObject({ title: 'Shed', image: item.image });
    expect(publishedItem(item.id)).not.toHaveProperty('before');

    const again = await call('DELETE', `/api/admin/gallery/${item.id}/before`);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: { message: 'This project has no before picture.' } });
  });

  it('deletes an item with its before picture’s files', async () => {
    const item = await addProject('Fence line', '#9a7b5f');
    const withBefore = (await (await putBefore(item.id, await solidPng('#54483d'))).json()) as Item;

    expect((await call('DELETE', `/api/admin/gallery/${item.id}`)).status).toBe(204);
    expect([...filesOf(item.image), ...filesOf(withBefore.before as Picture)].some((file) => existsSync(file))).toBe(
      false,
    );
  });

  it('keeps the files of a before picture that another item shows as its picture', async () => {
    const shown = await addProject('Old siding', '#8c8c7a');
    const item = await addProject('New siding', '#3e5c76');
    const withBefore = (await (await putBefore(item.id, await solidPng('#8c8c7a'))).json()) as Item;
    expect(filesOf(withBefore.before as Picture)).toEqual(filesOf(shown.image));

    expect((await call('DELETE', `/api/admin/gallery/${item.id}/before`)).status).toBe(204);
    expect(filesOf(shown.image).every((file) => existsSync(file))).toBe(true);
    expect((await call('DELETE', `/api/admin/gallery/${shown.id}`)).status).toBe(204);
    expect(filesOf(shown.image).some((file) => existsSync(file))).toBe(false);
  });
});

describe('an upload when the database cannot take writes (disk full, read-only)', () => {
  it('answers 503 storage_unavailable and leaves neither a row nor picture files behind', async () => {
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a3b2e' } })
      .jpeg()
      .toBuffer();
    const filesBefore = readdirSync(gateway.uploadsDir).sort();
    const countBefore = itemCount();
    gateway.db.exec('PRAGMA query_only = ON');
    try {
      const response = await upload(picture, 'brick-red-porch.jpg', 'image/jpeg');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('storage_unavailable');
    } finally {
      gateway.db.exec('PRAGMA query_only = OFF');
    }
    expect(itemCount()).toBe(countBefore);
    expect(readdirSync(gateway.uploadsDir).sort()).toEqual(filesBefore);
    expect(await publicTitles()).not.toContain('Brick red porch');
    // Once the storage is back, the same picture goes in.
    expect((await upload(picture, 'brick-red-porch.jpg', 'image/jpeg')).status).toBe(201);
  });
});
