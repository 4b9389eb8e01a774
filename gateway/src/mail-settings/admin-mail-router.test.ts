import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_NOT_CONFIGURED } from '../mail/mail-sender.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { eventually, startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.ts';
import { MAIL_TESTS_PER_WINDOW } from './admin-mail-router.ts';

const OWNER = 'owner@brightside.example';
let smtp: TestSmtpServer;
let app: TestApp | undefined;

beforeEach(async () => {
  smtp = await startTestSmtpServer();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await smtp.close();
});

async function call(gateway: TestApp, method: string, path: string) {
  const token = await gateway.signIn();
  return fetch(`${gateway.url}${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
}

describe('GET /api/admin/mail', () => {
  it('says whether e-mail is set up, where it goes and whom it comes from', async () => {
    app = await startTestApp({
      mail: { smtpUrl: smtp.url, notifyEmail: OWNER, mailFrom: 'Web <web@brightside.example>' },
    });
    const response = await call(app, 'GET', '/api/admin/mail');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      configured: true,
      notifyEmail: OWNER,
      from: 'Web <web@brightside.example>',
      customerFrom: 'Web <web@brightside.example>',
      lastSend: null,
    });
  });

  it('names the business e-mail as the customers’ sender without MAIL_FROM, and none without either: never NOTIFY_EMAIL', async () => {
    const gateway = await startTestApp({ mail: { smtpUrl: smtp.url, notifyEmail: OWNER } });
    app = gateway;
    const health = async () =>
      (await (await call(gateway, 'GET', '/api/admin/mail')).json()) as Record<string, unknown>;
    gateway.db.prepare("UPDATE business SET email = 'hello@brightside.example'").run();
    expect(await health()).toMatchObject({ from: OWNER, customerFrom: 'hello@brightside.example' });
    gateway.db.prepare("UPDATE business SET email = ''").run();
    expect(await health()).toMatchObject({ from: OWNER, customerFrom: null });
  });

  it('says so when e-mail is not set up', async () => {
    app = await startTestApp();
    expect(await (await call(app, 'GET', '/api/admin/mail')).json()).toEqual({
      configured: false,
      notifyEmail: null,
      from: null,
      customerFrom: null,
      lastSend: null,
    });
  });
});

describe('POST /api/admin/mail/test', () => {
  it('sends a test e-mail to NOTIFY_EMAIL and remembers the answer as the last send', async () => {
    app = await startTestApp({ mail: { smtpUrl: smtp.url, notifyEmail: OWNER } });
    const response = await call(app, 'POST', '/api/admin/mail/test');
    expect(response.status).toBe(200);
    const result = (await response.json()) as { ok: boolean; message: string; at: string };
    expect(result).toMatchObject({ ok: true, message: `Sent to ${OWNER}.` });
    expect(Number.isNaN(Date.parse(result.at))).toBe(false);
    await eventually(() => expect(smtp.received).toHaveLength(1));
    expect(smtp.received[0]?.to).toEqual([OWNER]);
    expect(smtp.received[0]?.header('From')).toBe(OWNER);
    expect(smtp.received[0]?.header('Subject')).toMatch(/^Test e-mail from the .+ website$/);
    const health = (await (await call(app, 'GET', '/api/admin/mail')).json()) as { lastSend: unknown };
    expect(health.lastSend).toEqual(result);
    const overview = (await (await call(app, 'GET', '/api/admin/overview')).json()) as { mail: { lastSend: unknown } };
    expect(overview.mail.lastSend).toEqual(result);
  });

  it('answers 200 with ok false and plain words when nothing listens at SMTP_URL', async () => {
    const { port } = smtp;
    await smtp.close();
    app = await startTestApp({ mail: { smtpUrl: `smtp://mailer:s3cret-pass@127.0.0.1:${port}`, notifyEmail: OWNER } });
    const response = await call(app, 'POST', '/api/admin/mail/test');
    expect(response.status).toBe(200);
    const result = (await response.json()) as { ok: boolean; message: string };
    expect(result).toMatchObject({
      ok: false,
      message: `Could not reach the mail server at 127.0.0.1:${port}: nothing is listening there. Check SMTP_URL.`,
    });
    const health = (await (await call(app, 'GET', '/api/admin/mail')).json()) as { lastSend: unknown };
    expect(JSON.stringify(health)).not.toContain('s3cret');
    expect(health.lastSend).toMatchObject({ ok: false });
    smtp = await startTestSmtpServer();
  });

  it('answers in plain words when a mail server never greets, within the timeout', async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      app = await startTestApp({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, notifyEmail: OWNER, timeoutMs: 300 } });
      const result = (await (await call(app, 'POST', '/api/admin/mail/test')).json()) as {
        ok: boolean;
        message: string;
      };
      expect(result).toEqual(
        expect.objectContaining({
          ok: false,
          message: `The mail server at 127.0.0.1:${port} did not answer in time. Check the host and port in SMTP_URL, and that no firewall blocks the way.`,
        }),
      );
    } finally {
      silent.close();
    }
  });

  it('answers that e-mail is not set up, sending nothing', async () => {
    app = await startTestApp();
    const result = (await (await call(app, 'POST', '/api/admin/mail/test')).json()) as { ok: boolean; message: string };
    expect(result).toMatchObject({ ok: false, message: MAIL_NOT_CONFIGURED });
    expect(MAIL_NOT_CONFIGURED).toBe(
      'E-mail is not set up: connect your mail account in the dashboard’s E-mail section.',
    );
  });

  it(`sends at most ${MAIL_TESTS_PER_WINDOW} test e-mails in ten minutes`, async () => {
    app = await startTestApp({ mail: { smtpUrl: smtp.url, notifyEmail: OWNER } });
    const token = await app.signIn();
    const send = () =>
      fetch(`${app?.url}/api/admin/mail/test`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    for (let sent = 0; sent < MAIL_TESTS_PER_WINDOW; sent += 1) expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(smtp.received).toHaveLength(MAIL_TESTS_PER_WINDOW);
  });
});
