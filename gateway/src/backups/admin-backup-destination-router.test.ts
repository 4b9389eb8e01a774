import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  BackupDestinationSaved,
  BackupDestinationTestResult,
  BackupDestinationView,
} from '../../contract/backup-destination.ts';
import { DATA_FILES } from '../data-files.ts';
import { PRIVATE_ADDRESS_REFUSAL } from '../http/outbound-address.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { DESTINATION_FIXED_CODE, DESTINATION_TRIES_PER_WINDOW } from './admin-backup-destination-router.ts';

const SFTP = { kind: 'sftp', host: '127.0.0.1', port: 2222, user: 'backup', path: '/backups/site' } as const;
const S3 = {
  kind: 's3',
  endpoint: 'http://127.0.0.1:4568',
  bucket: 'paintco-backups',
  region: '',
  accessKeyId: 'KEYID0001',
  secretAccessKey: 'secret-of-the-bucket-0001',
} as const;
const PASSWORD_SHAPE = /^[A-Za-z0-9_-]{32}$/;

let gateway: TestApp | undefined;
let bin: string;
/**
 * restic stands in as a script: `cat config` answers as restic does where nothing is yet (or what
 * RESTIC_ANSWER says), `init` and `backup` succeed, and each call's arguments and environment
 * are written down, so the test sees what restic was given.
 */
let calls: string;
beforeEach(() => {
  bin = mkdtempSync(join(tmpdir(), 'restic-stand-in-'));
  calls = join(bin, 'calls');
  const script = join(bin, 'restic');
  writeFileSync(
    script,
    `#!/bin/sh
{ printf 'ARGS'; printf ' %s' "$@"; printf '\\n'; env | grep -E '^(RESTIC_|AWS_)' ; } >> "${calls}"
case "$*" in
  *"cat config"*) if [ -f "${bin}/answer" ]; then cat "${bin}/answer" >&2; exit 1; fi
    echo 'Fatal: unable to open config file: Stat: file does not exist' >&2
    echo 'Is there a repository at the following location?' >&2; exit 10 ;;
  *backup*) echo '{"message_type":"summary","snapshot_id":"0123456789abcdef","data_added":10}' ;;
esac
exit 0
`,
  );
  chmodSync(script, 0o755);
});
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
  rmSync(bin, { recursive: true, force: true });
});

