import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailSettingsInput } from '../../contract/mail.ts';
import { QUOTE_FORM_MIN_FILL_MS } from '../../contract/quote-requests.ts';
import { PRIVATE_ADDRESS_REFUSAL } from '../http/outbound-address.ts';
import { capturedLog, type LogLine } from '../testing/captured-log.ts';
import { QUOTE_REQUEST } from '../testing/quote-request-fixture.ts';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app.ts';
import { eventually, startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.ts';
import { MAIL_CHECK_FAILED_CODE, MAIL_FIXED_BY_ENVIRONMENT, MAIL_FIXED_CODE } from './admin-mail-router.ts';
import { passwordKeptOnlyFor } from './mail-account.ts';

const OWNER = 'owner@brightside.example';
const ACCOUNT = { user: 'mailer@brightside.example', password: 'app-pass wxyz 8f3k q9r2' } as const;

let smtp: TestSmtpServer;
let app: TestApp | undefined;
let log: LogLine[];
/** The text of every answer the API gave in this test: the password must be in none. */
let answers: string[];

beforeEach(async () => {
  smtp = await startTestSmtpServer({ auth: ACCOUNT });
  answers = [];
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await smtp.close();
  for (const text of [...answers, JSON.stringify(log)]) expect(text).not.toContain(ACCOUNT.password);
});

async function start(options: Parameters<typeof startTestApp>[0] = {}): Promise<TestApp> {
  const captured = capturedLog();
  log = captured.lines;
  app = await startTestApp({ logger: captured.logger, trustProxy: true, ...options });
  return app;
}

/** The form as the owner fills it for the test server. */
function settingsFor(server: { port: number }, changes: Partial<MailSettingsInput> = {}): MailSettingsInput {
  return {
    host: '127.0.0.1',
    port: server.port,
    security: 'none',
    user: ACCOUNT.user,
    password: ACCOUNT.password,
    fromAddress: ACCOUNT.user,
    fromName: 'Brightside Painting',
    notifyEmail: OWNER,
    ...changes,
  };
}

async function call(gateway: TestApp, method: string, path: string, body?: unknown) {
  const token = await gateway.signIn();
  const response = await fetch(`${gateway.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  answers.push(text);
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const view = async (gateway: TestApp) => (await call(gateway, 'GET', '/api/admin/mail/settings')).body;
const storedRow = (gateway: TestApp) => gateway.db.prepare('SELECT * FROM mail_settings').all();

async function sendQuoteRequest(gateway: TestApp): Promise<void> {
  const { token } = (await (await fetch(`${gateway.url}/api/contact/token`)).json()) as { token: string };
  gateway.advanceClock(QUOTE_FORM_MIN_FILL_MS);
  const response = await fetch(`${gateway.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.7' },
    body: JSON.stringify({ ...QUOTE_REQUEST, formToken: token }),
  });
  answers.push(await response.text());
  expect(response.status).toBe(201);
}

describe('GET /api/admin/mail/settings', () => {
  it('says e-mail is not set up on a new site', async () => {
    const gateway = await start();
    expect(await view(gateway)).toEqual({ source: 'none', fixedBy: [], settings: null, passwordSet: false });
  });
});

describe('POST /api/admin/mail/test with the typed settings', () => {
  it('sends the test e-mail through the settings in the form, before any save, and stores nothing', async () => {
    const gateway = await start();
    const result = await call(gateway, 'POST', '/api/admin/mail/test', settingsFor(smtp));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ ok: true, message: `Sent to ${OWNER}.` });
    await eventually(() => expect(smtp.received).toHaveLength(1));
    expect(smtp.received[0]?.to).toEqual([OWNER]);
    expect(smtp.received[0]?.header('From')).toBe(`Brightside Painting <${ACCOUNT.user}>`);
    expect(storedRow(gateway)).toEqual([]);
    expect((await call(gateway, 'GET', '/api/admin/mail')).body).toMatchObject({ configured: false, lastSend: null });
  });

  it('uses the typed values, not the saved ones', async () => {
    const gateway = await start();
    expect((await call(gateway, 'PUT', '/api/admin/mail/settings', settingsFor(smtp))).status).toBe(200);
    const other = 'someone-else@brightside.example';
    const result = await call(gateway, 'POST', '/api/admin/mail/test', settingsFor(smtp, { notifyEmail: other }));
    expect(result.body).toMatchObject({ ok: true, message: `Sent to ${other}.` });
    await eventually(() => expect(smtp.received.at(-1)?.to).toEqual([other]));
  });
});

