import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKUP_FILE_NAME } from '@painting-site/gateway/contract/backup-file';
import { type QuoteRequest, quotePhotoPath } from '@painting-site/gateway/contract/quote-requests';
import sharp from 'sharp';
import { GenericContainer, Network, type StartedNetwork, type StartedTestContainer, Wait } from 'testcontainers';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowserPage, waitForHostNetworkToSettle } from './stack/browser.ts';
import { HUMAN_FILL_TIME_MS } from './stack/human-pace.ts';
import { IMAGES } from './stack/images.ts';
import { addToEverySection, ownerApi, signInAsOwner } from './stack/owner.ts';
import { keepScreenshot } from './stack/screenshots.ts';
import {
  GATEWAY_ALIAS,
  GATEWAY_PORT,
  newPublicVolume,
  PUBLIC_DIR,
  removeVolume,
  STACK_SITE_URL,
  type Stack,
  signInThroughApi,
  startStack,
  startWeb,
  TEST_ADMIN,
  TEST_JWT_SECRET,
  urlOf,
} from './stack/start-stack.ts';

const PHONE = { width: 390, height: 844 };
const PASSPHRASE = 'blue porch ladder spring';
/** The new install's first password: the restored site's owner signs in with the old site's. */
const NEW_INSTALL_PASSWORD = 'the new server first password';
const REQUEST = {
  name: 'Backup File Tester',
  email: 'moving@example.com',
  address: '97202',
  details: 'Keep this one safe through the move.',
};

const session = useBrowserPage();
let original: Stack | undefined;
const started: StartedTestContainer[] = [];
let network: StartedNetwork | undefined;
const volumes: string[] = [];
const folder = mkdtempSync(join(tmpdir(), 'backup-file-download-'));
afterAll(async () => {
  await original?.stop();
  for (const container of started.reverse()) await container.stop().catch(() => undefined);
  await network?.stop().catch(() => undefined);
  for (const volume of volumes) await removeVolume(volume);
  rmSync(folder, { recursive: true, force: true });
});

/** The gateway image with compose's restart policy: a restore from the dashboard ends the process, Docker starts it again. */
class RestartingGateway extends GenericContainer {
  constructor() {
    super(IMAGES.gateway);
    this.hostConfig.RestartPolicy = { Name: 'unless-stopped' };
  }
}

/** A quote request with a photo of the job, through the public form's routes; its photo's bytes. */
async function sendRequestWithPhoto(origin: string) {
  const { token: formToken } = (await (await fetch(`${origin}/api/contact/token`)).json()) as { token: string };
  const form = new FormData();
  form.set('formToken', formToken);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a9a5b' } })
    .jpeg()
    .toBuffer();
  form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'porch.jpg');
  const uploaded = await fetch(`${origin}/api/contact/photos`, { method: 'POST', body: form });
  expect(uploaded.status).toBe(201);
  const { id } = (await uploaded.json()) as { id: string };
  await new Promise((resolve) => setTimeout(resolve, HUMAN_FILL_TIME_MS));
  const sent = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...REQUEST, preferredContact: 'email', formToken, photos: [id] }),
  });
  expect(sent.status).toBe(201);
}

/** The one request the owner at `origin` sees, whole, and its photo's full copy. */
async function theRequest(origin: string, token: string) {
  const call = ownerApi(origin, token);
  const list = (await (await call('GET', '/api/admin/messages')).json()) as { items: Array<{ id: number }> };
  expect(list.items).toHaveLength(1);
  const request = (await (await call('GET', `/api/admin/messages/${list.items[0]?.id}`)).json()) as QuoteRequest;
  const [photo] = request.photos;
  const bytes = await (await call('GET', quotePhotoPath(request.id, photo?.id ?? '', 'full'))).arrayBuffer();
  return { name: request.name, details: request.details, photo: Buffer.from(bytes) };
}

async function homePage(origin: string): Promise<string> {
  return (await fetch(`${origin}/`)).text();
}

