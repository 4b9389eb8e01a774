import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrandSettings,
  DEFAULT_ACCENT,
  INK_COLOUR,
  SHARE_CARD_HEIGHT_PX,
  SHARE_CARD_WIDTH_PX,
} from '../../contract/brand.ts';
import { BRAND_MESSAGES, LOGO_UPLOAD_FIELD, LOGO_UPLOAD_MAX_BYTES } from '../../contract/brand-rules.ts';
import { PUBLISHED_FILES, type PublicContent } from '../../contract/public-content.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { hasGpsBlock, phonePhoto } from '../testing/test-pictures.ts';

let gateway: TestApp;
let token: string;
beforeAll(async () => {
  gateway = await startTestApp();
  token = await gateway.signIn();
  // The publish every start makes: the first test reads what it wrote.
  await gateway.publisher.whenIdle();
}, 30_000);
afterAll(async () => {
  await gateway.close();
});

function call(method: string, path: string, body?: unknown) {
  return fetch(`${gateway.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function uploadLogo(file: Buffer, fileName: string, type: string) {
  const form = new FormData();
  form.set(LOGO_UPLOAD_FIELD, new Blob([new Uint8Array(file)], { type }), fileName);
  return fetch(`${gateway.url}/api/admin/brand/logo`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}

/** The snapshot the last publish wrote (the owner's save answers once its publish is done). */
const published = () =>
  JSON.parse(readFileSync(join(gateway.publicDir, PUBLISHED_FILES.content), 'utf8')) as PublicContent;
const uploadedFiles = () => (existsSync(gateway.uploadsDir) ? readdirSync(gateway.uploadsDir).sort() : []);
const brandRow = () => gateway.db.prepare('SELECT * FROM brand').all();
const fileOf = (url: string) => join(gateway.uploadsDir, url.replace('/uploads/', ''));

/** A wordmark: dark letters-like bars on a transparent background, 600 × 200. */
function darkMarkOnTransparency(colour = '#1b2a41') {
  return sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">' +
        `<rect x="40" y="50" width="520" height="40" fill="${colour}"/><rect x="40" y="120" width="300" height="30" fill="${colour}"/>` +
        '</svg>',
    ),
  )
    .png()
    .toBuffer();
}

/** A valid PNG whose header claims `width` × `height` pixels: what a decompression bomb looks like. */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 4, background: '#000000' } })
      .png()
      .toBuffer(),
  );
  // IHDR: length (4), type (4), width (4) at 16, height (4) at 20, …, its CRC over type and data at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('GET /api/admin/brand', () => {
  it('starts with the theme’s accent and no logo; the public snapshot says so with no accent of its own', async () => {
    const response = await call('GET', '/api/admin/brand');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      accent: DEFAULT_ACCENT,
      logo: null,
      logoOnly: false,
    } satisfies BrandSettings);
    expect(published().brand).toEqual({ accent: null, logo: null, logoOnly: false });
  });
});

describe('PUT /api/admin/brand/header (the name beside the logo, or the logo alone)', () => {
  it('shows the name beside the logo until the owner picks “logo only”, and publishes each choice', async () => {
    expect(published().brand.logoOnly).toBe(false);

    const alone = await call('PUT', '/api/admin/brand/header', { logoOnly: true });
    expect(alone.status).toBe(200);
    expect(((await alone.json()) as BrandSettings).logoOnly).toBe(true);
    expect(published().brand.logoOnly).toBe(true);

    expect((await call('PUT', '/api/admin/brand/header', { logoOnly: false })).status).toBe(200);
    expect(published().brand.logoOnly).toBe(false);
  });

  it('refuses anything but true or false in words, changing nothing', async () => {
    for (const body of [{ logoOnly: 'yes' }, {}, [true]]) {
      const refused = await call('PUT', '/api/admin/brand/header', body);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/\w/);
    }
    expect(((await (await call('GET', '/api/admin/brand')).json()) as BrandSettings).logoOnly).toBe(false);
  });
});

describe('PUT /api/admin/brand (the accent colour)', () => {
  it('saves a colour that white text and links can be read on, and publishes it with its hover shade', async () => {
    const response = await call('PUT', '/api/admin/brand', { accent: ' #1D5C8A ' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as BrandSettings).accent).toBe('#1d5c8a');
    const { accent } = published().brand;
    expect(accent?.colour).toBe('#1d5c8a');
    expect(accent?.hover).toMatch(/^#[0-9a-f]{6}$/);
    expect(accent?.hover).not.toBe('#1d5c8a');
  });

  it('refuses a colour white text cannot be read on, saying why, and keeps the one before', async () => {
    const response = await call('PUT', '/api/admin/brand', { accent: '#f4c430' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: { accent: 'White text on #f4c430 has a contrast of 1.6:1; it needs at least 4.5:1.' },
      },
    });
    expect(published().brand.accent?.colour).toBe('#1d5c8a');
  });

  it('refuses a colour that passes under white text but not as link text on the page background', async () => {
    const response = await call('PUT', '/api/admin/brand', { accent: '#c0501f' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields.accent).toBe(
      'As link text on the page background (#faf7f2), #c0501f has a contrast of 4.4:1; it needs at least 4.5:1.',
    );
  });

  it.each([['red'], ['#fff'], ['#12345g'], [123], [null]])('refuses %j as a colour with 400', async (accent) => {
    const response = await call('PUT', '/api/admin/brand', { accent });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { accent: BRAND_MESSAGES.accentFormat } } });
  });

  it('goes back to the theme’s colours when the owner picks the theme’s accent again', async () => {
    expect((await call('PUT', '/api/admin/brand', { accent: DEFAULT_ACCENT })).status).toBe(200);
    expect(published().brand.accent).toBeNull();
  });
});

describe('POST /api/admin/brand/logo', () => {
  it('stores a transparent PNG logo with its copies, icons and share card, and publishes it', async () => {
    const response = await uploadLogo(await darkMarkOnTransparency(), 'logo.png', 'image/png');
    expect(response.status).toBe(200);
    const { logo } = (await response.json()) as BrandSettings;
    // 600 × 200 shown 40 px tall: 120 px wide in the header.
    expect(logo).toMatchObject({ width: 120, height: 40, backdrop: 'light' });
    expect(logo?.srcSet).toMatch(
      /^\/uploads\/[a-f0-9]{20}-logo-160\.webp 160w, .*-logo-320\.webp 320w, .*-logo-600\.webp 600w$/,
    );
    expect(published().brand.logo).toEqual(logo);

    const copy = await sharp(readFileSync(fileOf(logo?.src ?? ''))).metadata();
    expect([copy.format, copy.width, copy.hasAlpha]).toEqual(['webp', 160, true]);
    const icon = await sharp(readFileSync(fileOf(logo?.icon ?? ''))).metadata();
    expect([icon.format, icon.width, icon.height, icon.hasAlpha]).toEqual(['png', 32, 32, true]);
    // iOS fills transparency with black: the home-screen icon is opaque, the dark mark on white.
    const touch = sharp(readFileSync(fileOf(logo?.appleTouchIcon ?? '')));
    expect([(await touch.metadata()).width, (await touch.metadata()).height]).toEqual([180, 180]);
    expect((await touch.stats()).isOpaque).toBe(true);
    const card = sharp(readFileSync(fileOf(logo?.shareCard ?? '')));
    const cardMeta = await card.metadata();
    expect([cardMeta.format, cardMeta.width, cardMeta.height]).toEqual([
      'png',
      SHARE_CARD_WIDTH_PX,
      SHARE_CARD_HEIGHT_PX,
    ]);
    const corner = await card.extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect([...corner.subarray(0, 3)]).toEqual([255, 255, 255]);
    // E-mails show a PNG copy: Outlook shows no WebP.
    const [mailCopy] = uploadedFiles().filter((name) => name.endsWith('-mail-320.png'));
    const mail = await sharp(readFileSync(join(gateway.uploadsDir, mailCopy ?? ''))).metadata();
    expect([mail.format, mail.width, mail.height, mail.hasAlpha]).toEqual(['png', 320, 107, true]);
  });

  it('serves the logo’s files from /uploads with their types', async () => {
    const { logo } = published().brand;
    for (const [url, type] of [
      [logo?.src, 'image/webp'],
      [logo?.icon, 'image/png'],
      [logo?.shareCard, 'image/png'],
    ] as const) {
      const response = await fetch(`${gateway.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
    }
  });

  it('puts a light mark on an ink backdrop in the icons and share card', async () => {
    const response = await uploadLogo(await darkMarkOnTransparency('#ffffff'), 'white-logo.png', 'image/png');
    const { logo } = (await response.json()) as BrandSettings;
    expect(logo?.backdrop).toBe('dark');
    const corner = await sharp(readFileSync(fileOf(logo?.shareCard ?? '')))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(`#${[...corner.subarray(0, 3)].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`).toBe(
      INK_COLOUR,
    );
  });

  it('reads a greyscale PNG with transparency as dark marks needing a light backdrop', async () => {
    const grey = await sharp(await darkMarkOnTransparency('#000000'))
      .toColourspace('b-w')
      .png()
      .toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(2);
    const response = await uploadLogo(grey, 'grey.png', 'image/png');
    expect(response.status).toBe(200);
    const { logo } = (await response.json()) as BrandSettings;
    expect(logo?.backdrop).toBe('light');
    expect((await sharp(readFileSync(fileOf(logo?.src ?? ''))).metadata()).hasAlpha).toBe(true);
  });

  it('turns a phone photo of the sign upright and drops its camera details and location', async () => {
    const photo = await phonePhoto({ width: 800, height: 600 });
    expect(hasGpsBlock((await sharp(photo).metadata()).exif)).toBe(true);
    const response = await uploadLogo(photo, 'sign.jpg', 'image/jpeg');
    expect(response.status).toBe(200);
    const { logo } = (await response.json()) as BrandSettings;
    // Upright it is 600 × 800, a portrait: 30 × 40 in the header, and opaque (no backdrop needed).
    expect(logo).toMatchObject({ width: 30, height: 40, backdrop: 'any' });
    const widest = await sharp(readFileSync(fileOf(logo?.srcSet.split(', ').at(-1)?.split(' ')[0] ?? ''))).metadata();
    expect([widest.width, widest.height, widest.exif, widest.orientation]).toEqual([600, 800, undefined, undefined]);
  });

  it('removes the files of the logo it replaces, and keeps them when the same logo comes again', async () => {
    const first = (
      (await (await uploadLogo(await darkMarkOnTransparency('#224466'), 'a.png', 'image/png')).json()) as BrandSettings
    ).logo;
    const second = (
      (await (await uploadLogo(await darkMarkOnTransparency('#663322'), 'b.png', 'image/png')).json()) as BrandSettings
    ).logo;
    expect(existsSync(fileOf(first?.icon ?? ''))).toBe(false);
    expect(existsSync(fileOf(first?.src ?? ''))).toBe(false);
    expect(existsSync(fileOf(second?.shareCard ?? ''))).toBe(true);

    const again = await uploadLogo(await darkMarkOnTransparency('#663322'), 'b-again.png', 'image/png');
    expect(((await again.json()) as BrandSettings).logo).toEqual(second);
    expect(existsSync(fileOf(second?.shareCard ?? ''))).toBe(true);
    expect(existsSync(fileOf(second?.src ?? ''))).toBe(true);
  });

  const refused: Array<[string, () => Promise<Buffer>, string, string, string]> = [
    [
      'an SVG',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
      'logo.svg',
      'image/svg+xml',
      BRAND_MESSAGES.logoSvg,
    ],
    [
      'a text file named .png',
      async () => Buffer.from('not a picture at all\n'.repeat(40)),
      'logo.png',
      'image/png',
      BRAND_MESSAGES.logoNotPicture,
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 40, height: 20, channels: 3, background: '#b4451f' } })
          .gif()
          .toBuffer(),
      'logo.gif',
      'image/gif',
      BRAND_MESSAGES.logoFormat,
    ],
    [
      'a file over the size limit',
      async () => Buffer.concat([await darkMarkOnTransparency(), Buffer.alloc(LOGO_UPLOAD_MAX_BYTES)]),
      'huge.png',
      'image/png',
      BRAND_MESSAGES.logoTooBig,
    ],
    [
      'a picture of 100 megapixels',
      () => pngClaiming(10_000, 10_000),
      'bomb.png',
      'image/png',
      'The logo is 10000 × 10000 pixels; it can have at most 52 million. Save it smaller and upload that.',
    ],
  ];

  it.each(refused)(
    'refuses %s with 400 and a message on the logo field, storing nothing',
    async (_case, make, name, type, message) => {
      const [filesBefore, rowBefore] = [uploadedFiles(), brandRow()];
      const response = await uploadLogo(await make(), name, type);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation_failed', message: 'Some fields need attention.', fields: { logo: message } },
      });
      expect(uploadedFiles()).toEqual(filesBefore);
      expect(brandRow()).toEqual(rowBefore);
    },
  );

  it('answers a form without the logo with 400 on the logo field', async () => {
    const form = new FormData();
    form.set('name', 'no file');
    const response = await fetch(`${gateway.url}/api/admin/brand/logo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { logo: 'Choose a picture to upload.' } } });
  });
});

describe('DELETE /api/admin/brand/logo', () => {
  it('removes the logo and its files, back to the defaults; once there is none, 404', async () => {
    const { logo } = published().brand;
    expect(logo).not.toBeNull();
    const response = await call('DELETE', '/api/admin/brand/logo');
    expect(response.status).toBe(204);
    expect(published().brand.logo).toBeNull();
    for (const url of [logo?.src, logo?.icon, logo?.appleTouchIcon, logo?.shareCard]) {
      expect(existsSync(fileOf(url ?? ''))).toBe(false);
    }
    expect(uploadedFiles().filter((name) => /-(logo|icon|card|mail)-/.test(name))).toEqual([]);
    expect(await (await call('GET', '/api/admin/brand')).json()).toMatchObject({ logo: null });

    const again = await call('DELETE', '/api/admin/brand/logo');
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: { message: 'There is no logo to remove.' } });
  });

  it('never touches a gallery picture made from the same file', async () => {
    const png = await darkMarkOnTransparency('#335577');
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'mark.png');
    const added = await fetch(`${gateway.url}/api/admin/gallery`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(added.status).toBe(201);
    const pictureFiles = uploadedFiles().filter((name) => /^[a-f0-9]{20}-\d+\.webp$/.test(name));
    expect((await uploadLogo(png, 'mark.png', 'image/png')).status).toBe(200);
    expect((await call('DELETE', '/api/admin/brand/logo')).status).toBe(204);
    expect(uploadedFiles().filter((name) => /^[a-f0-9]{20}-\d+\.webp$/.test(name))).toEqual(pictureFiles);
  });
});
