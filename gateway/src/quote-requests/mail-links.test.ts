import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUOTE_FORM_MIN_FILL_MS } from '../../contract/quote-requests.ts';
import { SEARCH_WAITS_FOR_ADDRESS, SITE_ADDRESS_MISSING } from '../../contract/search-visibility.ts';
import { UNSUBSCRIBE_BY_REPLY_WORDS } from '../mail/mail-layout.ts';
import { QUOTE_REQUEST } from '../testing/quote-request-fixture.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { eventually, startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.ts';
import { SIGN_IN_WORDS } from './owner-notification.ts';

// A new install without SITE_URL: no e-mail or published file may carry an address that works only
// on the server itself; the links wait for the address the owner reached the dashboard at, when public.
const OWNER = 'owner@inbox.example';
/** Anything that only reaches the server's own computer or network. */
const DEAD = /localhost|127\.0\.0\.1|\[::1\]|\b10\.\d+\.\d+\.\d+|\b192\.168\.|\b172\.(1[6-9]|2\d|3[01])\./;

let smtp: TestSmtpServer;
let app: TestApp;
beforeEach(async () => {
  smtp = await startTestSmtpServer();
  app = await startTestApp({ siteUrl: null, trustProxy: true, mail: { smtpUrl: smtp.url, notifyEmail: OWNER } });
  app.db.prepare("UPDATE business SET name = 'Okafor Painting', email = 'hello@okafor.example'").run();
});
afterEach(async () => {
  await app.close();
  await smtp.close();
});

async function requestAQuote() {
  const { token } = (await (await fetch(`${app.url}/api/contact/token`)).json()) as { token: string };
  app.advanceClock(QUOTE_FORM_MIN_FILL_MS);
  const response = await fetch(`${app.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...QUOTE_REQUEST, formToken: token }),
  });
  expect(response.status).toBe(201);
}

const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe('e-mail links before the site has its address', () => {
  it('leaves every link out and says in words how to reach the dashboard', async () => {
    await requestAQuote();
    const [owner] = await eventually(() => {
      expect(mailTo(OWNER)).toHaveLength(1);
      return mailTo(OWNER);
    });
    const [customer] = await eventually(() => {
      expect(mailTo(QUOTE_REQUEST.email)).toHaveLength(1);
      return mailTo(QUOTE_REQUEST.email);
    });
    expect(owner?.raw).toContain(SIGN_IN_WORDS);
    expect(owner?.raw).not.toMatch(/https?:\/\//);
    expect(UNSUBSCRIBE_BY_REPLY_WORDS).toContain('Reply to this e-mail and say so.');
    expect(customer?.raw).toContain('and say so.');
    expect(customer?.header('List-Unsubscribe')).toBeUndefined();
    for (const mail of smtp.received) expect(mail.raw).not.toMatch(DEAD);
  });

  it('ignores a private address the owner opened the dashboard at', async () => {
    await asTheOwnerAt('192.168.1.20:8080', await app.signIn());
    await requestAQuote();
    await eventually(() => expect(mailTo(OWNER)).toHaveLength(1));
    expect(mailTo(OWNER)[0]?.raw).toContain(SIGN_IN_WORDS);
    for (const mail of smtp.received) expect(mail.raw).not.toMatch(DEAD);
  });

  it('links to the public address the owner reached the dashboard at', async () => {
    await asTheOwnerAt('203.0.113.5:8080', await app.signIn());
    await requestAQuote();
    await eventually(() => expect(mailTo(QUOTE_REQUEST.email)).toHaveLength(1));
    expect(mailTo(OWNER)[0]?.raw).toContain(
      'Open it in the dashboard: http://203.0.113.5:8080/admin/dashboard/messages/',
    );
    expect(mailTo(QUOTE_REQUEST.email)[0]?.header('List-Unsubscribe')).toMatch(
      /^<http:\/\/203\.0\.113\.5:8080\/api\/unsubscribe\//,
    );
  });
});

describe('published files before the site has its address', () => {
  it('name no address, keep noindex, and search engines wait with the reason', async () => {
    await app.publisher.whenIdle();
    const robots = readFileSync(join(app.publicDir, 'robots.txt'), 'utf8');
    const sitemap = readFileSync(join(app.publicDir, 'sitemap.xml'), 'utf8');
    const content = readFileSync(join(app.publicDir, 'content.json'), 'utf8');
    expect(robots).toBe('User-agent: *\nDisallow: /\n');
    expect(sitemap).not.toContain('<loc>');
    for (const file of [robots, sitemap, content]) expect(file).not.toMatch(DEAD);

    const token = await app.signIn();
    const turnOn = await fetch(`${app.url}/api/admin/search-visibility`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ shown: true }),
    });
    expect(turnOn.status).toBe(409);
    expect(await turnOn.json()).toEqual({ error: { code: SITE_ADDRESS_MISSING, message: SEARCH_WAITS_FOR_ADDRESS } });
  });

  it('republishes on the address the owner connects, with no restart', async () => {
    await app.publisher.whenIdle();
    app.modules.search.search.set(true);
    app.siteAddress.connect('https://okafor.example');
    await eventually(() =>
      expect(readFileSync(join(app.publicDir, 'robots.txt'), 'utf8')).toContain(
        'Sitemap: https://okafor.example/sitemap.xml',
      ),
    );
    expect(readFileSync(join(app.publicDir, 'sitemap.xml'), 'utf8')).toContain('<loc>https://okafor.example/</loc>');
  });
});

/** An authenticated request that came to `host`, as nginx passes the Host the owner's browser used. */
function asTheOwnerAt(host: string, token: string): Promise<number> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        port,
        path: '/admin/credentials',
        headers: { Host: host, Authorization: `Bearer ${token}`, 'X-Forwarded-Proto': 'http' },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}
