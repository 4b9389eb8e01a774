import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './stack/axe.ts';
import { holdBackApp, useBrowserPage } from './stack/browser.ts';
import { queryGatewayDatabase } from './stack/gateway-database.ts';
import { HUMAN_FILL_TIME_MS } from './stack/human-pace.ts';
import { signInAsOwner } from './stack/owner.ts';
import { type Stack, startStack } from './stack/start-stack.ts';

// A site whose mail server cannot be reached: requests must still arrive whole, and the owner
// must be told in plain words that mail does not work.
const UNREACHABLE_SMTP = 'smtp://127.0.0.1:2525';
const NOTIFY_EMAIL = 'owner@sunrise-painters.example';

let stack: Stack;
let baseUrl: string;
let photoDir: string;
const session = useBrowserPage();

/** A phone's photo: 3024×4032 pixels of noise (a few MB, as a camera's JPEG), stored on its side. */
async function phonePhoto(name: string, seed: number): Promise<string> {
  const width = 4032;
  const height = 3024;
  const noise = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let index = 0; index < noise.length; index += 1) {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    noise[index] = (state >> 16) & 0xff;
  }
  const path = join(photoDir, name);
  const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  await writeFile(path, jpeg);
  return path;
}

beforeAll(async () => {
  photoDir = await mkdtemp(join(tmpdir(), 'quote-photos-'));
  stack = await startStack({
    seedDemo: false,
    gatewayEnv: { SMTP_URL: UNREACHABLE_SMTP, NOTIFY_EMAIL, MAIL_FROM: `Website <web@sunrise-painters.example>` },
  });
  baseUrl = stack.baseUrl;
});
afterAll(async () => {
  await stack?.stop();
  if (photoDir) await rm(photoDir, { recursive: true, force: true });
});

const signIn = (page: Page) => signInAsOwner(page, baseUrl);

