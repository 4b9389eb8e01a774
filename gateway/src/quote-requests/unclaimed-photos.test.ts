import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../contract/errors.ts';
import { QUOTE_FORM_MIN_FILL_MS, QUOTE_PHOTOS_MAX } from '../../contract/quote-requests.ts';
import { DATA_FILES } from '../data-files.ts';
import { createLogger } from '../logger.ts';
import { QUOTE_REQUEST } from '../testing/quote-request-fixture.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { createQuotePhotoCleanup } from './quote-photo-cleanup.ts';
import {
  QUOTE_PHOTO_MESSAGES,
  UNCLAIMED_PHOTOS_PER_ADDRESS,
  UNCLAIMED_PHOTOS_SHARE_OF_TOTAL,
} from './quote-photos-router.ts';

const MINUTE_MS = 60 * 1000;

let gateway: TestApp;
afterEach(async () => {
  await gateway.close();
});

const fromAddress = (address: string) => ({ 'X-Forwarded-For': address });

async function formToken(address: string): Promise<string> {
  const response = await fetch(`${gateway.url}/api/contact/token`, { headers: fromAddress(address) });
  return ((await response.json()) as { token: string }).token;
}

function sendPhoto(file: Buffer, token: string, address: string) {
  const form = new FormData();
  form.set('formToken', token);
  form.set('photo', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'IMG_0001.png');
  return fetch(`${gateway.url}/api/contact/photos`, { method: 'POST', body: form, headers: fromAddress(address) });
}

