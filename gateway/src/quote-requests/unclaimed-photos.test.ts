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

  it('are capped in bytes for everyone at a share of the total (503 with Retry-After), and a claim makes room', async () => {
    const totalMb = 8;
    gateway = await startTestApp({ trustProxy: true, quotePhotosMaxTotalMb: totalMb });
    const cap = totalMb * 1024 * 1024 * UNCLAIMED_PHOTOS_SHARE_OF_TOTAL;
    const photo = await heavyPhoto();
    const forms: { address: string; token: string; ids: string[] }[] = [];
    let refused: Response | undefined;
    for (let upload = 0; upload < 100 && !refused; upload += 1) {
      // A new address for each form, so no address reaches its own cap first.
      if (upload % QUOTE_PHOTOS_MAX === 0) {
        const address = `198.51.100.${forms.length + 1}`;
        forms.push({ address, token: await formToken(address), ids: [] });
      }
      const form = forms.at(-1) as (typeof forms)[number];
      const response = await sendPhoto(photo, form.token, form.address);
      if (response.status === 201) form.ids.push(((await response.json()) as { id: string }).id);
      else refused = response;
    }

    expect(refused?.status).toBe(503);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.json()).toMatchObject({
      error: { code: ERROR_CODES.storageUnavailable, message: QUOTE_PHOTO_MESSAGES.tooManyUnclaimed },
    });
    expect(unclaimedBytes()).toBeLessThanOrEqual(cap);
    expect(unclaimedBytes()).toBeGreaterThan(cap / 2);
    // Well under the total: it is the unclaimed photos' own cap that refused.
    expect(unclaimedBytes()).toBeLessThan(totalMb * 1024 * 1024 * 0.5);

    const [first] = forms;
    if (!first) throw new Error('no form was filled');
    await sendRequest(first.token, first.ids, first.address);
    const latest = forms.at(-1) as (typeof forms)[number];
    await uploadedId(photo, await formToken(latest.address), latest.address);
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
      photos: gateway.deps.stores.quotePhotos,
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
