import { PassThrough } from 'node:stream';
import * as OTPAuth from 'otpauth';
import sharp from 'sharp';
import { getContainerRuntimeClient, Network, type StartedNetwork, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupHealth, BackupRun, BackupStatus } from '../gateway/contract/backups.ts';
import { quotePhotoPath } from '../gateway/contract/quote-requests.ts';
import { DATA_FILES } from '../gateway/src/data-files.ts';
import {
  type BackupServer,
  buildBackupServersImage,
  type ReadOnlyMount,
  startRestServer,
  startSftpServer,
} from './stack/backup-servers.ts';
import { useBrowserPage } from './stack/browser.ts';
import { HUMAN_FILL_TIME_MS } from './stack/human-pace.ts';
import { IMAGES } from './stack/images.ts';
import { ownerApi, sendQuoteRequest, signInAsOwner, submitSignIn } from './stack/owner.ts';
import { THROUGH_THE_PAGES } from './stack/published-pages.ts';
import { SMTP_ALIAS, SMTP_PORT, type SmtpContainer, startSmtpContainer } from './stack/smtp-container.ts';
import {
  DATA_DIR,
  newPublicVolume,
  newVolume,
  PUBLIC_DIR,
  removeVolume,
  type Stack,
  signInThroughApi,
  startGateway,
  startStack,
  startWeb,
  urlOf,
} from './stack/start-stack.ts';
import { startTwoStepSetup } from './stack/two-step-setup.ts';

// Issue 27's backups, whole stack: the gateway backs itself up with restic, by itself, to an SFTP
// host and to a restic REST server in containers on the stack's network. The schedule is
// shortened by the gateway's own setting (BACKUP_AFTER_CHANGES), never by faking a clock; what
// reached the repository is read back with restic itself, inside the gateway's container.

const PASSWORD = 'a long repository passphrase for the stack tests';
/** A backup starts this long after the last change: short, so the test sees the schedule work. */
const QUIET_PERIOD = '3s';
/** How long a scheduled backup may take to show up on a busy 2-core CI machine. */
const BACKUP_WAIT_MS = 90_000;
const BACKUP_TEST_MS = 240_000;
/** Retention as configured for the test: the last 2 snapshots, nothing by day, week or month. */
const KEEP = { BACKUP_KEEP_LAST: '2', BACKUP_KEEP_DAILY: '0', BACKUP_KEEP_WEEKLY: '0', BACKUP_KEEP_MONTHLY: '0' };
const KEPT_SNAPSHOTS = 2;

let network: StartedNetwork;
let sftp: BackupServer;
let rest: BackupServer;

beforeAll(async () => {
  await buildBackupServersImage();
  network = await new Network().start();
  sftp = await startSftpServer(network);
  rest = await startRestServer(network);
}, 600_000);
afterAll(async () => {
  await sftp?.stop();
  await rest?.stop();
  await network?.stop().catch(() => undefined);
});

/** The gateway's environment for backups into `repository` on `server`. */
const backupEnv = (server: BackupServer, repository: string) => ({
  ...server.gatewayEnv(repository),
  BACKUP_PASSWORD: PASSWORD,
  BACKUP_AFTER_CHANGES: QUIET_PERIOD,
  // The nightly backup half a day away (the container's clock is UTC): only the test's own runs happen.
  BACKUP_HOUR: String((new Date().getUTCHours() + 12) % 24),
  ...KEEP,
});

async function backupStatus(url: string, token: string): Promise<BackupStatus> {
  const response = await ownerApi(url, token)('GET', '/api/admin/backups');
  expect(response.status).toBe(200);
  return (await response.json()) as BackupStatus;
}

/**
 * Waits for a backup that started after `after` (an ISO time: the gateway's clock is this machine's)
 * to succeed, and returns it; a failure meanwhile shows in the poll's message.
 */
