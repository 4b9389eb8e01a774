import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_SOURCE_MAX_LENGTH, QUOTE_FORM_MIN_FILL_MS } from '../../contract/quote-requests.ts';
import { adminQuoteRequestPath } from '../../contract/routes.ts';
import { QUOTE_REQUEST } from '../testing/quote-request-fixture.ts';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../testing/test-app.ts';
import {
  eventually,
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../testing/test-smtp-server.ts';
import { FORM_MAX_AGE_MS } from './form-token.ts';
import { QUOTE_REQUEST_MAX_PER_WINDOW, QUOTE_REQUEST_WINDOW_MS } from './quote-request-intake.ts';

let gateway: TestApp;
beforeEach(async () => {
  gateway = await startTestApp({ seedDemo: false });
});
afterEach(async () => {
  await gateway.close();
});

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
    const response = await submit(QUOTE_REQUEST);
    expect(response.status).toBe(201);
    const { id, receivedAt } = (await response.json()) as { id: number; receivedAt: string };
    const row = gateway.db.prepare('SELECT * FROM contact_requests WHERE id = ?').get(id);
    expect(row).toMatchObject({
      name: 'Maria Gonzalez',
      email: 'maria@example.com',
      phone: '(503) 555-0199',
      address: '1234 SE Tacoma St, 97202',
      service_slug: null,
      details: QUOTE_REQUEST.details,
      preferred_contact: 'email',
      status: 'new',
      read_at: null,
      notify_status: 'off',
      created_at: receivedAt,
    });
  });

  it('accepts a phone-only request that asks for a text back, trimming what was typed', async () => {
    const response = await submit({ ...QUOTE_REQUEST, name: '  Dan R.  ', email: '', preferredContact: 'text' });
    expect(response.status).toBe(201);
    expect(gateway.db.prepare('SELECT name, email FROM contact_requests').get()).toEqual({
      name: 'Dan R.',
      email: null,
    });
  });

  it('accepts a request from an API client that leaves out the optional fields', async () => {
    const { phone: _phone, service: _service, website: _website, ...required } = QUOTE_REQUEST;
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
    await expectFields(await submit({ ...QUOTE_REQUEST, ...change }), fields);
  });

  const spamRows = () =>
    gateway.db.prepare('SELECT name, spam_reason, notify_status, ack_status FROM contact_requests').all();

  it('keeps a filled-in honeypot in the spam folder, answering as before', async () => {
    const response = await submit({ ...QUOTE_REQUEST, website: 'https://cheap-pills.example' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'rejected' } });
    expect(spamRows()).toEqual([
      { name: 'Maria Gonzalez', spam_reason: 'honeypot', notify_status: 'off', ack_status: 'off' },
    ]);
  });

  it('keeps a form sent faster than a person could fill it in in the spam folder, answering as before', async () => {
    const response = await submit(QUOTE_REQUEST, { wait: false });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'too_fast' } });
    expect(spamRows()).toEqual([
      { name: 'Maria Gonzalez', spam_reason: 'too_fast', notify_status: 'off', ack_status: 'off' },
    ]);
  });

  it('refuses spam that does not validate without storing it', async () => {
    await expectFields(await submit({ ...QUOTE_REQUEST, website: 'x', details: 'Cheap' }), { details: /at least 10/ });
    await expectFields(await submit({ ...QUOTE_REQUEST, name: '' }, { wait: false }), { name: 'Enter your name.' });
  });

  it('counts spam toward the per-address limit, and stores nothing once it is reached', async () => {
    for (let sent = 0; sent < QUOTE_REQUEST_MAX_PER_WINDOW; sent += 1) {
      expect((await submit({ ...QUOTE_REQUEST, website: 'spam' })).status).toBe(400);
    }
    const limited = await submit({ ...QUOTE_REQUEST, website: 'spam' });
    expect(limited.status).toBe(429);
    expect((await submit(QUOTE_REQUEST)).status).toBe(429);
    expect(storedCount()).toBe(QUOTE_REQUEST_MAX_PER_WINDOW);
  });

  it('stores where the visitor came from, cut to size and without control characters', async () => {
    const response = await submit({
      ...QUOTE_REQUEST,
      source: {
        landingPage: '/?utm_source=flyer&utm_campaign=spring',
        referrer: 'https://www.google.com/search?q=painters+portland',
        utmSource: ' flyer\u0000\n ',
        utmMedium: 'x'.repeat(LEAD_SOURCE_MAX_LENGTH + 50),
        utmCampaign: 'spring\u001b[31m',
      },
    });
    expect(response.status).toBe(201);
    expect(
      gateway.db
        .prepare('SELECT landing_page, referrer, utm_source, utm_medium, utm_campaign FROM contact_requests')
        .get(),
    ).toEqual({
      landing_page: '/?utm_source=flyer&utm_campaign=spring',
      referrer: 'www.google.com',
      utm_source: 'flyer',
      utm_medium: 'x'.repeat(LEAD_SOURCE_MAX_LENGTH),
      utm_campaign: 'spring[31m',
    });
  });

  it.each([
    ['a source that is not an object', 'flyer'],
    ['a list', ['flyer']],
    ['fields of the wrong type', { landingPage: 42, referrer: { host: 'x' }, utmSource: true, utmMedium: null }],
    ['a referrer that is no web address', { referrer: 'javascript:alert(1)', landingPage: 'not a path' }],
    ['a referrer with a bad host', { referrer: 'https://exa mple.com/', landingPage: '//evil.example/' }],
  ])('takes %s as an unknown source, never as a reason to refuse the request', async (_case, source) => {
    expect((await submit({ ...QUOTE_REQUEST, source })).status).toBe(201);
    expect(
      gateway.db
        .prepare('SELECT landing_page, referrer, utm_source, utm_medium, utm_campaign FROM contact_requests')
        .get(),
    ).toEqual({ landing_page: null, referrer: null, utm_source: null, utm_medium: null, utm_campaign: null });
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
      body: JSON.stringify({ ...QUOTE_REQUEST, formToken: token }),
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
      body: JSON.stringify({ ...QUOTE_REQUEST, formToken: token }),
    });
    expect(await response.json()).toMatchObject({ error: { code: 'form_expired' } });
  });

  it(`answers 429 with Retry-After after ${QUOTE_REQUEST_MAX_PER_WINDOW} requests from one address, and 201 again later`, async () => {
    for (let sent = 0; sent < QUOTE_REQUEST_MAX_PER_WINDOW; sent += 1)
      expect((await submit(QUOTE_REQUEST)).status).toBe(201);
    const limited = await submit(QUOTE_REQUEST);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: { code: 'too_many_requests' } });
    expect(storedCount()).toBe(QUOTE_REQUEST_MAX_PER_WINDOW);

    gateway.advanceClock(QUOTE_REQUEST_WINDOW_MS);
    expect((await submit(QUOTE_REQUEST)).status).toBe(201);
  });
});