describe('a backup file from one install starts another', () => {
  // Two stacks, a download, an upload and a restart of the gateway.
  it('downloads the whole site in Chromium, and a fresh install restores it from its first-start page', {
    timeout: 300_000,
  }, async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);

    // The old site: the owner's content in every section, her business's name, a quote request with a photo.
    original = await startStack({ seedDemo: false });
    const oldUrl = original.baseUrl;
    const oldToken = await signInThroughApi(oldUrl);
    const site = await (await ownerApi(oldUrl, oldToken)('GET', '/api/admin/site')).json();
    const name = 'Okafor Moving-Day Painting';
    expect((await ownerApi(oldUrl, oldToken)('PUT', '/api/admin/site', { ...site, name })).status).toBe(200);
    await addToEverySection(ownerApi(oldUrl, oldToken), 'Portland');
    await sendRequestWithPhoto(oldUrl);
    const before = await theRequest(oldUrl, oldToken);

    await signInAsOwner(page, oldUrl);
    const form = page.getByRole('form', { name: 'Download a backup' });
    await form.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
    await form.getByLabel('The same passphrase again').fill(PASSPHRASE);
    await form.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'backup-download-form-390', form);
    const downloading = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Download a backup' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${BACKUP_FILE_NAME.prefix}\\d{4}-\\d{2}-\\d{2}\\.${BACKUP_FILE_NAME.extension}$`),
    );
    const file = join(folder, download.suggestedFilename());
    await download.saveAs(file);
    await form.getByText(/Your backup file is downloading/).waitFor();
    expect(readFileSync(file).subarray(0, 16).toString('latin1')).toBe('PAINTSITE-BACKUP');

    // A fresh install: its own network and volumes, blank, its own first password.
    network = await new Network().start();
    const publicVolume = newPublicVolume();
    volumes.push(publicVolume);
    const gateway = await new RestartingGateway()
      .withNetwork(network)
      .withNetworkAliases(GATEWAY_ALIAS)
      .withBindMounts([{ source: publicVolume, target: PUBLIC_DIR, mode: 'rw' }])
      .withEnvironment({
        JWT_SECRET: TEST_JWT_SECRET,
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: NEW_INSTALL_PASSWORD,
        // The operator's SITE_URL, as on the old server: the address is the server's setting, not the backup's.
        SITE_URL: STACK_SITE_URL,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      })
      .withExposedPorts(GATEWAY_PORT)
      .withWaitStrategy(Wait.forHttp('/api/health', GATEWAY_PORT).forStatusCode(200))
      .start();
    started.push(gateway);
    const web = await startWeb(network, undefined, { publicVolume });
    started.push(web);
    const newUrl = urlOf(web);
    // The new network's bridge came up on this machine: Chromium drops loads under way when it does.
    await waitForHostNetworkToSettle();

    await signInAsOwner(page, newUrl, { password: NEW_INSTALL_PASSWORD });
    const restore = page.getByRole('region', { name: 'Start from a backup file' });
    await restore.getByLabel('Backup file').setInputFiles(file);

    // A wrong passphrase restores nothing, and says so.
    session.expectFailedResponses(400);
    await restore.getByLabel('Its passphrase').fill('blue porch ladder summer');
    await restore.getByRole('button', { name: 'Start from this backup' }).click();
    await restore
      .getByText(/That passphrase does not open this backup file/)
      .first()
      .waitFor();
    // The old site's password does not work here yet, and the install is still blank.
    await expect(signInThroughApi(newUrl)).rejects.toThrow(/401/);
    const stillBlank = await (
      await fetch(`${newUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: TEST_ADMIN.username, password: NEW_INSTALL_PASSWORD }),
      })
    ).json();
    const blank = await (await ownerApi(newUrl, stillBlank.token)('GET', '/api/admin/backups/restore')).json();
    expect(blank).toEqual({ blank: true });

    await restore.getByLabel('Its passphrase').fill(PASSPHRASE);
    await keepScreenshot(page, 'backup-file-restore-390', restore);
    // The gateway restarts onto the restored site: nginx answers for it meanwhile.
    session.expectFailedResponses(401, 502, 503, 504);
    session.expectNetworkChange();
    await restore.getByRole('button', { name: 'Start from this backup' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 120_000 });
    await page
      .getByText('Your site is back from the backup file. Sign in with the password of your old site.')
      .first()
      .waitFor();

    // The old owner's sign-in works; the new install's does not.
    await signInAsOwner(page, newUrl);
    const refused = await fetch(`${newUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: TEST_ADMIN.username, password: NEW_INSTALL_PASSWORD }),
    });
    expect(refused.status).toBe(401);
    const token = await signInThroughApi(newUrl);
    // The same request with its photo, byte for byte, and the same pages.
    expect(await theRequest(newUrl, token)).toEqual(before);
    await expect.poll(() => homePage(newUrl), { timeout: 30_000 }).toContain(name);
    expect(await homePage(newUrl)).toContain(name);
    for (const path of ['/api/services', '/api/gallery', '/api/site']) {
      expect(await (await fetch(`${newUrl}${path}`)).json()).toEqual(await (await fetch(`${oldUrl}${path}`)).json());
    }
    // A restored site has data: it cannot be replaced by another backup file.
    expect(await (await ownerApi(newUrl, token)('GET', '/api/admin/backups/restore')).json()).toEqual({ blank: false });
  });
});