describe('PUT /api/admin/mail/settings', () => {
  it('saves settings the mail server takes, answers without the password, and mail goes out at once', async () => {
    const gateway = await start();
    const saved = await call(gateway, 'PUT', '/api/admin/mail/settings', settingsFor(smtp));
    expect(saved.status).toBe(200);
    const { password: _password, ...shown } = settingsFor(smtp);
    expect(saved.body).toEqual({ source: 'dashboard', fixedBy: [], settings: shown, passwordSet: true });
    expect(await view(gateway)).toEqual(saved.body);
    expect((await call(gateway, 'GET', '/api/admin/mail')).body).toMatchObject({
      configured: true,
      notifyEmail: OWNER,
      from: `Brightside Painting <${ACCOUNT.user}>`,
      customerFrom: `Brightside Painting <${ACCOUNT.user}>`,
    });

    // No restart: the next quote request reaches the owner, and the customer gets the acknowledgement.
    await sendQuoteRequest(gateway);
    await eventually(() => {
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([QUOTE_REQUEST.email, OWNER]);
    }, 10_000);
    const saidToOwner = (await call(gateway, 'GET', '/api/admin/overview')).body;
    expect(saidToOwner).toMatchObject({ mail: { configured: true, lastSend: { ok: true } } });
  });

  it('sends account notices through the saved settings at once', async () => {
    const gateway = await start();
    await call(gateway, 'PUT', '/api/admin/mail/settings', settingsFor(smtp));
    const changed = await call(gateway, 'PUT', '/api/admin/password', {
      currentPassword: TEST_ADMIN.password,
      newPassword: 'rolled on in two even coats',
    });
    expect(changed.status).toBe(200);
    const [notice] = await eventually(() => {
      expect(smtp.received).toHaveLength(1);
      return smtp.received;
    });
    expect(notice?.to).toEqual([OWNER]);
    expect(notice?.header('From')).toBe(`Brightside Painting <${ACCOUNT.user}>`);
  });

  it('keeps the stored password when the form leaves it empty, and drops it with the user name', async () => {
    const gateway = await start();
    await call(gateway, 'PUT', '/api/admin/mail/settings', settingsFor(smtp));
    const again = await call(
      gateway,
      'PUT',
      '/api/admin/mail/settings',
      settingsFor(smtp, { password: '', fromName: '' }),
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ passwordSet: true, settings: { fromName: '' } });
    expect(storedRow(gateway)).toMatchObject([{ password: ACCOUNT.password }]);
    // A test with the password left empty goes through the stored one too.
    const tested = await call(gateway, 'POST', '/api/admin/mail/test', settingsFor(smtp, { password: '' }));
    expect(tested.body).toMatchObject({ ok: true });

    const open = await startTestSmtpServer();
    try {
      const noSignIn = await call(
        gateway,
        'PUT',
        '/api/admin/mail/settings',
        settingsFor(open, { user: '', password: '' }),
      );
      expect(noSignIn.body).toMatchObject({ passwordSet: false, settings: { user: '' } });
      expect(storedRow(gateway)).toMatchObject([{ user_name: '', password: '' }]);
    } finally {
      await open.close();
    }
  });

  it('refuses bad input with a message per field, storing nothing', async () => {
    const gateway = await start();
    const refused = await call(
      gateway,
      'PUT',
      '/api/admin/mail/settings',
      settingsFor(smtp, {
        host: 'https://smtp.example.com',
        port: 0,
        fromAddress: 'not an address',
        notifyEmail: '',
        password: '',
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: {
          host: 'Enter only the server’s name, like smtp.gmail.com: no “https://”, no spaces.',
          port: 'Enter a port number from 1 to 65535; most providers use 465 or 587.',
          password: 'Enter the password (or app password) that goes with this user name.',
          fromAddress: 'Enter an e-mail address, like hello@yourbusiness.com.',
          notifyEmail: 'Enter the address new quote requests should reach.',
        },
      },
    });
    const wrongTypes = await call(gateway, 'PUT', '/api/admin/mail/settings', {
      ...settingsFor(smtp),
      port: '587',
      security: 'ssl',
    });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys((wrongTypes.body.error as { fields: object }).fields).sort()).toEqual(['port', 'security']);
    expect(storedRow(gateway)).toEqual([]);
  });
});

