import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_UPLOAD_MAX_BYTES } from '../../contract/gallery.ts';
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
  image: { width: number; height: number; variants: Array<{ width: number; url: string }> };
}

function upload(file: Buffer, fileName: string, type: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('image', new Blob([new Uint8Array(file)], { type }), fileName);
  return fetch(`${gateway.url}/api/admin/gallery`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}

async function call(method: string, path: string, body?: unknown) {
  return fetch(`${gateway.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

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
    const files = (item: Item) =>
      item.image.variants.map((variant) => join(gateway.uploadsDir, variant.url.replace('/uploads/', '')));
    expect(files(first)).toEqual(files(second));

    expect((await call('DELETE', `/api/admin/gallery/${first.id}`)).status).toBe(204);
    expect(files(second).every((file) => existsSync(file))).toBe(true);
    expect((await call('DELETE', `/api/admin/gallery/${second.id}`)).status).toBe(204);
    expect(files(second).some((file) => existsSync(file))).toBe(false);
    expect(await publicTitles()).not.toContain('Twice B');
    expect((await call('DELETE', `/api/admin/gallery/${second.id}`)).status).toBe(404);
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
