import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKUP_FILE_ERRORS, BACKUP_FILE_FIELDS, type BackupDownloadTicket } from '../../contract/backup-file.ts';
import type { QuoteRequestPage } from '../../contract/quote-requests.ts';
import { QUOTE_FORM_MIN_FILL_MS, type QuotePhotoReceipt } from '../../contract/quote-requests.ts';
import { DATA_FILES } from '../data-files.ts';
import { QUOTE_REQUEST } from '../testing/quote-request-fixture.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { WRONG_PASSPHRASE } from './backup-file-crypto.ts';
import { SITE_NOT_BLANK } from './backup-file-router.ts';

const PASSPHRASE = 'blue porch ladder spring';
const NEW_INSTALL = { username: 'owner', password: 'the new install first password' };
const START_AT = '2026-03-02T10:00:00.000Z';

const apps: TestApp[] = [];
const roots: string[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startTestApp>[0] = {}) {
  const app = await startTestApp({ startAt: START_AT, ...options });
  apps.push(app);
  return app;
}

interface Refusal {
  error: { code: string; message: string; fields: Record<string, string> };
}
const refusalOf = async (response: Response) => (await response.json()) as Refusal;

const authorized = (token: string, extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${token}`,
  ...extra,
});

/** A quote request with one photo, through the public form's routes. */
async function sendQuoteRequest(app: TestApp) {
  const { token } = (await (await fetch(`${app.url}/api/contact/token`)).json()) as { token: string };
  const form = new FormData();
  form.set('formToken', token);
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8a9a5b' } })
    .jpeg()
    .toBuffer();
  form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'porch.jpg');
  const uploaded = await fetch(`${app.url}/api/contact/photos`, { method: 'POST', body: form });
  expect(uploaded.status).toBe(201);
  const { id } = (await uploaded.json()) as QuotePhotoReceipt;
  app.advanceClock(QUOTE_FORM_MIN_FILL_MS);
  const sent = await fetch(`${app.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...QUOTE_REQUEST, formToken: token, photos: [id] }),
  });
  expect(sent.status).toBe(201);
}

function askForDownload(app: TestApp, token: string, body: object) {
  return fetch(`${app.url}/api/admin/backups/file`, {
    method: 'POST',
    headers: authorized(token, { 'Content-Type': 'application/json' }),
    body: JSON.stringify(body),
  });
}