describe('the stored password', () => {
  let other: TestSmtpServer;

  beforeEach(async () => {
    // Another mail server on another host, that would take any sign-in: it records each one.
    other = await startTestSmtpServer({ host: '127.0.0.2', auth: { user: ACCOUNT.user, password: 'anything' } });
  });
  afterEach(async () => {
    await other.close();
  });

  it('is never sent to a typed host: a test or save there with the password empty is refused beside the password', async () => {
    const gateway = await start();
    expect((await call(gateway, 'PUT', '/api/admin/mail/settings', settingsFor(smtp))).status).toBe(200);
    const before = storedRow(gateway);
    const elsewhere = settingsFor(other, { host: '127.0.0.2', password: '' });
    const words = passwordKeptOnlyFor({ host: '127.0.0.1', port: smtp.port, user: ACCOUNT.user });
    expect(words).toBe(
      `Type the password again: it is kept only for ${ACCOUNT.user} at 127.0.0.1:${smtp.port}, secured as it was saved.`,
    );
    for (const [method, path] of [
      ['POST', '/api/admin/mail/test'],
      ['PUT', '/api/admin/mail/settings'],
    ] as const) {
      const refused = await call(gateway, method, path, elsewhere);
      expect(refused.status, path).toBe(400);
      expect(refused.body, path).toMatchObject({ error: { code: 'validation_failed', fields: { password: words } } });
    }
    expect(other.signIns).toEqual([]);
    expect(other.received).toEqual([]);
    expect(storedRow(gateway)).toEqual(before);
  });

  it('is refused with another port or weaker security too, before any connection', async () => {
    const gateway = await start();
    await call(gateway, 'PUT', '/api/admin/mail/settings', settingsFor(smtp));
    const signedInBefore = smtp.signIns.length;
    for (const changes of [{ port: other.port }, { security: 'starttls' }] as const) {
      const refused = await call(
        gateway,
        'POST',
        '/api/admin/mail/test',
        settingsFor(smtp, { ...changes, password: '' }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: { fields: { password: expect.stringMatching(/^Type the password again/) } },
      });
    }
    expect(smtp.signIns).toHaveLength(signedInBefore);
  });

  it('still goes with the host, port and user it was saved with when the password is left empty', async () => {
    const gateway = await start();
    await call(gateway, 'PUT', '/api/admin/mail/settings', settingsFor(smtp));
    const tested = await call(gateway, 'POST', '/api/admin/mail/test', settingsFor(smtp, { password: '' }));
    expect(tested.body).toMatchObject({ ok: true });
    const saved = await call(
      gateway,
      'PUT',
      '/api/admin/mail/settings',
      settingsFor(smtp, { password: '', fromName: '' }),
    );
    expect(saved.status).toBe(200);
    expect(smtp.signIns.at(-1)).toEqual({ user: ACCOUNT.user, password: ACCOUNT.password });
    expect(storedRow(gateway)).toMatchObject([{ password: ACCOUNT.password, from_name: '' }]);
  });

  it('is typed again for another server, and then kept for that one only', async () => {
    const gateway = await start();
    await call(gateway, 'PUT', '/api/admin/mail/settings', settingsFor(smtp));
    const typed = settingsFor(other, { host: '127.0.0.2', password: 'anything' });
    expect((await call(gateway, 'PUT', '/api/admin/mail/settings', typed)).status).toBe(200);
    expect(storedRow(gateway)).toMatchObject([{ host: '127.0.0.2', password: 'anything' }]);
    const back = await call(gateway, 'POST', '/api/admin/mail/test', settingsFor(smtp, { password: '' }));
    expect(back.status).toBe(400);
    expect(smtp.signIns.filter((signIn) => signIn.password === 'anything')).toEqual([]);
  });
});