async function call<T>(app: TestApp, method: string, path: string, token: string | undefined, body?: unknown) {
  const response = await fetch(`${app.url}/api/admin/backups/destination${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as T & { error?: { code: string; fields?: Record<string, string> } },
  };
}

describe('GET /api/admin/backups/destination', () => {
  it('shows no destination yet and the SFTP key the gateway made, in OpenSSH’s one-line form', async () => {
    gateway = await startTestApp({ resticBin: join(bin, 'restic') });
    const token = await gateway.signIn();
    const { status, body } = await call<BackupDestinationView>(gateway, 'GET', '', token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ source: 'none', settings: null, repository: null, secretKeySet: false });
    expect(body.sshPublicKey).toMatch(/^ssh-ed25519 AAAA[A-Za-z0-9+/]+ painting-site-backups$/);
    // The same key each time: the owner pastes it once.
    expect((await call<BackupDestinationView>(gateway, 'GET', '', token)).body.sshPublicKey).toBe(body.sshPublicKey);
    const keys = join(gateway.dataDir, DATA_FILES.backupKeys);
    expect(statSync(keys).mode & 0o777).toBe(0o700);
    expect(statSync(join(keys, 'ssh-key')).mode & 0o777).toBe(0o600);
  });

  it('lets no one in without the owner’s token', async () => {
    gateway = await startTestApp({ resticBin: join(bin, 'restic') });
    expect((await call(gateway, 'GET', '', undefined)).status).toBe(401);
    expect((await call(gateway, 'PUT', '', undefined, SFTP)).status).toBe(401);
    expect((await call(gateway, 'POST', '/test', undefined, SFTP)).status).toBe(401);
  });

  it('says the server’s BACKUP_REPOSITORY fixes it, and refuses changes with 409', async () => {
    gateway = await startTestApp({
      resticBin: join(bin, 'restic'),
      backup: { repository: 'sftp:backup@nas.example:/site', password: { value: 'a long password' } },
    });
    const token = await gateway.signIn();
    expect((await call<BackupDestinationView>(gateway, 'GET', '', token)).body).toMatchObject({
      source: 'environment',
      repository: 'sftp:backup@nas.example:/site',
    });
    const refused = await call(gateway, 'PUT', '', token, SFTP);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe(DESTINATION_FIXED_CODE);
  });
});

describe('PUT /api/admin/backups/destination', () => {
  it('refuses bad input with a message per field and stores nothing', async () => {
    gateway = await startTestApp({ resticBin: join(bin, 'restic') });
    const token = await gateway.signIn();
    const s3 = await call(gateway, 'PUT', '', token, {
      ...S3,
      endpoint: 'https://s3.example.com/a/path',
      bucket: 'No_Such Name',
      secretAccessKey: '',
    });
    expect(s3.status).toBe(400);
    expect(Object.keys(s3.body.error?.fields ?? {}).sort()).toEqual(['bucket', 'endpoint', 'secretAccessKey']);
    const sftp = await call(gateway, 'PUT', '', token, { ...SFTP, port: 70000, user: '', path: 'a b' });
    expect(Object.keys(sftp.body.error?.fields ?? {}).sort()).toEqual(['path', 'port', 'user']);
    const shape = await call(gateway, 'PUT', '', token, { kind: 'ftp', port: '22' });
    expect(shape.status).toBe(400);
    expect(shape.body.error?.fields).toHaveProperty('kind');
    expect((await call<BackupDestinationView>(gateway, 'GET', '', token)).body.source).toBe('none');
    expect(existsSync(calls)).toBe(false);
  });

  it('refuses a host on the server’s own network unless the operator allowed it', async () => {
    gateway = await startTestApp({ resticBin: join(bin, 'restic'), outboundAllowedHosts: [] });
    const token = await gateway.signIn();
    const refused = await call(gateway, 'POST', '/test', token, SFTP);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields?.host).toBe(PRIVATE_ADDRESS_REFUSAL);
    expect(existsSync(calls)).toBe(false);
  });

  it('tests first, stores only what the storage took, shows the password once, and applies at once', async () => {
    gateway = await startTestApp({ resticBin: join(bin, 'restic'), backup: { afterChangesSeconds: 0 } });
    const token = await gateway.signIn();

    writeFileSync(join(bin, 'answer'), 'Fatal: unable to open repository: ssh: Permission denied (publickey).\n');
    const tried = await call<BackupDestinationTestResult>(gateway, 'POST', '/test', token, SFTP);
    expect(tried.status).toBe(200);
    expect(tried.body).toMatchObject({ ok: false, field: 'user' });
    expect(tried.body.message).toMatch(/refused the key.*authorized_keys/);
    const notSaved = await call(gateway, 'PUT', '', token, SFTP);
    expect(notSaved.status).toBe(400);
    expect(notSaved.body.error?.fields?.user).toMatch(/refused the key/);
    expect((await call<BackupDestinationView>(gateway, 'GET', '', token)).body.source).toBe('none');

    rmSync(join(bin, 'answer'));
    const empty = await call<BackupDestinationTestResult>(gateway, 'POST', '/test', token, SFTP);
    expect(empty.body).toEqual({ ok: true, message: expect.stringMatching(/empty: the first backup sets it up/) });

    const saved = await call<BackupDestinationSaved>(gateway, 'PUT', '', token, SFTP);
    expect(saved.status).toBe(200);
    expect(saved.body.password).toMatch(PASSWORD_SHAPE);
    const password = saved.body.password ?? '';
    expect(saved.body.destination).toMatchObject({
      source: 'dashboard',
      settings: SFTP,
      repository: 'sftp://backup@127.0.0.1:2222//backups/site',
    });
    expect(saved.body.recoverySheet).toContain(password);
    expect(saved.body.recoverySheet).toContain('BACKUP_REPOSITORY=sftp://backup@127.0.0.1:2222//backups/site');
    expect(saved.body.recoverySheet).toContain('restore.mjs latest');

    // Never again: not in the view, not in a second save's answer.
    const again = await call<BackupDestinationSaved>(gateway, 'PUT', '', token, SFTP);
    expect(again.body.password).toBeNull();
    expect(again.body.recoverySheet).not.toContain(password);
    expect(JSON.stringify((await call(gateway, 'GET', '', token)).body)).not.toContain(password);

    // The next backup goes there, without a restart: restic with the key and the password's file.
    await fetch(`${gateway.url}/api/admin/backups`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    await gateway.modules.backups.backups.whenIdle();
    const status = (await (
      await fetch(`${gateway.url}/api/admin/backups`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { destination: string; where: string; lastSuccess: { snapshot: string } | null };
    expect(status).toMatchObject({
      destination: 'repository',
      where: 'sftp://backup@127.0.0.1:2222//backups/site',
      lastSuccess: { snapshot: '01234567' },
    });
    const written = readFileSync(calls, 'utf8');
    expect(written).toMatch(/ARGS -o sftp\.command=ssh backup@127\.0\.0\.1 -p 2222 -i \S+ssh-key .* backup --json/);
    expect(written).toContain(`RESTIC_PASSWORD_FILE=${join(gateway.dataDir, DATA_FILES.backupKeys, 'password')}`);
    expect(written).not.toContain(password);
  });

  it('keeps the S3 secret key out of every answer, and keeps it for the same bucket when left empty', async () => {
    gateway = await startTestApp({ resticBin: join(bin, 'restic'), backup: { afterChangesSeconds: 0 } });
    const token = await gateway.signIn();
    const saved = await call<BackupDestinationSaved>(gateway, 'PUT', '', token, S3);
    expect(saved.status).toBe(200);
    expect(saved.body.destination).toMatchObject({
      source: 'dashboard',
      secretKeySet: true,
      repository: 's3:http://127.0.0.1:4568/paintco-backups',
      settings: { kind: 's3', bucket: 'paintco-backups', accessKeyId: 'KEYID0001' },
    });
    expect(JSON.stringify(saved.body)).not.toContain(S3.secretAccessKey);
    const kept = await call<BackupDestinationSaved>(gateway, 'PUT', '', token, { ...S3, secretAccessKey: '' });
    expect(kept.status).toBe(200);
    // Another bucket does not get the stored key.
    const other = await call(gateway, 'PUT', '', token, { ...S3, bucket: 'someone-else', secretAccessKey: '' });
    expect(other.status).toBe(400);
    expect(other.body.error?.fields).toHaveProperty('secretAccessKey');
    const written = readFileSync(calls, 'utf8');
    expect(written).toContain(`AWS_SECRET_ACCESS_KEY=${S3.secretAccessKey}`);
    expect(written).not.toMatch(new RegExp(`ARGS.*${S3.secretAccessKey}`));
    // The secrets are files of their own: the database a backup copies holds none of them.
    expect(readFileSync(join(gateway.dataDir, DATA_FILES.database)).includes(S3.secretAccessKey)).toBe(false);
    expect(readdirSync(join(gateway.dataDir, DATA_FILES.backupKeys)).sort()).toEqual([
      'password',
      's3-secret-key',
      'ssh-key',
      'ssh-key.pub',
    ]);
  });

  it('says what the bucket’s storage answered, beside the field to fix, though restic also asks whether a repository is there', async () => {
    gateway = await startTestApp({ resticBin: join(bin, 'restic') });
    const token = await gateway.signIn();
    const answers: [string, string, RegExp][] = [
      ['Stat: The specified bucket does not exist.', 'bucket', /no bucket of that name/],
      [
        'Stat: The request signature we calculated does not match the signature you provided.',
        'secretAccessKey',
        /secret key does not match/,
      ],
      [
        'Stat: The AWS Access Key Id you provided does not exist in our records.',
        'accessKeyId',
        /does not know this access key id/,
      ],
      ['Stat: dial tcp: lookup s3.nowhere.example: no such host', 'endpoint', /No server is known by that name/],
    ];
    for (const [said, field, words] of answers) {
      writeFileSync(
        join(bin, 'answer'),
        `Fatal: unable to open config file: ${said}\nIs there a repository at the following location?\n`,
      );
      const tried = await call<BackupDestinationTestResult>(gateway, 'POST', '/test', token, S3);
      expect(tried.body).toMatchObject({ ok: false, field, message: expect.stringMatching(words) });
    }
  });

  it(`allows ${DESTINATION_TRIES_PER_WINDOW} tries in ten minutes, then 429`, async () => {
    gateway = await startTestApp({ resticBin: join(bin, 'restic') });
    const token = await gateway.signIn();
    for (let index = 0; index < DESTINATION_TRIES_PER_WINDOW; index += 1) {
      expect((await call(gateway, 'POST', '/test', token, SFTP)).status).toBe(200);
    }
    const limited = await call(gateway, 'POST', '/test', token, SFTP);
    expect(limited.status).toBe(429);
    gateway.advanceClock(10 * 60 * 1000 + 1000);
    const fresh = await gateway.signIn();
    expect((await call(gateway, 'POST', '/test', fresh, SFTP)).status).toBe(200);
  });
});