/** Slows the page's uploads to a phone's uplink, so each photo's progress can be watched. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

describe('a quote request with photos, from a flyer', () => {
  it('arrives with both photos and its source, and the owner sees the thumbnails and "flyer"', async () => {
    const { page } = session;
    const [kitchen, hallway] = await Promise.all([phonePhoto('kitchen.jpg', 1), phonePhoto('hallway.jpg', 2)]);
    const details = `Kitchen and hallway walls, with photos — stack test ${Date.now()}`;

    // The visitor lands on the home page from the flyer's address and taps through to the form at
    // once, before the app has come (held back here): the link waits for the app, which follows it
    // within the page, so the flyer, kept only in its memory, goes with the request.
    const releaseApp = await holdBackApp(page);
    await page.goto(`${baseUrl}/?utm_source=flyer&utm_medium=print`, { waitUntil: 'domcontentloaded' });
    const landed = await page.evaluate(() => performance.timeOrigin);
    await page.getByRole('link', { name: 'Request a quote' }).first().click();
    releaseApp();
    await page.waitForURL(`${baseUrl}/contact`);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(landed);

    const started = Date.now();
    await page.getByLabel('Name').fill('Hannah Lee');
    await page.getByRole('textbox', { name: 'Email' }).fill('hannah@example.com');
    await page.getByLabel('Street address or ZIP').fill('97034');
    await page.getByLabel('Project details').fill(details);

    await throttleUploads(page, 1_500_000);
    await page.getByLabel(/Add photos/).setInputFiles([kitchen, hallway]);
    // Each photo shows its own progress while it uploads, then is attached.
    for (const name of ['kitchen.jpg', 'hallway.jpg']) {
      await page.getByRole('progressbar', { name: new RegExp(name) }).waitFor();
    }
    for (const name of ['kitchen.jpg', 'hallway.jpg']) {
      await page.getByRole('listitem').filter({ hasText: name }).getByText('Attached').waitFor({ timeout: 60_000 });
    }
    await page.waitForTimeout(Math.max(0, HUMAN_FILL_TIME_MS - (Date.now() - started)));
    await page.getByRole('button', { name: 'Send request' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Thanks! Your request is on its way.' })
      .waitFor();

    const [stored] = (await queryGatewayDatabase(
      stack.gateway.getId(),
      `SELECT r.id, r.utm_source, r.utm_medium, r.landing_page, count(p.id) AS photos
       FROM contact_requests r LEFT JOIN quote_photos p ON p.request_id = r.id
       WHERE r.details = ? GROUP BY r.id`,
      details,
    )) as Array<Record<string, unknown>>;
    expect(stored).toMatchObject({ utm_source: 'flyer', utm_medium: 'print', photos: 2 });
    expect(String(stored?.landing_page)).toBe('/?utm_source=flyer&utm_medium=print');

    // The owner opens it: both thumbnails, drawn from the private copies, and where it came from.
    await signIn(page);
    await page.goto(`${baseUrl}/admin/dashboard/messages/${stored?.id}`);
    const thumbnails = page.getByRole('img', { name: /^Photo \d of 2 from Hannah Lee/ });
    await expect.poll(() => thumbnails.count()).toBe(2);
    await expect
      .poll(() =>
        thumbnails.evaluateAll((images) =>
          images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth),
        ),
      )
      .toEqual([240, 240]);
    await expect.poll(() => page.getByText(/flyer/).count()).toBeGreaterThan(0);
    await expectNoAccessibilityViolations(page);

    // Full size in a dialog, by keyboard: the second photo with the arrow key, Escape back.
    await page.getByRole('button', { name: /^Photo 1 of 2 from Hannah Lee/ }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Photo 1 of 2 from Hannah Lee' });
    await dialog.getByRole('img', { name: 'Photo 1 of 2 from Hannah Lee, full size' }).waitFor();
    await page.keyboard.press('ArrowRight');
    const second = page.getByRole('dialog').getByRole('img', { name: 'Photo 2 of 2 from Hannah Lee, full size' });
    await expect
      .poll(() =>
        second.evaluate((image) => [
          (image as HTMLImageElement).naturalWidth,
          (image as HTMLImageElement).naturalHeight,
        ]),
      )
      .toEqual([1200, 1600]);
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }, 120_000);

  it('keeps the photos private: no token, no picture', async () => {
    const [row] = (await queryGatewayDatabase(
      stack.gateway.getId(),
      'SELECT request_id, id FROM quote_photos WHERE request_id IS NOT NULL LIMIT 1',
    )) as Array<Record<string, unknown>>;
    expect(row).toBeDefined();
    const response = await fetch(`${baseUrl}/api/admin/messages/${row?.request_id}/photos/${row?.id}/full`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });

  it('takes a photo-sized upload through nginx, refuses a body past 16 MB with a JSON 413', async () => {
    const { token } = (await (await fetch(`${baseUrl}/api/contact/token`)).json()) as { token: string };
    const upload = (bytes: number) => {
      const form = new FormData();
      form.set('formToken', token);
      form.set('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'walls.jpg');
      return fetch(`${baseUrl}/api/contact/photos`, { method: 'POST', body: form });
    };
    // 2 MB of zeros reaches the gateway, which tells the visitor it is no photo.
    const notAPhoto = await upload(2 * 1024 * 1024);
    expect(notAPhoto.status).toBe(400);
    expect(await notAPhoto.json()).toMatchObject({
      error: { fields: { photo: expect.stringMatching(/not a photo/) } },
    });
    // A phone's HEIC, decoded in the gateway image's own worker.
    const heic = new FormData();
    heic.set('formToken', token);
    const fixture = await readFile(new URL('../gateway/src/testing/fixtures/sideways-64x48.heic', import.meta.url));
    heic.set('photo', new Blob([new Uint8Array(fixture)], { type: 'image/heic' }), 'IMG_0001.HEIC');
    const heicAnswer = await fetch(`${baseUrl}/api/contact/photos`, { method: 'POST', body: heic });
    expect(heicAnswer.status).toBe(201);
    expect(await heicAnswer.json()).toMatchObject({ width: 64, height: 48 });
    const tooBig = await upload(17 * 1024 * 1024);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});

describe('mail health', () => {
  it('says in plain words that the mail server cannot be reached when the owner sends a test e-mail', async () => {
    const { page } = session;
    await signIn(page);
    // The overview warns first: the request above could not be mailed.
    await page
      .getByRole('link', { name: /e-mail/i })
      .first()
      .waitFor();
    await page.goto(`${baseUrl}/admin/dashboard/email`);
    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    await expect
      .poll(() => page.getByRole('status').allInnerTexts(), { timeout: 30_000 })
      .toContainEqual(expect.stringMatching(/Could not reach the mail server at 127\.0\.0\.1:2525/));
    await expectNoAccessibilityViolations(page);
  });
});