async function download(app: TestApp, token: string): Promise<Buffer> {
  const asked = await askForDownload(app, token, { passphrase: PASSPHRASE, repeat: PASSPHRASE });
  expect(asked.status).toBe(200);
  const { url } = (await asked.json()) as BackupDownloadTicket;
  const file = await fetch(`${app.url}${url}`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toBe(
    'attachment; filename="website-backup-2026-03-02.paintsite-backup"',
  );
  expect(file.headers.get('cache-control')).toBe('no-store');
  const bytes = Buffer.from(await file.arrayBuffer());
  // The address was good once.
  expect((await fetch(`${app.url}${url}`)).status).toBe(401);
  return bytes;
}

function restore(app: TestApp, token: string, file: Buffer, passphrase = PASSPHRASE) {
  const form = new FormData();
  form.set(BACKUP_FILE_FIELDS.passphrase, passphrase);
  form.set(BACKUP_FILE_FIELDS.file, new Blob([new Uint8Array(file)]), 'website-backup.paintsite-backup');
  return fetch(`${app.url}/api/admin/backups/restore`, { method: 'POST', headers: authorized(token), body: form });
}

const staged = (app: TestApp) => existsSync(join(app.dataDir, DATA_FILES.stagedRestore));
const leftovers = (app: TestApp) =>
  readdirSync(app.dataDir).filter(
    (name) => name.startsWith(DATA_FILES.backupFileUpload) || name.startsWith(DATA_FILES.backupFileUnderWay),
  );

describe('download a backup, and a blank install started from it', () => {
  it('asks for the passphrase twice, long enough, and only of the owner', async () => {
    const app = await start();
    const token = await app.signIn();
    const short = await askForDownload(app, token, { passphrase: 'short', repeat: 'short' });
    expect(short.status).toBe(400);
    expect((await refusalOf(short)).error.fields.passphrase).toMatch(/at least 12 characters/);
    const differ = await askForDownload(app, token, { passphrase: PASSPHRASE, repeat: `${PASSPHRASE}s` });
    expect((await refusalOf(differ)).error.fields).toEqual({
      repeat: 'The two passphrases differ. Type the same one twice.',
    });
    const wrongShape = await askForDownload(app, token, { passphrase: 12 });
    expect(wrongShape.status).toBe(400);
    const anonymous = await fetch(`${app.url}/api/admin/backups/file`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ passphrase: PASSPHRASE, repeat: PASSPHRASE }),
    });
    expect(anonymous.status).toBe(401);
    expect((await fetch(`${app.url}/api/admin/backups/file/made-up-ticket`)).status).toBe(401);
    // A minute later the address no longer works.
    const asked = (await (
      await askForDownload(app, token, { passphrase: PASSPHRASE, repeat: PASSPHRASE })
    ).json()) as BackupDownloadTicket;
    app.advanceClock(61_000);
    expect((await fetch(`${app.url}${asked.url}`)).status).toBe(401);
  });

  it('restores the whole site onto a blank install after its restart, refusing a wrong passphrase, a damaged file and a site with data', async () => {
    const old = await start();
    const oldToken = await old.signIn();
    await sendQuoteRequest(old);
    const file = await download(old, oldToken);
    expect(leftovers(old)).toEqual([]);

    // The old site has data: a backup file cannot replace it.
    expect(
      await (await fetch(`${old.url}/api/admin/backups/restore`, { headers: authorized(oldToken) })).json(),
    ).toEqual({ blank: false });
    const overData = await restore(old, oldToken, file);
    expect(overData.status).toBe(409);
    expect((await refusalOf(overData)).error).toMatchObject({
      code: BACKUP_FILE_ERRORS.siteNotBlank,
      message: SITE_NOT_BLANK,
    });

    const root = mkdtempSync(join(tmpdir(), 'backup-file-restore-'));
    roots.push(root);
    const fresh = await start({ root, admin: NEW_INSTALL });
    const freshToken = await fresh.signIn();
    expect(
      await (await fetch(`${fresh.url}/api/admin/backups/restore`, { headers: authorized(freshToken) })).json(),
    ).toEqual({ blank: true });

    const wrong = await restore(fresh, freshToken, file, 'blue porch ladder summer');
    expect(wrong.status).toBe(400);
    expect((await refusalOf(wrong)).error).toMatchObject({
      code: BACKUP_FILE_ERRORS.wrongPassphrase,
      fields: { passphrase: WRONG_PASSPHRASE },
    });
    const damagedFile = Buffer.from(file);
    const middle = Math.floor(file.length / 2);
    damagedFile[middle] = (damagedFile[middle] ?? 0) ^ 0x10;
    const damaged = await restore(fresh, freshToken, damagedFile);
    expect(damaged.status).toBe(400);
    expect((await refusalOf(damaged)).error.fields.backup).toMatch(/This backup file is damaged/);
    const cut = await restore(fresh, freshToken, file.subarray(0, file.length - 100));
    expect((await refusalOf(cut)).error.code).toBe(BACKUP_FILE_ERRORS.damaged);
    expect(staged(fresh)).toBe(false);
    expect(leftovers(fresh)).toEqual([]);
    // Nothing was restored: the new install's sign-in still works.
    await fresh.signIn();

    const accepted = await restore(fresh, freshToken, file);
    expect(accepted.status).toBe(202);
    expect(await accepted.json()).toEqual({
      restarting: true,
      quoteRequests: 1,
      pictures: 0,
      quotePhotos: readdirSync(join(old.dataDir, DATA_FILES.quotePhotos)).length,
    });
    expect(staged(fresh)).toBe(true);
    expect(leftovers(fresh)).toEqual([]);
    // The running gateway still serves the blank site; its restart puts the backup in place.
    apps.splice(apps.indexOf(fresh), 1);
    await fresh.close();
    const restored = await start({ root, admin: NEW_INSTALL });
    expect(staged(restored)).toBe(false);
    await expect(restored.signIn()).rejects.toThrow(/401/);
    const token = await restored.signIn('a fine brush and steady hands');
    const page = (await (
      await fetch(`${restored.url}/api/admin/messages`, { headers: authorized(token) })
    ).json()) as QuoteRequestPage;
    expect(page.items.map((item) => item.name)).toEqual([QUOTE_REQUEST.name]);
    const photos = readdirSync(join(restored.dataDir, DATA_FILES.quotePhotos));
    expect(photos.map((name) => readFileSync(join(restored.dataDir, DATA_FILES.quotePhotos, name)))).toEqual(
      readdirSync(join(old.dataDir, DATA_FILES.quotePhotos)).map((name) =>
        readFileSync(join(old.dataDir, DATA_FILES.quotePhotos, name)),
      ),
    );
    // A restored site is not blank: it cannot be replaced in turn.
    expect(
      await (await fetch(`${restored.url}/api/admin/backups/restore`, { headers: authorized(token) })).json(),
    ).toEqual({ blank: false });
  });

  it('counts an edit as a change: the site is no longer blank', async () => {
    const app = await start();
    const token = await app.signIn();
    const saved = await fetch(`${app.url}/api/admin/search-visibility`, {
      method: 'PUT',
      headers: authorized(token, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ shown: false }),
    });
    expect(saved.status).toBe(200);
    const offer = await fetch(`${app.url}/api/admin/backups/restore`, { headers: authorized(token) });
    expect(await offer.json()).toEqual({ blank: false });
  });
});