describe('a mail server on the server’s own network', () => {
  let listener: Server;
  let listening: number;
  let connections: number;

  beforeEach(async () => {
    connections = 0;
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    listening = (listener.address() as AddressInfo).port;
  });
  afterEach(() => {
    listener.close();
  });

  it('is refused beside the host before any connection, a literal address or a name that resolves to one', async () => {
    const gateway = await start({ outboundAllowedHosts: [] });
    for (const host of ['127.0.0.1', 'localhost', '10.0.0.1', '192.168.1.1', '169.254.169.254']) {
      for (const [method, path] of [
        ['PUT', '/api/admin/mail/settings'],
        ['POST', '/api/admin/mail/test'],
      ] as const) {
        const refused = await call(gateway, method, path, settingsFor({ port: listening }, { host }));
        expect(refused.status, `${method} ${host}`).toBe(400);
        expect(refused.body, `${method} ${host}`).toMatchObject({
          error: { code: 'validation_failed', fields: { host: PRIVATE_ADDRESS_REFUSAL } },
        });
      }
    }
    expect(connections).toBe(0);
    expect(storedRow(gateway)).toEqual([]);
  });

  it('is refused when mail is sent too, in the same words whether or not anything listens there', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mail-outbound-'));
    try {
      const allowed = await start({ root, outboundAllowedHosts: ['127.0.0.1'] });
      expect((await call(allowed, 'PUT', '/api/admin/mail/settings', settingsFor(smtp))).status).toBe(200);
      await allowed.close();
      // The operator takes the allowance back: the saved server is not reached again.
      const gateway = await start({ root, outboundAllowedHosts: [] });
      const viaSaved = await call(gateway, 'POST', '/api/admin/mail/test');
      expect(viaSaved.body).toMatchObject({ ok: false, message: PRIVATE_ADDRESS_REFUSAL });
      gateway.db.prepare('UPDATE mail_settings SET port = ?').run(listening);
      expect((await call(gateway, 'POST', '/api/admin/mail/test')).body).toMatchObject({
        ok: false,
        message: PRIVATE_ADDRESS_REFUSAL,
      });
      listener.close();
      expect((await call(gateway, 'POST', '/api/admin/mail/test')).body).toMatchObject({
        ok: false,
        message: PRIVATE_ADDRESS_REFUSAL,
      });
      expect(smtp.received).toEqual([]);
      expect(smtp.signIns).toHaveLength(1);
      expect(connections).toBe(0);
    } finally {
      await app?.close();
      app = undefined;
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('is reached once OUTBOUND_ALLOWED_HOSTS names it', async () => {
    const gateway = await start({ outboundAllowedHosts: ['127.0.0.1'] });
    expect((await call(gateway, 'PUT', '/api/admin/mail/settings', settingsFor(smtp))).status).toBe(200);
    expect((await call(gateway, 'POST', '/api/admin/mail/test')).body).toMatchObject({ ok: true });
    await eventually(() => expect(smtp.received).toHaveLength(1));
  });
});

describe('bad mail settings', () => {
  let silent: Server;
  let silentPort: number;
  let closedPort: number;

  beforeEach(async () => {
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as AddressInfo).port;
    const closed = await startTestSmtpServer();
    closedPort = closed.port;
    await closed.close();
  });
  afterEach(() => {
    silent.close();
  });

  const cases = () =>
    [
      {
        what: 'a port nothing listens on',
        typed: settingsFor({ port: closedPort }),
        field: 'port',
        words: `Could not reach the mail server at 127.0.0.1:${closedPort}: nothing is listening there. Check the port: most providers use 465 or 587.`,
      },
      {
        what: 'TLS on connect to a server that starts plain',
        typed: settingsFor(smtp, { security: 'tls' }),
        field: 'security',
        words:
          /^Could not set up a secure connection with the mail server at 127\.0\.0\.1:\d+ \(.+\)\. Check the security setting against the port: 465 usually wants “TLS on connect”, 587 “STARTTLS”\.$/,
      },
      {
        what: 'STARTTLS with a server that offers none',
        typed: settingsFor(smtp, { security: 'starttls' }),
        field: 'security',
        words: /^Could not set up a secure connection with the mail server at 127\.0\.0\.1:\d+ /,
      },
      {
        what: 'a wrong password',
        typed: settingsFor(smtp, { password: 'not the app password' }),
        field: 'password',
        words:
          /^The mail server refused the user name or password\. Check both; Gmail, Yahoo, iCloud and Fastmail want an app password, not the one you sign in with\. It answered: "535 .+"$/,
      },
      {
        what: 'an unknown host',
        typed: settingsFor(smtp, { host: 'smtp.no-such-mail-host.invalid' }),
        field: 'host',
        words:
          'Could not find the mail server "smtp.no-such-mail-host.invalid": no such name is known. Check the server name for a typing mistake.',
      },
      {
        what: 'a server that never answers',
        typed: settingsFor({ port: silentPort }),
        field: 'port',
        words: `The mail server at 127.0.0.1:${silentPort} did not answer in time. Check the port and the security setting (port 465 wants “TLS on connect”), and that no firewall blocks the way.`,
      },
    ] as const;

  it('each refuse a save in plain words beside the field to fix, and change nothing', async () => {
    const gateway = await start({ mailTimeoutMs: 1000 });
    await call(gateway, 'PUT', '/api/admin/mail/settings', settingsFor(smtp));
    const before = { view: await view(gateway), row: storedRow(gateway) };
    for (const { what, typed, field, words } of cases()) {
      const refused = await call(gateway, 'PUT', '/api/admin/mail/settings', typed);
      expect(refused.status, what).toBe(400);
      const error = refused.body.error as { code: string; message: string; fields: Record<string, string> };
      expect(error.code, what).toBe(MAIL_CHECK_FAILED_CODE);
      expect(error.message, what).toMatch(words);
      expect(error.fields, what).toEqual({ [field]: error.message });
      expect(await view(gateway), what).toEqual(before.view);
      expect(storedRow(gateway), what).toEqual(before.row);
    }
  });

  it('each fail the test e-mail in the same words, sending nothing', async () => {
    const gateway = await start({ mailTimeoutMs: 1000 });
    for (const { what, typed, field, words } of cases()) {
      const tested = await call(gateway, 'POST', '/api/admin/mail/test', typed);
      expect(tested.status, what).toBe(200);
      expect(tested.body, what).toMatchObject({ ok: false, field });
      expect(tested.body.message, what).toMatch(words);
    }
    expect(smtp.received).toEqual([]);
    expect(storedRow(gateway)).toEqual([]);
  });
});

describe('with SMTP_URL and NOTIFY_EMAIL in the environment', () => {
  it('shows the settings as fixed by the server, without the password, and refuses changes', async () => {
    const gateway = await start({
      mail: {
        smtpUrl: `smtp://env-user:${encodeURIComponent(ACCOUNT.password)}@127.0.0.1:${smtp.port}`,
        notifyEmail: OWNER,
      },
    });
    expect(await view(gateway)).toEqual({
      source: 'environment',
      fixedBy: ['SMTP_URL', 'NOTIFY_EMAIL'],
      settings: {
        host: '127.0.0.1',
        port: smtp.port,
        security: 'starttls',
        user: 'env-user',
        fromAddress: '',
        fromName: '',
        notifyEmail: OWNER,
      },
      passwordSet: true,
    });
    for (const [method, path] of [
      ['PUT', '/api/admin/mail/settings'],
      ['POST', '/api/admin/mail/test'],
    ] as const) {
      const refused = await call(gateway, method, path, settingsFor(smtp));
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: { code: MAIL_FIXED_CODE, message: MAIL_FIXED_BY_ENVIRONMENT } });
    }
    expect(storedRow(gateway)).toEqual([]);
  });

  it('wins over settings saved before the server set them', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mail-settings-'));
    const gateway = await start({ root });
    await call(gateway, 'PUT', '/api/admin/mail/settings', settingsFor(smtp));
    await gateway.close();
    app = undefined;
    const other = await startTestSmtpServer();
    try {
      const restarted = await start({
        root,
        mail: { smtpUrl: other.url, notifyEmail: 'env-owner@brightside.example' },
      });
      expect(storedRow(restarted)).toHaveLength(1);
      expect(await view(restarted)).toMatchObject({
        source: 'environment',
        settings: { notifyEmail: 'env-owner@brightside.example' },
      });
      expect((await call(restarted, 'POST', '/api/admin/mail/test')).body).toMatchObject({ ok: true });
      await eventually(() => expect(other.received).toHaveLength(1));
      expect(smtp.received).toEqual([]);
    } finally {
      await (app as TestApp | undefined)?.close();
      app = undefined;
      await other.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
