import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackupStatus } from '../../contract/backups.ts';
import { DEMO_BUSINESS } from '../../demo/demo-site.ts';
import { BACKUP_FILES, DATA_FILES } from '../data-files.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { eventually, startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.ts';
import { LOCAL_BACKUP_PREFIX, RETRY_AFTER_FAILURE_MS } from './backup-service.ts';

const OWNER = 'owner@brightside.example';
const HOUR = 3_600_000;

let gateway: TestApp | undefined;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await gateway?.close();
  await smtp?.close();
  gateway = undefined;
  smtp = undefined;
});

async function api(app: TestApp, method: 'GET' | 'POST', token: string) {
  const response = await fetch(`${app.url}/api/admin/backups`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as BackupStatus };
}

/** The status once no backup is under way (the gateway runs them in the background). */
async function settled(app: TestApp, token: string): Promise<BackupStatus> {
  await app.modules.backups.backups.whenIdle();
  const { body } = await api(app, 'GET', token);
  expect(body.running).toBeNull();
  return body;
}

const scheduledFolders = (app: TestApp) =>
  readdirSync(join(app.dataDir, DATA_FILES.backups))
    .filter((name) => name.startsWith(LOCAL_BACKUP_PREFIX))
    .sort();

describe('scheduled backups without a repository (folders on this machine)', () => {
  it('backs up by itself once things are quiet after a change, keeps the last few, and leaves hand-made backups alone', async () => {
    gateway = await startTestApp({ backup: { afterChangesSeconds: 1, keepLocal: 2 } });
    const token = await gateway.signIn();
    const handMade = join(gateway.dataDir, DATA_FILES.backups, 'site-2026-01-01T00-00-00-000Z');
    mkdirSync(handMade, { recursive: true });

    const before = await api(gateway, 'GET', token);
    expect(before.body).toMatchObject({ destination: 'local', lastSuccess: null, lastFailure: null, stale: false });
    expect(before.body.where).toBe(join(gateway.dataDir, DATA_FILES.backups));

    for (const phone of ['(503) 555-0101', '(503) 555-0102', '(503) 555-0103']) {
      const saved = await fetch(`${gateway.url}/api/admin/site`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...DEMO_BUSINESS, phone }),
      });
      expect(saved.status).toBe(200);
      const count = scheduledFolders(gateway).length;
      // One backup per quiet spell: the next change waits for its own.
      await eventually(() => expect(scheduledFolders(gateway as TestApp).length).toBe(Math.min(count + 1, 2)), 10_000);
      await settled(gateway, token);
    }

    const folders = scheduledFolders(gateway);
    expect(folders).toHaveLength(2);
    expect(existsSync(handMade)).toBe(true);
    const newest = join(gateway.dataDir, DATA_FILES.backups, folders.at(-1) ?? '');
    const manifest = JSON.parse(readFileSync(join(newest, BACKUP_FILES.manifest), 'utf8'));
    expect(manifest).toMatchObject({ integrity: 'ok' });
    expect(existsSync(join(newest, BACKUP_FILES.database))).toBe(true);

    const status = await settled(gateway, token);
    expect(status.lastSuccess).toMatchObject({
      kind: 'backup',
      trigger: 'changes',
      ok: true,
      snapshot: folders.at(-1),
    });
    expect(status.lastSuccess?.bytesAdded).toBeGreaterThan(0);
    const health = (await (
      await fetch(`${gateway.url}/api/health`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { backup: unknown };
    expect(health.backup).toMatchObject({ destination: 'local', stale: false, ageHours: 0 });
  });

  it('"Back up now" starts one run and answers 202 with it; a second press while it runs gets the same run', async () => {
    gateway = await startTestApp({ backup: { afterChangesSeconds: 0 } });
    const token = await gateway.signIn();
    const [first, second] = await Promise.all([api(gateway, 'POST', token), api(gateway, 'POST', token)]);
    expect(first.status).toBe(202);
    expect(first.body.running).toMatchObject({ kind: 'backup', trigger: 'owner' });
    expect(second.status).toBe(202);
    expect(second.body.running?.startedAt).toBe(first.body.running?.startedAt);

    const status = await settled(gateway, token);
    expect(status.lastSuccess).toMatchObject({ trigger: 'owner', ok: true });
    expect(scheduledFolders(gateway)).toHaveLength(1);
  });

  it('lets no one see or start backups without a valid token', async () => {
    gateway = await startTestApp();
    for (const method of ['GET', 'POST'] as const) {
      const response = await fetch(`${gateway.url}/api/admin/backups`, { method });
      expect(response.status).toBe(401);
    }
    expect(readdirSync(gateway.dataDir)).not.toContain(DATA_FILES.backups);
  });
});

