import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATA_FILES } from '../data-files.ts';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { createOwnerStore, type OwnerAccount } from '../owner/owner-store.ts';
import { hashPassword, verifyPassword } from '../owner/password-hash.ts';
import { GENERATED_PASSWORD_BYTES, passwordProblem } from '../owner/password-policy.ts';
import { startTestApp, TEST_ADMIN } from '../testing/test-app.ts';
import { enrolTwoFactor, postJson } from '../testing/test-two-factor.ts';
import { EXIT_CODES, NEW_PASSWORD_LABEL, USAGE } from './admin.ts';

const ADMIN_COMMAND = fileURLToPath(new URL('./admin.ts', import.meta.url));
const OWNER = { username: 'owner', password: 'a fine brush and steady hands' };

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node src/admin.ts …` as the operator runs it, on DATA_DIR `dataDir`, with `stdin` piped in. */
function runAdmin(dataDir: string, args: string[], stdin = ''): Promise<Run> {
  const child = spawn(process.execPath, [ADMIN_COMMAND, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  child.stdin.end(stdin);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The JSON lines the command logged. */
const logLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const printedPassword = (stdout: string) => new RegExp(`${NEW_PASSWORD_LABEL}\\s+(\\S+)`).exec(stdout)?.[1] ?? '';

let dir: string;
let db: DatabaseSync;

/** A database as the gateway leaves it: every migration, and the owner's account. */
async function createInstallation(...usernames: string[]): Promise<OwnerAccount[]> {
  const admins = createOwnerStore(db);
  const passwordHash = await hashPassword(OWNER.password);
  return usernames.map((username) => admins.create(username, passwordHash));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-admin-'));
  db = openDatabase(join(dir, DATA_FILES.database));
  applyMigrations(db, readMigrations(MIGRATIONS_DIR));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const account = (username = OWNER.username) => createOwnerStore(db).findByUsername(username) as OwnerAccount;
const count = (table: string) => Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n);

function addSession(accountId: number, jti: string) {
  db.prepare(
    'INSERT INTO admin_sessions (jti, account_id, address, browser, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(jti, accountId, '203.0.113.7', 'Firefox on Linux', Date.now(), Math.floor(Date.now() / 1000) + 3600);
}

function addFailures(...keys: string[]) {
  const insert = db.prepare('INSERT INTO sign_in_failures (throttle_key, at) VALUES (?, ?)');
  for (const key of keys) insert.run(key, Date.now());
}

describe('admin reset-password', () => {
  it('prints a new random password once, stores its hash, signs out every session and clears the throttles', async () => {
    const [owner] = await createInstallation(OWNER.username);
    addSession(owner?.id ?? 0, 'laptop');
    addFailures('user:owner', 'addr:203.0.113.9');

    const run = await runAdmin(dir, ['reset-password']);

    expect(run).toMatchObject({ code: EXIT_CODES.done, stderr: '' });
    const password = printedPassword(run.stdout);
    expect(password).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(password).toHaveLength((GENERATED_PASSWORD_BYTES * 4) / 3);
    expect(run.stdout.split(password)).toHaveLength(2);
    const after = account();
    expect(await verifyPassword(password, after.passwordHash)).toBe(true);
    expect(await verifyPassword(OWNER.password, after.passwordHash)).toBe(false);
    expect(after.tokenVersion).toBeGreaterThan(owner?.tokenVersion ?? 0);
    expect(count('admin_sessions')).toBe(0);
    expect(count('sign_in_failures')).toBe(0);
    const logged = logLines(run.stdout);
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'password reset',
        command: 'reset-password',
        username: OWNER.username,
        sessionsRevoked: true,
        sessionsEnded: 1,
        signInFailuresCleared: 2,
      }),
    ]);
    expect(JSON.stringify(logged)).not.toContain(password);
  });

  it('reads the new password from standard input, prints nothing of it and logs no trace of it', async () => {
    const [owner] = await createInstallation(OWNER.username);
    const chosen = 'ladders up by seven sharp';

    const run = await runAdmin(dir, ['reset-password', '--stdin'], `${chosen}\n`);

    expect(run).toMatchObject({ code: EXIT_CODES.done, stderr: '' });
    expect(run.stdout).not.toContain(chosen);
    expect(run.stdout).not.toContain(NEW_PASSWORD_LABEL);
    expect(logLines(run.stdout)).toEqual([expect.objectContaining({ msg: 'password reset', passwordFrom: 'stdin' })]);
    expect(await verifyPassword(chosen, account().passwordHash)).toBe(true);
    expect(account().tokenVersion).toBeGreaterThan(owner?.tokenVersion ?? 0);
  });

  it.each([
    ['too short', 'short one'],
    ['too common', 'password1234'],
    ['the username', OWNER.username.padEnd(14, ' ')],
  ])(
    'refuses a password that is %s from standard input with the policy’s reason and changes nothing',
    async (_, weak) => {
      const [owner] = await createInstallation(OWNER.username);
      addFailures('user:owner');
      const reason = passwordProblem(weak, OWNER.username);
      expect(reason).toBeDefined();

      const run = await runAdmin(dir, ['reset-password', '--stdin'], `${weak}\n`);

      expect(run.code).toBe(EXIT_CODES.failed);
      expect(run.stderr).toContain(reason);
      expect(run.stderr).not.toContain(weak);
      expect(run.stdout).toBe('');
      expect(account()).toEqual(owner);
      expect(count('sign_in_failures')).toBe(1);
    },
  );

  it('refuses an empty standard input and more than one line', async () => {
    const [owner] = await createInstallation(OWNER.username);
    const empty = await runAdmin(dir, ['reset-password', '--stdin'], '');
    expect(empty.code).toBe(EXIT_CODES.failed);
    expect(empty.stderr).toMatch(/no password on standard input/);
    const twoLines = await runAdmin(dir, ['reset-password', '--stdin'], 'ladders up by seven\nsharp at the corner\n');
    expect(twoLines.code).toBe(EXIT_CODES.failed);
    expect(twoLines.stderr).toMatch(/one line/);
    expect(account()).toEqual(owner);
  });

  it('resets the account named with --username, and asks for a name when there are several', async () => {
    const [first, second] = await createInstallation('owner', 'partner');

    const unnamed = await runAdmin(dir, ['reset-password']);
    expect(unnamed.code).toBe(EXIT_CODES.failed);
    expect(unnamed.stderr).toMatch(/2 accounts \(owner, partner\): name one with --username/);

    const unknown = await runAdmin(dir, ['reset-password', '--username', 'nobody']);
    expect(unknown.code).toBe(EXIT_CODES.failed);
    expect(unknown.stderr).toMatch(/no account named "nobody"/);

    const named = await runAdmin(dir, ['reset-password', '--username', 'PARTNER']);
    expect(named.code).toBe(EXIT_CODES.done);
    expect(await verifyPassword(printedPassword(named.stdout), account('partner').passwordHash)).toBe(true);
    expect(account('owner')).toEqual(first);
    expect(account('partner').tokenVersion).toBeGreaterThan(second?.tokenVersion ?? 0);
  });
});

describe('admin unlock', () => {
  it('clears every failed sign-in and says how many', async () => {
    await createInstallation(OWNER.username);
    addFailures('user:owner', 'user:owner', 'addr:203.0.113.1', 'addr:203.0.113.2', 'addr:203.0.113.3');

    const run = await runAdmin(dir, ['unlock']);

    expect(run).toMatchObject({ code: EXIT_CODES.done, stderr: '' });
    expect(count('sign_in_failures')).toBe(0);
    expect(logLines(run.stdout)).toEqual([
      expect.objectContaining({ msg: 'sign-in throttles cleared', command: 'unlock', signInFailuresCleared: 5 }),
    ]);
  });
});

describe('admin sign-out-everywhere', () => {
  it("refuses every token issued so far and forgets the account's sessions, keeping the password", async () => {
    const [owner, partner] = await createInstallation('owner', 'partner');
    addSession(owner?.id ?? 0, 'laptop');
    addSession(owner?.id ?? 0, 'phone');
    addSession(partner?.id ?? 0, 'tablet');

    const run = await runAdmin(dir, ['sign-out-everywhere', '--username', 'owner']);

    expect(run).toMatchObject({ code: EXIT_CODES.done, stderr: '' });
    expect(account()).toEqual({ ...owner, tokenVersion: (owner?.tokenVersion ?? 0) + 1 });
    expect(db.prepare('SELECT jti FROM admin_sessions').all()).toEqual([{ jti: 'tablet' }]);
    expect(logLines(run.stdout)).toEqual([
      expect.objectContaining({
        msg: 'signed out everywhere',
        username: 'owner',
        sessionsRevoked: true,
        sessionsEnded: 2,
        tokenVersion: (owner?.tokenVersion ?? 0) + 1,
      }),
    ]);
  });

  it('signs the owner out of a running gateway: the token from before is refused at its next request', async () => {
    const gateway = await startTestApp();
    try {
      const token = await gateway.signIn();
      const site = () => fetch(`${gateway.url}/api/admin/site`, { headers: { Authorization: `Bearer ${token}` } });
      expect((await site()).status).toBe(200);

      const run = await runAdmin(gateway.dataDir, ['sign-out-everywhere']);

      expect(run).toMatchObject({ code: EXIT_CODES.done, stderr: '' });
      expect(logLines(run.stdout)).toEqual([expect.objectContaining({ username: TEST_ADMIN.username })]);
      expect((await site()).status).toBe(401);
      await expect(gateway.signIn()).resolves.toEqual(expect.any(String));
    } finally {
      await gateway.close();
    }
  });
});

describe('admin disable-two-factor', () => {
  it('turns two-step sign-in off in a running gateway: the password alone signs in again', async () => {
    const gateway = await startTestApp();
    try {
      const token = await gateway.signIn();
      await enrolTwoFactor(gateway, token);
      const login = () => postJson(gateway, '/api/auth/login', TEST_ADMIN);
      expect(await (await login()).json()).toHaveProperty('secondStep', 'code');
      const challenge = (await (await login()).json()) as { challenge: string };

      const run = await runAdmin(gateway.dataDir, ['disable-two-factor']);

      expect(run).toMatchObject({ code: EXIT_CODES.done, stderr: '' });
      expect(logLines(run.stdout)).toEqual([
        expect.objectContaining({ msg: 'two-step sign-in turned off', username: TEST_ADMIN.username, wasOn: true }),
      ]);
      await expect(gateway.signIn()).resolves.toEqual(expect.any(String));
      // The challenge given before is void, and the recovery codes are gone.
      const late = await postJson(gateway, '/api/auth/login/code', { ...challenge, code: '123456' });
      expect(late.status).toBe(401);
      const left = (table: string) => Number(gateway.db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n);
      expect([left('two_factor'), left('recovery_codes'), left('sign_in_challenges')]).toEqual([0, 0, 0]);
      // The session from before stays signed in.
      const site = await fetch(`${gateway.url}/api/admin/site`, { headers: { Authorization: `Bearer ${token}` } });
      expect(site.status).toBe(200);
    } finally {
      await gateway.close();
    }
  });

  it('says so when two-step sign-in was not on, and turns off only the account named', async () => {
    const [owner, partner] = await createInstallation('owner', 'partner');
    const enrol = db.prepare(
      'INSERT INTO two_factor (account_id, secret, confirmed_at, created_at) VALUES (?, ?, ?, 0)',
    );
    enrol.run(owner?.id ?? 0, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', null);
    enrol.run(partner?.id ?? 0, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 1000);

    const run = await runAdmin(dir, ['disable-two-factor', '--username', 'owner']);

    expect(run).toMatchObject({ code: EXIT_CODES.done, stderr: '' });
    expect(logLines(run.stdout)).toEqual([
      expect.objectContaining({
        msg: 'two-step sign-in was not on: nothing to turn off',
        username: 'owner',
        wasOn: false,
      }),
    ]);
    // The owner's pending set-up is forgotten; the partner's two-step sign-in stays on.
    expect(db.prepare('SELECT account_id FROM two_factor').all()).toEqual([{ account_id: partner?.id }]);
    expect((await runAdmin(dir, ['disable-two-factor', '--username', 'owner'])).code).toBe(EXIT_CODES.done);
  });

  it('asks for a name when there are several accounts', async () => {
    await createInstallation('owner', 'partner');
    const run = await runAdmin(dir, ['disable-two-factor']);
    expect(run.code).toBe(EXIT_CODES.failed);
    expect(run.stderr).toContain('name one with --username');
  });
});

describe('admin usage', () => {
  it.each([
    ['no arguments', []],
    ['an unknown command', ['reset-everything']],
    ['an unknown option', ['unlock', '--force']],
    ['an option without its value', ['sign-out-everywhere', '--username']],
    ['an empty username', ['reset-password', '--username=']],
    ['a stray argument', ['unlock', 'now']],
  ])('answers %s with the usage on stderr and exit code 2, touching nothing', async (_, args) => {
    const [owner] = await createInstallation(OWNER.username);
    addFailures('user:owner');

    const run = await runAdmin(dir, args);

    expect(run.code).toBe(EXIT_CODES.usage);
    expect(run.stderr).toContain(USAGE);
    expect(run.stdout).toBe('');
    expect(account()).toEqual(owner);
    expect(count('sign_in_failures')).toBe(1);
  });

  it.each([['help'], ['--help'], ['-h']])('answers %s with the usage on stdout and exit code 0', async (word) => {
    const [owner] = await createInstallation(OWNER.username);

    const run = await runAdmin(dir, [word]);

    expect(run.code).toBe(EXIT_CODES.done);
    expect(run.stdout).toBe(USAGE);
    expect(run.stderr).toBe('');
    expect(account()).toEqual(owner);
  });

  it('fails with a clear message, creating nothing, where there is no database', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'gateway-admin-empty-'));
    try {
      for (const command of ['reset-password', 'unlock', 'sign-out-everywhere', 'disable-two-factor']) {
        const run = await runAdmin(empty, [command]);
        expect(run.code).toBe(EXIT_CODES.failed);
        expect(run.stderr).toMatch(new RegExp(`^admin: ${command}: no database at .*site\\.db`));
        expect(run.stdout).toBe('');
      }
      expect(readdirSync(empty)).toEqual([]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('refuses a database the gateway has not migrated to this version yet', async () => {
    db.exec('DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations)');
    await createInstallation(OWNER.username);

    const run = await runAdmin(dir, ['unlock']);

    expect(run.code).toBe(EXIT_CODES.failed);
    expect(run.stderr).toMatch(/older than this command's \d+: start the gateway/);
  });
});