/** A request as the store had it when the gateway stopped. */
const STORED_BEFORE_RESTART = {
  name: 'Before the restart',
  email: QUOTE_REQUEST.email,
  phone: null,
  address: '97202',
  serviceSlug: null,
  serviceTitle: null,
  details: 'Stored just before the gateway stopped.',
  preferredContact: 'email',
} as const;

describe('the e-mails of a quote request', () => {
  const OWNER = 'owner@brightside.example';
  const WEBSITE = 'Brightside Website <web@brightside.example>';
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

  /** A gateway that mails through the test server, for a business with a phone, an e-mail and confirmation words. */
  async function mailingApp(options: { mailFrom?: string; smtpUrl?: string; retryDelaysMs?: number[] } = {}) {
    app = await startTestApp({
      mail: { smtpUrl: options.smtpUrl ?? smtp.url, notifyEmail: OWNER, ...options },
      photoCount: () => 3,
    });
    app.db
      .prepare(
        "UPDATE business SET name = 'Brightside Painting', phone = '(503) 555-0100', email = 'hello@brightside.example'",
      )
      .run();
    app.db
      .prepare("UPDATE page_copy SET copy = json_set(coalesce(copy, '{}'), '$.confirmation', ?) WHERE page = 'contact'")
      .run('We read every request the same day and reply within one business day.');
    return app;
  }

  const toOwner = () => smtp.received.find((mail) => mail.to.includes(OWNER));
  const toCustomer = () => smtp.received.find((mail) => mail.to.includes(QUOTE_REQUEST.email));
  /** The message as a reader sees it: quoted-printable soft breaks and "=3D" undone. */
  const readable = (mail: ReceivedMail | undefined) =>
    (mail?.raw ?? '')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
      .replace(/=E2=80=94/g, '—');
  const mailStatus = (id: number, gateway: TestApp) =>
    gateway.db
      .prepare('SELECT notify_status, notify_error, ack_status, ack_error FROM contact_requests WHERE id = ?')
      .get(id);

  it('tells the owner (Reply-To the customer) and acknowledges to the customer (Reply-To the owner), both From MAIL_FROM', async () => {
    const gateway = await mailingApp({ mailFrom: WEBSITE });
    const response = await submit({ ...QUOTE_REQUEST, service: '' }, { app: gateway });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    await eventually(() => expect(smtp.received).toHaveLength(2));

    const owner = toOwner();
    expect(owner?.to).toEqual([OWNER]);
    expect(owner?.header('From')).toBe(WEBSITE);
    expect(owner?.header('Reply-To')).toBe(QUOTE_REQUEST.email);
    expect(owner?.header('Subject')).toBe('New quote request from Maria Gonzalez');
    expect(owner?.envelopeFrom).toBe('web@brightside.example');
    expect(readable(owner)).toContain('Two bedrooms and a hallway');
    expect(readable(owner)).toContain(
      `3 photos — see them in the dashboard: ${TEST_SITE_URL}${adminQuoteRequestPath(id)}`,
    );
    expect(readable(owner)).toContain(`Open it in the dashboard: ${TEST_SITE_URL}${adminQuoteRequestPath(id)}`);

    const customer = toCustomer();
    expect(customer?.to).toEqual([QUOTE_REQUEST.email]);
    expect(customer?.header('From')).toBe(WEBSITE);
    expect(customer?.header('Reply-To')).toBe('hello@brightside.example');
    expect(customer?.envelopeFrom).toBe('web@brightside.example');
    await eventually(() =>
      expect(mailStatus(id, gateway)).toEqual({
        notify_status: 'sent',
        notify_error: null,
        ack_status: 'sent',
        ack_error: null,
      }),
    );
  });

  it('never sends from the visitor’s address: without MAIL_FROM the owner’s comes from NOTIFY_EMAIL, the customer’s from the business e-mail, both under the business’s name', async () => {
    const gateway = await mailingApp();
    const response = await submit(QUOTE_REQUEST, { app: gateway });
    const { id } = (await response.json()) as { id: number };
    await eventually(() => expect(smtp.received).toHaveLength(2));
    expect(toOwner()?.header('From')).toBe(`Brightside Painting <${OWNER}>`);
    expect(toOwner()?.envelopeFrom).toBe(OWNER);
    expect(toCustomer()?.header('From')).toBe('Brightside Painting <hello@brightside.example>');
    expect(toCustomer()?.envelopeFrom).toBe('hello@brightside.example');
    expect(toCustomer()?.header('Reply-To')).toBe('hello@brightside.example');
    for (const mail of smtp.received) {
      expect(mail.header('From')).not.toContain(QUOTE_REQUEST.email);
      expect(mail.header('Sender')).toBeUndefined();
    }
    // NOTIFY_EMAIL is the owner's private address: nowhere in what the visitor gets.
    expect(toCustomer()?.raw).not.toContain(OWNER);
    await eventually(() =>
      expect(mailStatus(id, gateway)).toMatchObject({ notify_status: 'sent', ack_status: 'sent' }),
    );
  });

  it('skips the acknowledgement, saying why, with neither MAIL_FROM nor a business e-mail: NOTIFY_EMAIL never reaches a visitor', async () => {
    const gateway = await mailingApp();
    gateway.db.prepare("UPDATE business SET email = ''").run();
    const response = await submit(QUOTE_REQUEST, { app: gateway });
    const { id } = (await response.json()) as { id: number };
    await eventually(() => expect(mailStatus(id, gateway)).toMatchObject({ notify_status: 'sent', ack_status: 'off' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.map((mail) => mail.to)).toEqual([[OWNER]]);
    const token = await gateway.signIn();
    const shown = await fetch(`${gateway.url}/api/admin/messages/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await shown.json()).toMatchObject({ acknowledgeStatus: 'off', acknowledgeSkipped: 'no_sender_address' });
  });

  it('skips an acknowledgement still due when the business e-mail was cleared meanwhile', async () => {
    const gateway = await mailingApp();
    const { id } = gateway.modules.records.requests.add({
      ...STORED_BEFORE_RESTART,
      notifyStatus: 'sent',
      acknowledgeStatus: 'pending',
    });
    gateway.db.prepare("UPDATE business SET email = ''").run();
    gateway.modules.quoteRequests.outbox.resumePending();
    await eventually(() =>
      expect(gateway.db.prepare('SELECT ack_status, ack_skipped FROM contact_requests WHERE id = ?').get(id)).toEqual({
        ack_status: 'off',
        ack_skipped: 'no_sender_address',
      }),
    );
    expect(smtp.received).toEqual([]);
  });

  it('sends no acknowledgement when the customer gave no e-mail address', async () => {
    const gateway = await mailingApp();
    const response = await submit({ ...QUOTE_REQUEST, email: '', preferredContact: 'text' }, { app: gateway });
    const { id } = (await response.json()) as { id: number };
    await eventually(() => expect(mailStatus(id, gateway)).toMatchObject({ notify_status: 'sent', ack_status: 'off' }));
    expect(smtp.received.map((mail) => mail.to)).toEqual([[OWNER]]);
    expect(toOwner()?.header('Reply-To')).toBeUndefined();
  });

  it('acknowledges with the service, the date, the photos, what happens next and the phone to call, and nothing else typed (PRINT_ACK_MAIL=1 prints it)', async () => {
    const gateway = await mailingApp({ mailFrom: WEBSITE });
    expect(
      (await submit({ ...QUOTE_REQUEST, details: 'Two rooms <b>and</b> a hall, ceilings too.' }, { app: gateway }))
        .status,
    ).toBe(201);
    await eventually(() => expect(toCustomer()).toBeDefined());
    const raw = toCustomer()?.raw ?? '';
    if (process.env.PRINT_ACK_MAIL === '1')
      console.log(`--- acknowledgement as the SMTP server received it ---\n${raw}`);
    const text = readable(toCustomer());
    expect(toCustomer()?.header('Subject')).toMatch(/^(We got your request — Brightside Painting|=\?UTF-8\?.+\?=)$/);
    expect(text).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(text).toContain('Thank you, Maria: we got your request');
    expect(text).toContain('Thank you for asking Brightside Painting for a quote. We have your request:');
    expect(text).toMatch(/Service: +Not sure yet/);
    expect(text).toMatch(/Photos: +3 photos/);
    expect(text).toMatch(/Received: +\w+day, /);
    expect(text).toContain('We read every request the same day and reply within one business day.');
    expect(text).toContain("We'll reply by e-mail.");
    expect(text).toContain("If it's urgent, call us at (503) 555-0100.");
    for (const typed of ['Gonzalez', 'Two rooms', 'and</b>', 'Tacoma', '555-0199']) expect(text).not.toContain(typed);
  });

  it('has an HTML part under the business’s logo, where what the customer typed stays text', async () => {
    const gateway = await mailingApp();
    const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#d9822b' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    const token = await gateway.signIn();
    const upload = await fetch(`${gateway.url}/api/admin/brand/logo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);

    expect((await submit({ ...QUOTE_REQUEST, details: 'Two rooms <b>and</b> a hall' }, { app: gateway })).status).toBe(
      201,
    );
    await eventually(() => expect(smtp.received).toHaveLength(2));
    for (const mail of [toOwner(), toCustomer()]) {
      const raw = readable(mail);
      expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
      expect(raw).toMatch(
        /<img src="https:\/\/brightside\.example\/uploads\/[a-f0-9]{20}-mail-320\.png" alt="[^"]+" height="48">/,
      );
    }
    // Only the owner's repeats the details; the customer's repeats nothing typed but a first name.
    const html = readable(toOwner()).slice(readable(toOwner()).indexOf('Content-Type: text/html'));
    expect(html).toContain('<p>Two rooms &#60;b&#62;and&#60;/b&#62; a hall</p>');
    expect(html).not.toContain('<b>and</b>');
  });

  it('never mails spam', async () => {
    const gateway = await mailingApp();
    expect((await submit({ ...QUOTE_REQUEST, name: 'Honey Pot', website: 'x' }, { app: gateway })).status).toBe(400);
    expect((await submit({ ...QUOTE_REQUEST, name: 'Speedy Bot' }, { app: gateway, wait: false })).status).toBe(400);
    expect((await submit(QUOTE_REQUEST, { app: gateway })).status).toBe(201);
    await eventually(() => expect(smtp.received).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.map((mail) => mail.raw).join('\n')).not.toMatch(/Honey Pot|Speedy Bot/);
  });

  it('keeps the request when the mail server is down, shows the failure in plain words, and retry-mail sends it', async () => {
    const { port } = smtp;
    await smtp.close();
    const gateway = await mailingApp({ retryDelaysMs: [0, 20] });
    const response = await submit(QUOTE_REQUEST, { app: gateway });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const words = `Could not reach the mail server at 127.0.0.1:${port}: nothing is listening there. Check SMTP_URL.`;
    await eventually(() =>
      expect(mailStatus(id, gateway)).toEqual({
        notify_status: 'failed',
        notify_error: words,
        ack_status: 'failed',
        ack_error: words,
      }),
    );
    const token = await gateway.signIn();
    const auth = { Authorization: `Bearer ${token}` };
    const shown = (await (await fetch(`${gateway.url}/api/admin/messages/${id}`, { headers: auth })).json()) as Record<
      string,
      unknown
    >;
    expect(shown).toMatchObject({
      name: 'Maria Gonzalez',
      notifyStatus: 'failed',
      notifyError: words,
      acknowledgeStatus: 'failed',
      acknowledgeError: words,
    });

    smtp = await startTestSmtpServer(port);
    const retried = await fetch(`${gateway.url}/api/admin/messages/${id}/retry-mail`, {
      method: 'POST',
      headers: auth,
    });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ notifyStatus: 'pending', acknowledgeStatus: 'pending' });
    await eventually(() => expect(smtp.received).toHaveLength(2));
    await eventually(() =>
      expect(mailStatus(id, gateway)).toEqual({
        notify_status: 'sent',
        notify_error: null,
        ack_status: 'sent',
        ack_error: null,
      }),
    );
    const again = await fetch(`${gateway.url}/api/admin/messages/${id}/retry-mail`, { method: 'POST', headers: auth });
    expect(again.status).toBe(409);
  });

  it('retries only the e-mail the server refused, quoting the server', async () => {
    smtp.refuse.add(QUOTE_REQUEST.email);
    const gateway = await mailingApp({ retryDelaysMs: [0] });
    const { id } = (await (await submit(QUOTE_REQUEST, { app: gateway })).json()) as { id: number };
    await eventually(() =>
      expect(mailStatus(id, gateway)).toMatchObject({ notify_status: 'sent', ack_status: 'failed' }),
    );
    expect(String(mailStatus(id, gateway)?.ack_error)).toMatch(
      /^The mail server refused the recipient\. It answered: "550 5\.1\.1 Mailbox unavailable/,
    );

    smtp.refuse.clear();
    const token = await gateway.signIn();
    const retried = await fetch(`${gateway.url}/api/admin/messages/${id}/retry-mail`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(retried.status).toBe(200);
    await eventually(() => expect(mailStatus(id, gateway)).toMatchObject({ ack_status: 'sent', ack_error: null }));
    expect(smtp.received.map((mail) => mail.to)).toEqual([[OWNER], [QUOTE_REQUEST.email]]);
  });

  it('sends after a restart the e-mails that were still due', async () => {
    const gateway = await mailingApp();
    const { id } = gateway.modules.records.requests.add({
      ...STORED_BEFORE_RESTART,
      notifyStatus: 'pending',
      acknowledgeStatus: 'pending',
    });
    gateway.modules.quoteRequests.outbox.resumePending();
    await eventually(() => expect(smtp.received).toHaveLength(2));
    await eventually(() =>
      expect(mailStatus(id, gateway)).toMatchObject({ notify_status: 'sent', ack_status: 'sent' }),
    );
  });

  it('mails a restored request as a new one', async () => {
    const gateway = await mailingApp();
    expect((await submit({ ...QUOTE_REQUEST, website: 'x' }, { app: gateway })).status).toBe(400);
    const spam = gateway.db.prepare('SELECT id FROM contact_requests').get() as { id: number };
    const token = await gateway.signIn();
    const restored = await fetch(`${gateway.url}/api/admin/messages/${spam.id}/restore`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({
      spamReason: null,
      notifyStatus: 'pending',
      acknowledgeStatus: 'pending',
    });
    await eventually(() => expect(smtp.received).toHaveLength(2));
    expect(toOwner()?.header('Subject')).toBe('New quote request from Maria Gonzalez');
    await eventually(() =>
      expect(mailStatus(spam.id, gateway)).toMatchObject({ notify_status: 'sent', ack_status: 'sent' }),
    );
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
        body: JSON.stringify({ ...QUOTE_REQUEST, formToken: token }),
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