async function successAfter(url: string, token: string, after: string): Promise<BackupRun> {
  let found: BackupRun | null = null;
  await expect
    .poll(
      async () => {
        const status = await backupStatus(url, token);
        found = status.lastSuccess && status.lastSuccess.startedAt > after ? status.lastSuccess : null;
        return found ? 'backed up' : `waiting; the status: ${JSON.stringify(status)}`;
      },
      { timeout: BACKUP_WAIT_MS, interval: 1_000 },
    )
    .toBe('backed up');
  if (!found) throw new Error('no backup');
  return found;
}

const now = () => new Date().toISOString();

/** Quiet: no backup under way, waiting to start, or due within the next minute (the nightly one is hours away). */
async function settled(url: string, token: string): Promise<BackupStatus> {
  let status: BackupStatus | undefined;
  await expect
    .poll(
      async () => {
        status = await backupStatus(url, token);
        const quiet = status.running === null && Date.parse(status.nextRunAt) > Date.now() + 60_000;
        return quiet ? 'quiet' : `busy; the status: ${JSON.stringify(status)}`;
      },
      { timeout: BACKUP_WAIT_MS, interval: 1_000 },
    )
    .toBe('quiet');
  if (!status) throw new Error('no status');
  return status;
}

/** restic itself, in the gateway's container, against `repository` on `server`. */
async function restic(gateway: StartedTestContainer, server: BackupServer, repository: string, ...args: string[]) {
  const run = await gateway.exec(['restic', ...server.resticOptions, '--no-cache', '--json', ...args], {
    env: { RESTIC_REPOSITORY: server.repository(repository), RESTIC_PASSWORD: PASSWORD },
  });
  expect(run.exitCode, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as unknown;
}

/** The bytes of data the snapshots take in the repository together, by restic's own count. */
const storedBytes = async (
  gateway: StartedTestContainer,
  server: BackupServer,
  repository: string,
  ...snapshots: string[]
) =>
  ((await restic(gateway, server, repository, 'stats', '--mode', 'raw-data', ...snapshots)) as { total_size: number })
    .total_size;

const snapshotIds = async (gateway: StartedTestContainer, server: BackupServer, repository: string) =>
  ((await restic(gateway, server, repository, 'snapshots')) as { short_id: string }[]).map(({ short_id }) => short_id);

/** A quote request's words: unique per call, so each is a change the gateway backs up. */
let requests = 0;
function quoteRequest(name: string) {
  requests += 1;
  return {
    name,
    email: `customer${requests}@example.com`,
    address: '97202',
    details: `Two bedrooms and a hallway, request ${requests}.`,
  };
}

/** The scheduled backup, by server: after a change, by itself; deduplicated; pruned as configured. */
function scheduledBackups(label: string, server: () => BackupServer, repository: string) {
  describe(`scheduled backups to ${label}`, () => {
    let stack: Stack;
    let token: string;
    let first: BackupRun;
    let second: BackupRun;
    beforeAll(async () => {
      stack = await startStack({
        network,
        gatewayEnv: backupEnv(server(), repository),
        gatewayMounts: server().mounts,
      });
      token = await signInThroughApi(stack.baseUrl);
    });
    afterAll(async () => {
      await stack?.stop();
    });

    it(
      'backs up by itself after a change, and restic lists the snapshot on the server',
      async () => {
        const before = await backupStatus(stack.baseUrl, token);
        expect(before).toMatchObject({ destination: 'repository', where: server().repository(repository) });
        expect(JSON.stringify(before)).not.toContain(PASSWORD);

        await sendQuoteRequest(stack.baseUrl, quoteRequest('Scheduled Backup'));
        // Nobody asks for it: the quiet period after the change starts it.
        first = await successAfter(stack.baseUrl, token, now());

        expect(first).toMatchObject({ kind: 'backup', trigger: 'changes', ok: true, problem: null });
        expect(first.bytesAdded).toBeGreaterThan(0);
        expect(await snapshotIds(stack.gateway, server(), repository)).toContain(first.snapshot);
        const health = (await (
          await fetch(`${stack.baseUrl}/api/health`, { headers: { Authorization: `Bearer ${token}` } })
        ).json()) as { backup: BackupHealth };
        expect(health.backup).toMatchObject({
          destination: 'repository',
          lastSuccessAt: first.finishedAt,
          stale: false,
        });
      },
      BACKUP_TEST_MS,
    );

    it(
      'adds little with the second backup after one more quote request (deduplication)',
      async () => {
        await sendQuoteRequest(stack.baseUrl, quoteRequest('Second Backup'));
        second = await successAfter(stack.baseUrl, token, now());
        expect(second.trigger).toBe('changes');
        // Measured by restic itself: what the 1st snapshot takes in the repository, and what the 2nd
        // needs that the 1st does not already hold.
        const pair = [first.snapshot ?? '', second.snapshot ?? ''];
        const firstStored = await storedBytes(stack.gateway, server(), repository, pair[0] ?? '');
        const secondStored = (await storedBytes(stack.gateway, server(), repository, ...pair)) - firstStored;
        const site = (await restic(
          stack.gateway,
          server(),
          repository,
          'stats',
          '--mode',
          'restore-size',
          ...pair.slice(1),
        )) as {
          total_size: number;
        };
        console.log(
          `[${label}] deduplication: the site is ${site.total_size} bytes; its backup takes ${firstStored} bytes in the ` +
            `repository; the next one, after one more quote request, needed ${secondStored} new bytes ` +
            `(${percent(secondStored, firstStored)}); the gateway reported ${first.bytesAdded} and ${second.bytesAdded} bytes added`,
        );
        expect(secondStored).toBeGreaterThan(0);
        expect(secondStored).toBeLessThan(firstStored / 2);
      },
      BACKUP_TEST_MS,
    );

    it(
      'prunes by the retention configured: a third backup leaves the last two snapshots',
      async () => {
        const asked = now();
        const started = await ownerApi(stack.baseUrl, token)('POST', '/api/admin/backups');
        expect(started.status).toBe(202);
        const third = await successAfter(stack.baseUrl, token, asked);
        expect(third.trigger).toBe('owner');

        const kept = await snapshotIds(stack.gateway, server(), repository);
        console.log(`[${label}] after 3 backups with BACKUP_KEEP_LAST=2: restic snapshots lists ${kept.join(', ')}`);
        expect(kept).toHaveLength(KEPT_SNAPSHOTS);
        expect(kept).toEqual(expect.arrayContaining([second.snapshot, third.snapshot]));
      },
      BACKUP_TEST_MS,
    );
  });
}

const percent = (part: number | null, whole: number | null) =>
  part === null || !whole ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;

scheduledBackups('an SFTP host', () => sftp, 'scheduled');
scheduledBackups('a restic REST server', () => rest, 'scheduled');

/** The owner's mail account on the test's real SMTP server, and where quote requests are sent. */
const MAIL_ACCOUNT = { user: 'owner@backup-test.example', password: 'an-smtp-app-password-4417' } as const;
const OWNER_INBOX = 'inbox@backup-test.example';

describe('a repository that cannot be reached', () => {
  const session = useBrowserPage();
  let stack: Stack;
  let token: string;
  let server: BackupServer;
  let smtp: SmtpContainer;
  beforeAll(async () => {
    // A REST server of its own: stopping it leaves the other cases' servers alone.
    server = await startRestServer(network, 'rest-backups-to-stop');
    smtp = await startSmtpContainer(network, MAIL_ACCOUNT);
    const account = `${encodeURIComponent(MAIL_ACCOUNT.user)}:${encodeURIComponent(MAIL_ACCOUNT.password)}`;
    stack = await startStack({
      network,
      seedDemo: false,
      gatewayEnv: {
        ...backupEnv(server, 'unreachable'),
        SMTP_URL: `smtp://${account}@${SMTP_ALIAS}:${SMTP_PORT}`,
        NOTIFY_EMAIL: OWNER_INBOX,
        MAIL_FROM: MAIL_ACCOUNT.user,
        // The owner is told at the first failure, not after a day of them: the test cannot wait a day.
        BACKUP_ALERT_AFTER: '0',
      },
    });
    token = await signInThroughApi(stack.baseUrl);
  });
  afterAll(async () => {
    await stack?.stop();
    await server?.stop();
    await smtp?.container.stop().catch(() => undefined);
  });

  it(
    'fails the backup with a reason in words, in the dashboard and by e-mail, while the site serves, keeps every quote request and mails it to the owner',
    async () => {
      session.expectNetworkChange();
      await sendQuoteRequest(stack.baseUrl, quoteRequest('Before The Outage'));
      const worked = await successAfter(stack.baseUrl, token, now());

      await server.stop();
      const name = 'During The Outage';
      await sendQuoteRequest(stack.baseUrl, quoteRequest(name));
      const sent = now();
      await expect
        .poll(
          async () => {
            const status = await backupStatus(stack.baseUrl, token);
            const failed = status.lastFailure !== null && status.lastFailure.startedAt > sent;
            return failed ? 'failed' : `waiting; the status: ${JSON.stringify(status)}`;
          },
          { timeout: BACKUP_WAIT_MS, interval: 1_000 },
        )
        .toBe('failed');
      const status = await backupStatus(stack.baseUrl, token);
      console.log(`repository unreachable: GET /api/admin/backups says ${JSON.stringify(status, null, 2)}`);
      expect(status.lastSuccess?.snapshot).toBe(worked.snapshot);
      expect(status.lastFailure).toMatchObject({ kind: 'backup', ok: false, snapshot: null });
      // Words the owner can act on (the server is out of reach), not only restic's output or a stack trace.
      expect(status.lastFailure?.problem).toMatch(/\b(reach|reached|connect)\b/i);
      expect(status.lastFailure?.problem).not.toMatch(/\bat .+:\d+:\d+|Error:|goroutine/);
      expect(JSON.stringify(status)).not.toContain(PASSWORD);

      expect((await fetch(stack.baseUrl)).status).toBe(200);
      expect((await fetch(`${stack.baseUrl}/api/health`)).status).toBe(200);
      const inbox = await ownerApi(stack.baseUrl, token)('GET', `/api/admin/messages?q=${encodeURIComponent(name)}`);
      expect(((await inbox.json()) as { items: { name: string }[] }).items).toEqual([
        expect.objectContaining({ name }),
      ]);
      // The owner is told of that request by e-mail through the test's real mail server, as on any day.
      await expect
        .poll(
          async () =>
            (await smtp.received()).filter(({ to, raw }) => to.includes(OWNER_INBOX) && raw.includes(name)).length,
          { timeout: 30_000 },
        )
        .toBe(1);

      // The owner's e-mail that backups fail (BACKUP_ALERT_AFTER=0: at once), with the reason, never the password.
      const unfolded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
      const alerts = async () =>
        (await smtp.received())
          .filter(({ to }) => to.includes(OWNER_INBOX))
          .map(({ raw }) => unfolded(raw))
          .filter((raw) => /Subject: Backups of .* have been failing since /.test(raw));
      await expect.poll(async () => (await alerts()).length, { timeout: 30_000 }).toBe(1);
      const [alert = ''] = await alerts();
      expect(alert).toContain('could not be reached');
      expect(alert).not.toContain(PASSWORD);

      // What the owner sees on the dashboard's overview, in Chromium.
      const { page } = session;
      await signInAsOwner(page, stack.baseUrl);
      const panel = page.getByRole('region', { name: 'Backups', exact: true });
      await panel.getByText('The last backup failed').waitFor();
      const seen = await panel.innerText();
      console.log(`repository unreachable: the dashboard's Backups panel reads:\n${seen}`);
      expect(seen).toContain(status.lastFailure?.problem ?? 'no problem given');
      expect(seen).toMatch(/Last backup: .*, to rest:http/);
      expect(seen).toContain('Next backup:');
      await expect.poll(() => panel.getByRole('button', { name: 'Back up now' }).isVisible()).toBe(true);
    },
    BACKUP_TEST_MS,
  );
});

/** An installation on a machine: its site-data and site-public volumes, and the containers on them. */
interface Machine {
  data: string;
  site: string;
  containers: StartedTestContainer[];
}

const newMachine = (): Machine => ({ data: newVolume('data'), site: newPublicVolume(), containers: [] });

async function startMachine(machine: Machine, env: Record<string, string>, mounts: ReadOnlyMount[]) {
  const gateway = await startGateway(network, {
    seedDemo: false,
    dataVolume: machine.data,
    publicVolume: machine.site,
    env,
    mounts,
  });
  machine.containers.push(gateway);
  const web = await startWeb(network, undefined, { publicVolume: machine.site });
  machine.containers.push(web);
  return { gateway, url: urlOf(web) };
}

/** The machine is lost: its containers and both volumes are gone. */
async function destroy(machine: Machine): Promise<void> {
  for (const container of machine.containers.splice(0).reverse()) await container.stop().catch(() => undefined);
  await removeVolume(machine.data);
  await removeVolume(machine.site);
}

/**
 * A command of the gateway image run once on `machine`'s volumes with the gateway stopped, as
 * `docker compose run --rm gateway …` runs it: its exit code and what it printed.
 */
async function runOnce(machine: Machine, env: Record<string, string>, mounts: ReadOnlyMount[], command: string[]) {
  const { dockerode } = (await getContainerRuntimeClient()).container;
  const stdout = collect();
  const stderr = collect();
  const [result, container] = (await dockerode.run(IMAGES.gateway, command, [stdout.stream, stderr.stream], {
    Tty: false,
    Env: Object.entries(env).map(([name, value]) => `${name}=${value}`),
    HostConfig: {
      NetworkMode: network.getName(),
      Binds: [
        `${machine.data}:${DATA_DIR}`,
        `${machine.site}:${PUBLIC_DIR}`,
        ...mounts.map(({ source, target }) => `${source}:${target}:ro`),
      ],
    },
  })) as [{ StatusCode: number }, { remove(): Promise<unknown> }];
  await container.remove();
  return { exitCode: result.StatusCode, stdout: stdout.text(), stderr: stderr.text() };
}

function collect() {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { stream, text: () => Buffer.concat(chunks).toString() };
}

/**
 * What a restore would have put into `machine`'s volumes: every entry of site-data but the
 * connection's own bookkeeping (the SFTP host's key, restic's cache), and every entry of
 * site-public. Empty: nothing was restored.
 */
async function restoredEntries(machine: Machine): Promise<string[]> {
  const own = [DATA_FILES.backupKnownHosts, DATA_FILES.backupCache].map((name) => `${DATA_DIR}/${name}`);
  const listed = await runOnce(machine, {}, [], ['find', DATA_DIR, PUBLIC_DIR, '-mindepth', '1', '-maxdepth', '1']);
  expect(listed.exitCode, listed.stderr).toBe(0);
  return listed.stdout.split('\n').filter((path) => path !== '' && !own.includes(path));
}

/** The public pages as a visitor's browser first gets them, through nginx. */
const PUBLIC_PATHS = ['/', ...THROUGH_THE_PAGES.map(([, path]) => path), '/sitemap.xml'];

async function publicPages(url: string): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const path of PUBLIC_PATHS) {
    const response = await fetch(`${url}${path}`);
    expect(response.status, path).toBe(200);
    pages[path] = withoutNoncesAndDates(await response.text());
  }
  return pages;
}

