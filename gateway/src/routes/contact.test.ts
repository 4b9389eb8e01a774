import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUOTE_FORM_MIN_FILL_MS } from '../../contract/quote-requests.ts';
import { FORM_MAX_AGE_MS } from '../http/form-token.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { CONTACT_MAX_PER_WINDOW, CONTACT_WINDOW_MS } from './contact.ts';

let gateway: TestApp;
beforeEach(async () => {
  gateway = await startTestApp({ seedDemo: false });
});
afterEach(async () => {
  await gateway.close();
});

const VALID = {
  name: 'Maria Gonzalez',
  email: 'maria@example.com',
  phone: '(503) 555-0199',
  address: '1234 SE Tacoma St, 97202',
  service: '',
  details: 'Two bedrooms and a hallway, walls and trim. Some nail holes to fill.',
  preferredContact: 'email',
  website: '',
};

async function formToken(app = gateway): Promise<string> {
  const response = await fetch(`${app.url}/api/contact/token`);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as { token: string }).token;
}

/** Fetches a token, lets a person's fill-in time pass on the app's clock, then submits. */
async function submit(body: Record<string, unknown>, { app = gateway, wait = true } = {}) {
  const token = await formToken(app);
  if (wait) app.advanceClock(QUOTE_FORM_MIN_FILL_MS);
  return fetch(`${app.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ formToken: token, ...body }),
  });
}

const storedCount = (app = gateway) => Number(app.db.prepare('SELECT count(*) AS n FROM contact_requests').get()?.n);

async function expectFields(response: Response, fields: Record<string, string | RegExp>) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
  expect(body.error.code).toBe('validation_failed');
  expect(Object.keys(body.error.fields).sort()).toEqual(Object.keys(fields).sort());
  for (const [field, message] of Object.entries(fields)) expect(body.error.fields[field]).toMatch(message);
  expect(storedCount()).toBe(0);
}

describe('POST /api/contact', () => {
  it('stores the request as new before answering 201', async () => {
    const response = await submit(VALID);
    expect(response.status).toBe(201);
    const { id, receivedAt } = (await response.json()) as { id: number; receivedAt: string };
    const row = gateway.db.prepare('SELECT * FROM contact_requests WHERE id = ?').get(id);
    expect(row).toMatchObject({
      name: 'Maria Gonzalez',
      email: 'maria@example.com',
      phone: '(503) 555-0199',
      address: '1234 SE Tacoma St, 97202',
      service_slug: null,
      details: VALID.details,
      preferred_contact: 'email',
      status: 'new',
      read_at: null,
      notify_status: 'off',
      created_at: receivedAt,
    });
  });

  it('accepts a phone-only request that asks for a text back, trimming what was typed', async () => {
    const response = await submit({ ...VALID, name: '  Dan R.  ', email: '', preferredContact: 'text' });
    expect(response.status).toBe(201);
    expect(gateway.db.prepare('SELECT name, email FROM contact_requests').get()).toEqual({
      name: 'Dan R.',
      email: null,
    });
  });

  it('accepts a request from an API client that leaves out the optional fields', async () => {
    const { phone: _phone, service: _service, website: _website, ...required } = VALID;
    expect((await submit(required)).status).toBe(201);
  });

  it.each([
    ['a missing name', { name: undefined }, { name: 'Enter your name.' }],
    ['a one-letter name', { name: 'M' }, { name: 'Enter your name.' }],
    ['a name of 101 characters', { name: 'M'.repeat(101) }, { name: /at most 100/ }],
    ['a name with a line break', { name: 'Maria\r\nBcc: x@example.com' }, { name: /single line/ }],
    ['a malformed email', { email: 'maria-at-example' }, { email: /name@example.com/ }],
    ['an email of 255 characters', { email: `${'m'.repeat(243)}@example.com` }, { email: /too long/ }],
    ['a phone with letters', { phone: 'call me maybe' }, { phone: /digits/ }],
    ['a phone with too few digits', { phone: '555-01' }, { phone: /7 to 20 digits/ }],
    [
      'neither email nor phone',
      { email: '', phone: '' },
      { email: /email address or a phone/, phone: /email address or a phone/ },
    ],
    ['no address', { address: ' ' }, { address: /street address or ZIP/ }],
    ['project details that are too short', { details: 'Paint' }, { details: /at least 10/ }],
    ['project details that are too long', { details: 'x'.repeat(5001) }, { details: /at most 5000/ }],
    [
      'no preferred contact method',
      { preferredContact: undefined },
      { preferredContact: 'Choose how we should reply.' },
    ],
    ['an unknown contact method', { preferredContact: 'pigeon' }, { preferredContact: 'Choose how we should reply.' }],
    [
      'a reply by email without an email',
      { email: '', preferredContact: 'email' },
      { preferredContact: /Add your email/ },
    ],
    [
      'a phone call without a phone number',
      { phone: '', preferredContact: 'phone' },
      { preferredContact: /Add your phone/ },
    ],
    ['a service that is not offered', { service: 'roofing' }, { service: 'Choose a service from the list.' }],
  ])('answers %s with 400 and a message for that field, storing nothing', async (_case, change, fields) => {
    await expectFields(await submit({ ...VALID, ...change }), fields);
  });

  it('refuses a filled-in honeypot without storing anything', async () => {
    const response = await submit({ ...VALID, website: 'https://cheap-pills.example' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'rejected' } });
    expect(storedCount()).toBe(0);
  });

  it('refuses a form sent faster than a person could fill it in, without storing it', async () => {
    const response = await submit(VALID, { wait: false });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'too_fast' } });
    expect(storedCount()).toBe(0);
  });

  it.each([
    ['no form token', undefined],
    ['a forged form token', `${Date.now() - 60_000}.bm90LWEtc2lnbmF0dXJl`],
    ['a tampered form token', 'tampered'],
  ])('refuses %s as an expired form', async (_case, token) => {
    gateway.advanceClock(QUOTE_FORM_MIN_FILL_MS);
    const response = await fetch(`${gateway.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...VALID, formToken: token }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'form_expired' } });
    expect(storedCount()).toBe(0);
  });

  it('refuses a form token older than a day', async () => {
    const token = await formToken();
    gateway.advanceClock(FORM_MAX_AGE_MS + 1000);
    const response = await fetch(`${gateway.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...VALID, formToken: token }),
    });
    expect(await response.json()).toMatchObject({ error: { code: 'form_expired' } });
  });

  it(`answers 429 with Retry-After after ${CONTACT_MAX_PER_WINDOW} requests from one address, and 201 again later`, async () => {
    for (let sent = 0; sent < CONTACT_MAX_PER_WINDOW; sent += 1) expect((await submit(VALID)).status).toBe(201);
    const limited = await submit(VALID);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: { code: 'too_many_requests' } });
    expect(storedCount()).toBe(CONTACT_MAX_PER_WINDOW);

    gateway.advanceClock(CONTACT_WINDOW_MS);
    expect((await submit(VALID)).status).toBe(201);
  });
});

describe('e-mail to the owner', () => {
  interface Received {
    to: string[];
    raw: string;
  }
  let smtp: SMTPServer;
  let received: Received[];
  let smtpPort: number;

  beforeEach(async () => {
    received = [];
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  async function eventually(check: () => void, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        return check();
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  }

  it('delivers the request to NOTIFY_EMAIL through the SMTP server, replying to the customer', async () => {
    const app = await startTestApp({
      mail: { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, notifyEmail: 'owner@brightside.example' },
    });
    try {
      const response = await submit({ ...VALID, service: '' }, { app });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      await eventually(() => expect(received).toHaveLength(1));
      const [mail] = received;
      expect(mail?.to).toEqual(['owner@brightside.example']);
      expect(mail?.raw).toMatch(/^Subject: New quote request from Maria Gonzalez/m);
      expect(mail?.raw).toMatch(/^Reply-To: maria@example.com/m);
      expect(mail?.raw).toContain('Two bedrooms and a hallway');
      await eventually(() =>
        expect(
          app.db.prepare('SELECT notify_status, notify_attempts FROM contact_requests WHERE id = ?').get(id),
        ).toEqual({
          notify_status: 'sent',
          notify_attempts: 1,
        }),
      );
    } finally {
      await app.close();
    }
  });

  it('has an HTML part under the business’s logo, where what the customer typed stays text', async () => {
    const app = await startTestApp({
      mail: { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, notifyEmail: 'owner@brightside.example' },
    });
    try {
      const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#d9822b' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.set('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
      const token = await app.signIn();
      const upload = await fetch(`${app.url}/api/admin/brand/logo`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      expect(upload.status).toBe(200);

      expect((await submit({ ...VALID, details: 'Two rooms <b>and</b> a hall' }, { app })).status).toBe(201);
      await eventually(() => expect(received).toHaveLength(1));
      // Quoted-printable, as nodemailer writes the HTML part: soft line breaks and "=3D" undone.
      const raw = (received[0]?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
      expect(raw).toMatch(
        /<img src="https:\/\/brightside\.example\/uploads\/[a-f0-9]{20}-mail-320\.png" alt="[^"]+" height="48">/,
      );
      const html = raw.slice(raw.indexOf('Content-Type: text/html'));
      expect(html).toContain('<p>Two rooms &#60;b&#62;and&#60;/b&#62; a hall</p>');
      expect(html).not.toContain('<b>and</b>');
    } finally {
      await app.close();
    }
  });

  it('still stores and acknowledges the request when the SMTP server is down, and gives up after the retries', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const app = await startTestApp({
      mail: {
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        notifyEmail: 'owner@brightside.example',
        retryDelaysMs: [0, 20, 20],
      },
    });
    try {
      const response = await submit(VALID, { app });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      expect(app.db.prepare('SELECT name FROM contact_requests WHERE id = ?').get(id)).toEqual({
        name: 'Maria Gonzalez',
      });
      await eventually(() =>
        expect(
          app.db.prepare('SELECT notify_status, notify_attempts FROM contact_requests WHERE id = ?').get(id),
        ).toEqual({
          notify_status: 'failed',
          notify_attempts: 3,
        }),
      );
    } finally {
      await app.close();
      smtp = new SMTPServer({ logger: false });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    }
  });
});

describe('when the database cannot take writes (disk full, read-only)', () => {
  it('answers a quote request with a clear 503 and Retry-After, while the site can still be read', async () => {
    const token = await formToken();
    gateway.advanceClock(QUOTE_FORM_MIN_FILL_MS);
    gateway.db.exec('PRAGMA query_only = ON');
    try {
      const response = await fetch(`${gateway.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...VALID, formToken: token }),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.json()).toEqual({
        error: {
          code: 'storage_unavailable',
          message: "We can't save changes right now. Nothing was stored; please try again in a few minutes.",
        },
      });
      expect((await fetch(`${gateway.url}/api/site`)).status).toBe(200);
      expect((await fetch(`${gateway.url}/api/health`)).status).toBe(200);
    } finally {
      gateway.db.exec('PRAGMA query_only = OFF');
    }
    expect(storedCount()).toBe(0);
  });
});