async function uploadedId(file: Buffer, token: string, address: string): Promise<string> {
  const response = await sendPhoto(file, token, address);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Sends the form's request with its photos: they are claimed. */
async function sendRequest(token: string, photos: string[], address: string) {
  gateway.advanceClock(QUOTE_FORM_MIN_FILL_MS);
  const response = await fetch(`${gateway.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromAddress(address) },
    body: JSON.stringify({ ...QUOTE_REQUEST, formToken: token, photos }),
  });
  expect(response.status).toBe(201);
}

const smallPhoto = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: '#3a6b8c' } })
    .png()
    .toBuffer();
/** Noise does not compress: its stored copies weigh about as much as its pixels. */
const heavyPhoto = () =>
  sharp(randomBytes(480 * 360 * 3), { raw: { width: 480, height: 360, channels: 3 } })
    .png()
    .toBuffer();

const unclaimedBytes = () =>
  Number(gateway.db.prepare('SELECT coalesce(sum(bytes), 0) AS n FROM quote_photos WHERE request_id IS NULL').get()?.n);

/** Uploads `count` photos from `address`, a form's worth at a time (none sends its request); their form tokens. */
async function fillAddress(address: string, count = UNCLAIMED_PHOTOS_PER_ADDRESS): Promise<string[]> {
  const photo = await smallPhoto();
  const tokens: string[] = [];
  for (let sent = 0; sent < count; sent += 1) {
    if (sent % QUOTE_PHOTOS_MAX === 0) tokens.push(await formToken(address));
    await uploadedId(photo, tokens.at(-1) ?? '', address);
  }
  return tokens;
}

describe('photos no request has claimed yet', () => {
  it(`are capped at ${UNCLAIMED_PHOTOS_PER_ADDRESS} per address until swept, past the hourly window, with 429; other addresses go on`, async () => {
    gateway = await startTestApp({ trustProxy: true });
    await fillAddress('203.0.113.5');
    // Past the hourly count of uploads: only the unclaimed photos, not yet swept, hold the address back.
    gateway.advanceClock(61 * MINUTE_MS);

    const refused = await sendPhoto(await smallPhoto(), await formToken('203.0.113.5'), '203.0.113.5');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(75 * 60);
    expect(await refused.json()).toMatchObject({
      error: {
        code: ERROR_CODES.tooManyRequests,
        message: expect.stringContaining(QUOTE_PHOTO_MESSAGES.tooManyUnclaimedFromAddress),
      },
    });
    await uploadedId(await smallPhoto(), await formToken('198.51.100.7'), '198.51.100.7');
  });

  it('do not count once a request claims them', async () => {
    gateway = await startTestApp({ trustProxy: true });
    const address = '203.0.113.9';
    const photo = await smallPhoto();
    const token = await formToken(address);
    const claimed = [];
    for (let sent = 0; sent < QUOTE_PHOTOS_MAX; sent += 1) claimed.push(await uploadedId(photo, token, address));
    await sendRequest(token, claimed, address);
    await fillAddress(address, UNCLAIMED_PHOTOS_PER_ADDRESS - QUOTE_PHOTOS_MAX);
    // Past the hourly count of uploads; the unclaimed ones are not swept yet.
    gateway.advanceClock(61 * MINUTE_MS);

    // The claimed photos left room for a whole allowance of unclaimed ones…
    await fillAddress(address, QUOTE_PHOTOS_MAX);
    // …and no more.
    const refused = await sendPhoto(photo, await formToken(address), address);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: { message: expect.stringContaining(QUOTE_PHOTO_MESSAGES.tooManyUnclaimedFromAddress) },
    });
  });

  it('are capped in bytes at a share of the total (503 with Retry-After) except a visitor’s own fresh form, and the overview tells of the refusals', async () => {
    const totalMb = 8;
    gateway = await startTestApp({
      trustProxy: true,
      quotePhotosMaxTotalMb: totalMb,
      startAt: '2026-11-18T10:00:00.000Z',
    });
    const cap = totalMb * 1024 * 1024 * UNCLAIMED_PHOTOS_SHARE_OF_TOTAL;
    const photo = await heavyPhoto();
    // A few addresses each fill a form with noisy photos and never send it: past the share.
    const noisy = ['198.51.100.1', '198.51.100.2'];
    const firstForms: { address: string; token: string; ids: string[] }[] = [];
    for (const address of noisy) {
      const token = await formToken(address);
      const ids = [];
      for (let sent = 0; sent < QUOTE_PHOTOS_MAX; sent += 1) ids.push(await uploadedId(photo, token, address));
      firstForms.push({ address, token, ids });
    }
    expect(unclaimedBytes()).toBeGreaterThan(cap);

    // Their next forms draw on the share, which is spent.
    const refused = await sendPhoto(photo, await formToken('198.51.100.1'), '198.51.100.1');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      error: { code: ERROR_CODES.storageUnavailable, message: QUOTE_PHOTO_MESSAGES.tooManyUnclaimed },
    });
    // Well under the total: it is the unclaimed photos' own share that refused.
    expect(unclaimedBytes()).toBeLessThan(totalMb * 1024 * 1024 * 0.5);

    // A customer with a form of their own is never refused for what the others left.
    const customer = '192.0.2.44';
    const customerToken = await formToken(customer);
    const customerPhotos = [];
    for (let sent = 0; sent < QUOTE_PHOTOS_MAX; sent += 1) {
      customerPhotos.push(await uploadedId(photo, customerToken, customer));
    }
    await sendRequest(customerToken, customerPhotos, customer);

    const token = await gateway.signIn();
    const overview = (await (
      await fetch(`${gateway.url}/api/admin/overview`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { refusedPhotos: unknown };
    expect(overview.refusedPhotos).toEqual({
      count: 1,
      latestAt: expect.stringMatching(/^2026-11-18T10:/),
      storageFull: false,
    });

    // A claim makes room in the share again.
    for (const form of firstForms) await sendRequest(form.token, form.ids, form.address);
    await uploadedId(photo, await formToken('198.51.100.1'), '198.51.100.1');
  }, 30_000);

  it('are deleted by the sweep an hour after they were uploaded; claimed ones stay', async () => {
    gateway = await startTestApp({ trustProxy: true });
    const folder = join(gateway.dataDir, DATA_FILES.quotePhotos);
    const address = '203.0.113.20';
    const photo = await smallPhoto();
    const claimedToken = await formToken(address);
    const claimed = await uploadedId(photo, claimedToken, address);
    await sendRequest(claimedToken, [claimed], address);
    const unclaimed = await uploadedId(photo, await formToken(address), address);
    const sweep = createQuotePhotoCleanup({
      photos: gateway.modules.records.photos,
      folder,
      clock: () => gateway.now(),
      logger: createLogger('silent'),
    });

    gateway.advanceClock(59 * MINUTE_MS);
    expect((await sweep.sweep()).unclaimed).toBe(0);
    gateway.advanceClock(2 * MINUTE_MS);
    expect((await sweep.sweep()).unclaimed).toBe(1);
    expect(existsSync(join(folder, `${unclaimed}-full.webp`))).toBe(false);
    expect(existsSync(join(folder, `${claimed}-full.webp`))).toBe(true);
    // Its room is back: the address's allowance is whole again.
    await fillAddress(address);
  });
});
