import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ONE_CLICK_BODY, UNSUBSCRIBE_PATH_PREFIX } from '../../contract/customer-mail.ts';
import { QUOTE_FORM_MIN_FILL_MS, type QuoteRequest } from '../../contract/quote-requests.ts';
import { UNSUBSCRIBE_WORDS } from '../mail/mail-layout.ts';
import { UNSUBSCRIBED_WORDS } from '../quote-requests/mail-events.ts';
import { QUOTE_REQUEST } from '../testing/quote-request-fixture.ts';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../testing/test-app.ts';
import {
  eventually,
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../testing/test-smtp-server.ts';
import { send } from '../testing/visit-fixture.ts';
import {
  LINK_NOT_FOUND_HEADING,
  NOT_ONE_CLICK_HEADING,
  UNSUBSCRIBE_BUTTON,
  UNSUBSCRIBED_HEADING,
} from './unsubscribe-page.ts';
import { UNSUBSCRIBED_SUMMARY, UNSUBSCRIBES_PER_ADDRESS } from './unsubscribe-router.ts';

// RFC 8058 one-click unsubscribing, through the real app, a real SQLite file and a real mail
// server: the link in the acknowledgement's headers and body, the page behind it, the POST a mail
// app sends, and every later acknowledgement to that address skipped.

const OWNER = 'owner@brightside.example';
const CUSTOMER = QUOTE_REQUEST.email;
const DAY_MS = 24 * 3_600_000;

let gateway: TestApp;
let smtp: TestSmtpServer;
let owner: string;
beforeEach(async () => {
  smtp = await startTestSmtpServer();
  gateway = await startTestApp({
    trustProxy: true,
    mail: { smtpUrl: smtp.url, notifyEmail: OWNER, mailFrom: 'Brightside Painting <hello@brightside.example>' },
  });
  gateway.db.prepare("UPDATE business SET name = 'Brightside Painting'").run();
  owner = await gateway.signIn();
});
afterEach(async () => {
  await gateway.close();
  await smtp.close();
});

let addresses = 0;
/** A quote request as the public form sends it, each from an address of its own. */
async function submit(body: Record<string, unknown> = QUOTE_REQUEST): Promise<number> {
  const { token } = (await (await fetch(`${gateway.url}/api/contact/token`)).json()) as { token: string };
  gateway.advanceClock(QUOTE_FORM_MIN_FILL_MS);
  const response = await send(
    gateway,
    '/api/contact',
    { ...body, formToken: token },
    {
      address: `198.51.100.${++addresses}`,
    },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
/** The message as a reader sees it: quoted-printable soft breaks and escapes undone, its UTF-8 read. */
const readable = (mail: ReceivedMail) =>
  Buffer.from(
    mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
/** The site's link as the test reaches the app (SITE_URL is the public address). */
const local = (url: string) => url.replace(TEST_SITE_URL, gateway.url);
const unsubscribeUrlOf = (id: number) => gateway.modules.customerMail.unsubscribeLinks.url(id) ?? '';

const oneClick = (url: string, body: string = ONE_CLICK_BODY, type = 'application/x-www-form-urlencoded') =>
  fetch(local(url), { method: 'POST', headers: { 'Content-Type': type }, body });

async function request(id: number): Promise<QuoteRequest> {
  const response = await fetch(`${gateway.url}/api/admin/messages/${id}`, {
    headers: { Authorization: `Bearer ${owner}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as QuoteRequest;
}

describe('the unsubscribe link (RFC 8058)', () => {
  it('is in the headers and the body of the acknowledgement', async () => {
    const id = await submit();
    await eventually(() => expect(mailTo(CUSTOMER)).toHaveLength(1));
    const [ack] = mailTo(CUSTOMER) as [ReceivedMail];
    const url = unsubscribeUrlOf(id);
    expect(url).toMatch(new RegExp(`^https://brightside\\.example/api/unsubscribe/${id}\\.[\\w-]{43}$`));
    expect(ack.header('List-Unsubscribe')).toBe(`<${url}>`);
    expect(ack.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(readable(ack)).toContain(`${UNSUBSCRIBE_WORDS} ${url}`);
    expect(readable(ack)).toContain(`href="${url}"`);
    // The owner's own notification is no list mail.
    await eventually(() => expect(mailTo(OWNER)).toHaveLength(1));
    expect(mailTo(OWNER)[0]?.header('List-Unsubscribe')).toBeUndefined();
    console.log(
      `the acknowledgement's unsubscribe headers:\nList-Unsubscribe: ${ack.header('List-Unsubscribe')}\nList-Unsubscribe-Post: ${ack.header('List-Unsubscribe-Post')}`,
    );
  });

  it("unsubscribes on a mail app's one-click POST, once, and the next request from that address gets no acknowledgement", async () => {
    const first = await submit();
    await eventually(() => expect(mailTo(CUSTOMER)).toHaveLength(1));
    const link = mailTo(CUSTOMER)[0]?.header('List-Unsubscribe')?.slice(1, -1) ?? '';

    const response = await oneClick(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain(UNSUBSCRIBED_HEADING);
    // A mail app may send it again: harmless, and the timeline says it once.
    expect((await oneClick(link)).status).toBe(200);
    expect(gateway.modules.customerMail.unsubscribes.since(CUSTOMER)).toBeDefined();
    const unsubscribed = (await request(first)).timeline.filter((event) => event.kind === 'unsubscribed');
    expect(unsubscribed).toEqual([expect.objectContaining({ outcome: 'done', summary: UNSUBSCRIBED_SUMMARY })]);

    // A day later (past the daily cap), the same address, written differently, asks again.
    gateway.advanceClock(DAY_MS + 60_000);
    owner = await gateway.signIn();
    const second = await submit({ ...QUOTE_REQUEST, email: 'Maria@Example.com' });
    await eventually(() => expect(mailTo(OWNER)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((mail) => !mail.to.includes(OWNER))).toHaveLength(1);
    const later = await request(second);
    expect(later).toMatchObject({ acknowledgeStatus: 'off', acknowledgeSkipped: 'unsubscribed' });
    expect(later.timeline.find((event) => event.kind === 'acknowledgement')).toMatchObject({
      outcome: 'skipped',
      detail: UNSUBSCRIBED_WORDS,
    });
    console.log(
      `the later request's timeline:\n${later.timeline.map((event) => `${event.kind} ${event.outcome}: ${event.summary}${event.detail ? ` — ${event.detail}` : ''}`).join('\n')}`,
    );
  });

  it('takes the one-click body as multipart/form-data too, as RFC 8058 prefers', async () => {
    const id = await submit();
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const response = await fetch(local(unsubscribeUrlOf(id)), { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(gateway.modules.customerMail.unsubscribes.since(CUSTOMER)).toBeDefined();
  });

  it('shows a page without script on GET, which never unsubscribes, whose button posts the one-click body', async () => {
    const id = await submit();
    const url = local(unsubscribeUrlOf(id));
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[\w+/=]+'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'$/,
    );
    const html = await page.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<title>Unsubscribe from Brightside Painting’s e-mails — Brightside Painting</title>');
    expect(html).toContain('<h1>');
    expect(html).not.toMatch(/<script|\sstyle=|\son\w+=/i);
    expect(html).toMatch(/booked, moved or cancelled/);
    expect(gateway.modules.customerMail.unsubscribes.since(CUSTOMER)).toBeUndefined();

    // The browser's form post: its action and fields, as the page gives them.
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? '';
    expect(action).toBe(new URL(url).pathname);
    const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]+)">/g)];
    const body = new URLSearchParams(
      fields.map(([, name = '', value = '']): [string, string] => [name, value]),
    ).toString();
    expect(body).toBe(ONE_CLICK_BODY);
    expect(html).toContain(`<button type="submit">${UNSUBSCRIBE_BUTTON}</button>`);
    const posted = await fetch(`${gateway.url}${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain(UNSUBSCRIBED_HEADING);
    expect(gateway.modules.customerMail.unsubscribes.since(CUSTOMER)).toBeDefined();
  });

  it('answers a forged or malformed key 404 with a page in words, and changes nothing', async () => {
    const id = await submit();
    const real = unsubscribeUrlOf(id);
    const forged = real.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    for (const url of [
      forged,
      `${TEST_SITE_URL}${UNSUBSCRIBE_PATH_PREFIX}${id}`,
      `${TEST_SITE_URL}${UNSUBSCRIBE_PATH_PREFIX}x`,
    ]) {
      const page = await fetch(local(url));
      expect(page.status, url).toBe(404);
      expect(await page.text()).toContain(LINK_NOT_FOUND_HEADING);
      expect((await oneClick(url)).status, url).toBe(404);
    }
    expect(gateway.modules.customerMail.unsubscribes.since(CUSTOMER)).toBeUndefined();
  });

  it('answers any other body 400 in words, and changes nothing', async () => {
    const url = unsubscribeUrlOf(await submit());
    const wrong: [string, string][] = [
      ['List-Unsubscribe=Two-Clicks', 'application/x-www-form-urlencoded'],
      ['', 'application/x-www-form-urlencoded'],
      ['List-Unsubscribe=One-Click&List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded'],
      [ONE_CLICK_BODY, 'text/plain'],
      ['{"List-Unsubscribe":"One-Click"}', 'application/json'],
      ['{broken', 'application/json'],
      ['--x\r\nbroken', 'multipart/form-data; boundary=x'],
      [`${ONE_CLICK_BODY}&pad=${'x'.repeat(5000)}`, 'application/x-www-form-urlencoded'],
    ];
    for (const [body, type] of wrong) {
      const response = await oneClick(url, body, type);
      expect(response.status, `${type}: ${String(body).slice(0, 40)}`).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain(NOT_ONE_CLICK_HEADING);
    }
    expect(gateway.modules.customerMail.unsubscribes.since(CUSTOMER)).toBeUndefined();
  });

  it('answers 200 with nothing to do for a request without an e-mail address, 404 for a deleted one', async () => {
    const phoneOnly = await submit({ ...QUOTE_REQUEST, email: '', preferredContact: 'phone' });
    expect((await oneClick(unsubscribeUrlOf(phoneOnly))).status).toBe(200);
    expect((await request(phoneOnly)).timeline.some((event) => event.kind === 'unsubscribed')).toBe(false);

    const deleted = await submit();
    const removed = await fetch(`${gateway.url}/api/admin/messages/${deleted}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${owner}` },
    });
    expect(removed.status).toBe(204);
    expect((await oneClick(unsubscribeUrlOf(deleted))).status).toBe(404);
    expect((await fetch(local(unsubscribeUrlOf(deleted)))).status).toBe(404);
    expect(gateway.modules.customerMail.unsubscribes.since(CUSTOMER)).toBeUndefined();
  });

  it(`takes ${UNSUBSCRIBES_PER_ADDRESS} tries an hour from one address, then 429 in words with Retry-After`, async () => {
    const url = local(unsubscribeUrlOf(await submit()));
    const from = { headers: { 'X-Forwarded-For': '203.0.113.99' } };
    for (let index = 0; index < UNSUBSCRIBES_PER_ADDRESS; index++) {
      expect((await fetch(url, from)).status).toBe(200);
    }
    const stopped = await fetch(url, from);
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stopped.text()).toMatch(/try again in about \d+ minutes?/);
    // Another address is not held up.
    expect((await fetch(url, { headers: { 'X-Forwarded-For': '203.0.113.100' } })).status).toBe(200);
  });
});