/** The parts of a page that differ on every answer or every day by design. */
const withoutNoncesAndDates = (html: string) =>
  html.replace(/nonce="[^"]*"/g, 'nonce="…"').replace(/\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?/g, 'DATE');

const picture = (background: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** The contractor's phone and three gallery photos (title, colour), as the site is filled. */
const PHONE = '(503) 555-0177';
const GALLERY = [
  ['Blue kitchen', '#3b5b92'],
  ['Green porch', '#5b8a3b'],
  ['Red barn', '#923b3b'],
] as const;

describe('the whole machine lost', () => {
  const original = newMachine();
  const replacement = newMachine();
  const env = () => backupEnv(sftp, 'machine');
  const session = useBrowserPage();
  afterAll(async () => {
    await destroy(original);
    await destroy(replacement);
  });

  it('is restored from the SFTP host with the documented command: same pages, requests, photos and sign-in', async () => {
    // The site as the contractor filled it.
    const { gateway, url } = await startMachine(original, env(), sftp.mounts);
    const owner = await signInThroughApi(url);
    const call = ownerApi(url, owner);
    const details = (await (await call('GET', '/api/admin/site')).json()) as Record<string, unknown>;
    expect(
      (await call('PUT', '/api/admin/site', { ...details, phone: PHONE, tagline: 'Fresh coats since 2009' })).status,
    ).toBe(200);
    for (const [title, background] of GALLERY) {
      const form = new FormData();
      form.set('image', new Blob([new Uint8Array(await picture(background))], { type: 'image/jpeg' }), 'job.jpg');
      form.set('title', title);
      const added = await fetch(`${url}/api/admin/gallery`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${owner}` },
        body: form,
      });
      expect(added.status).toBe(201);
    }
    const { token: formToken } = (await (await fetch(`${url}/api/contact/token`)).json()) as { token: string };
    const photoIds: string[] = [];
    for (const background of ['#c0c0c0', '#e0d0a0']) {
      const form = new FormData();
      form.set('formToken', formToken);
      form.set('photo', new Blob([new Uint8Array(await picture(background))], { type: 'image/jpeg' }), 'wall.jpg');
      const uploaded = await fetch(`${url}/api/contact/photos`, { method: 'POST', body: form });
      expect(uploaded.status).toBe(201);
      photoIds.push(((await uploaded.json()) as { id: string }).id);
    }
    await new Promise((resolve) => setTimeout(resolve, HUMAN_FILL_TIME_MS));
    const request = quoteRequest('Machine Loss');
    const sent = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...request, preferredContact: 'email', formToken, photos: photoIds }),
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    // Two-step sign-in, turned on in Chromium as the owner does: the QR code scanned by the app.
    const { page } = session;
    await signInAsOwner(page, url);
    const { panel, uri } = await startTwoStepSetup(page, url);
    const app = OTPAuth.URI.parse(uri);
    if (!(app instanceof OTPAuth.TOTP)) throw new Error(`not a TOTP URI: ${uri}`);
    await panel.getByLabel(/6-digit code/).fill(app.generate());
    await panel.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await panel.getByRole('button', { name: 'Done' }).click();
    await page.goto('about:blank');

    // Everything is in: the owner backs up now, and that backup is the one to restore.
    const pagesBefore = await publicPages(url);
    expect(pagesBefore['/']).toContain(PHONE);
    for (const title of GALLERY.map(([name]) => name)) expect(pagesBefore['/gallery']).toContain(title);
    const filled = now();
    // One the changes started may be under way; "Back up now" is asked once it is done.
    await settled(url, owner);
    expect((await call('POST', '/api/admin/backups')).status).toBe(202);
    await successAfter(url, owner, filled);
    // The machine is lost when nothing is being written to the repository: no half-made snapshot.
    const backup = (await settled(url, owner)).lastSuccess;
    if (!backup?.snapshot || backup.startedAt <= filled)
      throw new Error(`no backup of the filled site: ${JSON.stringify(backup)}`);
    const snapshots = await snapshotIds(gateway, sftp, 'machine');
    expect(snapshots).toContain(backup.snapshot);

    // Chromium's page is on about:blank, but the host's network changes as the containers go.
    session.expectNetworkChange();
    await destroy(original);

    // A new machine: empty volumes, the same BACKUP_* settings and key.
    expect(await restoredEntries(replacement)).toEqual([]);
    const wrong = await runOnce(replacement, { ...env(), BACKUP_PASSWORD: 'not the passphrase' }, sftp.mounts, [
      'node',
      'dist/restore.mjs',
      'latest',
    ]);
    console.log(`$ node dist/restore.mjs latest   # wrong BACKUP_PASSWORD\nexit ${wrong.exitCode}\n${wrong.stderr}`);
    expect(wrong.exitCode).toBe(1);
    expect(wrong.stderr).toMatch(/password/i);
    expect(wrong.stderr).not.toContain('not the passphrase');
    expect(await restoredEntries(replacement)).toEqual([]);

    const listed = await runOnce(replacement, env(), sftp.mounts, ['node', 'dist/restore.mjs', 'snapshots']);
    console.log(`$ node dist/restore.mjs snapshots\nexit ${listed.exitCode}\n${listed.stdout}${listed.stderr}`);
    expect(listed.exitCode).toBe(0);
    expect(listed.stdout).toContain(backup.snapshot);
    const restored = await runOnce(replacement, env(), sftp.mounts, ['node', 'dist/restore.mjs', 'latest']);
    console.log(`$ node dist/restore.mjs latest\nexit ${restored.exitCode}\n${restored.stdout}${restored.stderr}`);
    expect(restored.exitCode).toBe(0);
    expect(restored.stdout + restored.stderr).toMatch(/integrity.*ok|ok.*integrity/i);

    // The stack started on the restored volumes serves the same site.
    const again = await startMachine(replacement, env(), sftp.mounts);
    expect(await publicPages(again.url)).toEqual(pagesBefore);
    console.log(`whole-machine loss: ${PUBLIC_PATHS.join(', ')} are byte-identical apart from nonces and dates`);

    // The owner signs in in Chromium with the same password and the same authenticator app; the
    // next step's code, as the one that confirmed the setup may be this step's and works once.
    await submitSignIn(page, again.url);
    await page
      .getByLabel('Sign-in code', { exact: true })
      .fill(app.generate({ timestamp: Date.now() + app.period * 1000 }));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

    // The quote request and both its photos are in the inbox.
    const restoredCall = ownerApi(again.url, token);
    const inbox = (await (
      await restoredCall('GET', `/api/admin/messages?q=${encodeURIComponent(request.name)}`)
    ).json()) as {
      items: { id: number; email: string; photoCount: number }[];
    };
    expect(inbox.items).toEqual([expect.objectContaining({ email: request.email, photoCount: 2 })]);
    const id = inbox.items[0]?.id ?? 0;
    for (const photoId of photoIds) {
      const photo = await restoredCall('GET', quotePhotoPath(id, photoId, 'full'));
      expect(photo.status).toBe(200);
      expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBeGreaterThan(0);
    }
    console.log(
      `whole-machine loss: restored snapshot ${backup.snapshot}; quote request "${request.name}" with ${photoIds.length} photos in the inbox; ` +
        'the owner signed in with the same password and authenticator code',
    );
  }, 600_000);

  it(
    'refuses a tampered repository: exit 1, words saying so, nothing restored',
    async () => {
      // A copy of the site's repository on the SFTP host (the test above backed it up), with every
      // data pack altered in place every 64 KiB: what a broken disk or an intruder on that host
      // leaves. (Once at the start of each pack was not enough: it hit only each pack's first blob,
      // and the newest snapshot may need none of those.) restic's data blobs are 512 KiB or more.
      const tamper = await sftp.container.exec([
        'sh',
        '-c',
        'cd /srv/sftp/backups && cp -a machine tampered && for pack in tampered/data/*/*; do ' +
          'size=$(stat -c %s "$pack"); offset=64; while [ "$offset" -lt "$size" ]; do ' +
          `printf 'tampered' | dd of="$pack" bs=1 seek="$offset" conv=notrunc 2>/dev/null || exit 1; ` +
          'offset=$((offset + 65536)); done; done',
      ]);
      expect(tamper.exitCode, tamper.output).toBe(0);
      const target = newMachine();
      try {
        const run = await runOnce(target, backupEnv(sftp, 'tampered'), sftp.mounts, [
          'node',
          'dist/restore.mjs',
          'latest',
        ]);
        console.log(`$ node dist/restore.mjs latest   # tampered repository\nexit ${run.exitCode}\n${run.stderr}`);
        expect(run.exitCode).toBe(1);
        expect(run.stderr).toMatch(/damaged|altered|tampered/i);
        expect(await restoredEntries(target)).toEqual([]);
      } finally {
        await destroy(target);
      }
    },
    BACKUP_TEST_MS,
  );
});