describe('when the first backup comes', () => {
  const QUIET = 15 * 60;
  const editPhone = (app: TestApp, token: string, phone: string) =>
    fetch(`${app.url}/api/admin/site`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEMO_BUSINESS, phone }),
    });
  /** When the backup after changes is due: the status's next run, the nightly one being half a day off. */
  const due = async (app: TestApp, token: string) => Date.parse((await api(app, 'GET', token)).body.nextRunAt);

  it('comes at most BACKUP_AFTER_CHANGES after a new site’s first change, however many edits follow; then after a quiet spell', async () => {
    // 01:00 in the server's zone, the nightly backup at 13:00: only the backups after changes are near.
    const startAt = new Date(2026, 2, 3, 1, 0, 0).toISOString();
    gateway = await startTestApp({ startAt, backup: { afterChangesSeconds: QUIET, hour: 13 } });
    const token = await gateway.signIn();
    // A new installation: its first backup is already due, 15 minutes from its start.
    const started = gateway.now();
    expect(await due(gateway, token)).toBeLessThanOrEqual(started + QUIET * 1000);

    for (const phone of ['(503) 555-0101', '(503) 555-0102', '(503) 555-0103']) {
      gateway.advanceClock(5 * 60_000);
      expect((await editPhone(gateway, token, phone)).status).toBe(200);
      // Edits every 5 minutes do not push it back.
      expect(await due(gateway, token)).toBeLessThanOrEqual(started + QUIET * 1000);
    }

    expect((await api(gateway, 'POST', token)).status).toBe(202);
    expect((await settled(gateway, token)).lastSuccess?.ok).toBe(true);

    // After the first: each change starts the quiet period again.
    gateway.advanceClock(60_000);
    await editPhone(gateway, token, '(503) 555-0104');
    const afterFirst = gateway.now();
    expect(await due(gateway, token)).toBeGreaterThanOrEqual(afterFirst + QUIET * 1000 - 1000);
    gateway.advanceClock(5 * 60_000);
    await editPhone(gateway, token, '(503) 555-0105');
    expect(await due(gateway, token)).toBeGreaterThanOrEqual(afterFirst + (5 * 60 + QUIET) * 1000 - 1000);
  });
});

describe('backups that fail', () => {
  const failing = async () => {
    smtp = await startTestSmtpServer();
    return startTestApp({
      mail: { smtpUrl: smtp.url, notifyEmail: OWNER },
      backup: {
        repository: 'sftp:backup@nas.brightside.example:/site',
        password: { value: 'correct horse' },
        // Nightly only, and the night half a day away whatever the hour the test runs at: the
        // retry after a failure is the only run due within hours.
        afterChangesSeconds: 0,
        hour: (new Date().getHours() + 12) % 24,
      },
      // A machine without restic: a real failure, the same everywhere.
      resticBin: '/nonexistent/restic',
    });
  };

  it('say why in words, turn stale after BACKUP_STALE_HOURS while /api/health stays 200, and e-mail the owner after a day, once a day', async () => {
    gateway = await failing();
    let token = await gateway.signIn();
    expect((await api(gateway, 'POST', token)).status).toBe(202);
    const failed = await settled(gateway, token);
    expect(failed).toMatchObject({
      destination: 'repository',
      where: 'sftp:backup@nas.brightside.example:/site',
      lastSuccess: null,
      stale: false,
      lastFailure: {
        ok: false,
        trigger: 'owner',
        problem: 'restic is not installed where the gateway runs, so no backup can be made.',
      },
    });
    expect(smtp?.received).toHaveLength(0);
    // Tried again within the hour, not only the next night.
    expect(Date.parse(failed.nextRunAt) - gateway.now()).toBeLessThanOrEqual(RETRY_AFTER_FAILURE_MS);
    expect(Date.parse(failed.nextRunAt) - gateway.now()).toBeGreaterThan(RETRY_AFTER_FAILURE_MS - 60_000);

    gateway.advanceClock(37 * HOUR);
    token = await gateway.signIn();
    const health = await fetch(`${gateway.url}/api/health`, { headers: { Authorization: `Bearer ${token}` } });
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', backup: { stale: true, lastSuccessAt: null } });

    await api(gateway, 'POST', token);
    expect((await settled(gateway, token)).stale).toBe(true);
    const alert = await eventually(() => {
      const mail = smtp?.received[0];
      if (!mail) throw new Error('no e-mail yet');
      return mail;
    });
    expect(alert.to).toEqual([OWNER]);
    expect(alert.header('subject')).toMatch(/^Backups of .* have been failing since /);
    expect(alert.raw).toContain('restic is not installed');
    expect(alert.raw).not.toContain('correct horse');

    // Still failing an hour later: no second e-mail the same day.
    gateway.advanceClock(HOUR);
    token = await gateway.signIn();
    await api(gateway, 'POST', token);
    await settled(gateway, token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp?.received).toHaveLength(1);
  });

  it('e-mail the owner once when they work again', async () => {
    smtp = await startTestSmtpServer();
    gateway = await startTestApp({
      mail: { smtpUrl: smtp.url, notifyEmail: OWNER },
      backup: { afterChangesSeconds: 0 },
    });
    const token = await gateway.signIn();
    const runs = gateway.modules.backups.runs;
    const dayAgo = new Date(gateway.now() - 25 * HOUR).toISOString();
    runs.record({
      kind: 'backup',
      trigger: 'schedule',
      destination: 'local',
      startedAt: dayAgo,
      finishedAt: dayAgo,
      ok: false,
      bytesAdded: null,
      snapshot: null,
      problem: 'The backup storage is full.',
    });
    runs.setFailureMailedAt(dayAgo);
    expect((await api(gateway, 'GET', token)).body.lastFailure).toMatchObject({
      problem: 'The backup storage is full.',
    });

    await api(gateway, 'POST', token);
    const status = await settled(gateway, token);
    expect(status.lastSuccess?.ok).toBe(true);
    expect(status.lastFailure).toBeNull();
    const mail = await eventually(() => {
      const received = smtp?.received[0];
      if (!received) throw new Error('no e-mail yet');
      return received;
    });
    expect(mail.header('subject')).toMatch(/^Backups of .* work again$/);
    expect(runs.failureMailedAt()).toBeNull();
  });
});
