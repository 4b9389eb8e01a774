import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PLAIN_QUOTE_FORM_MAX_PER_HOUR,
  PLAIN_QUOTE_FORM_ROUTE,
  QUOTE_THANKS_PAGE,
} from '../../contract/plain-quote-form.ts';
import { QUOTE_REQUEST_MESSAGES } from '../../contract/quote-request-rules.ts';
import { PUBLIC_PATH } from '../../contract/routes.ts';
import type { VisitorReport } from '../../contract/visitor-counts.ts';
import { FIELD_TWICE, FORM_BODY_LIMIT_BYTES, FORM_TOO_LARGE, NOT_A_FORM } from '../http/form-fields.ts';
import { QUOTE_REQUEST } from '../testing/quote-request-fixture.ts';
import { beacon, PHONE_BROWSER } from '../testing/site-event-beacon.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { SIMPLE_RENDERER, writeRenderer } from '../testing/test-renderer.ts';
import { CROSS_SITE_FORM } from './plain-quote-form-router.ts';
import { QUOTE_REQUEST_WINDOW_MS, TOO_MANY_REQUESTS } from './quote-request-intake.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The gateway with the test renderer: the contact page comes back with the form's words in fields. */
async function start(renderer: URL | null = writeRenderer(mkdtempSync(join(tmpdir(), 'renderer-')), SIMPLE_RENDERER)) {
  const app = await startTestApp({ renderer, trustProxy: true });
  apps.push(app);
  return app;
}

/** The form as a browser posts it itself: form-encoded, every field a string, from one address. */
function post(app: TestApp, fields: Record<string, string>, { from = '203.0.113.7', headers = {} } = {}) {
  return fetch(`${app.url}${PLAIN_QUOTE_FORM_ROUTE}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': from, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const inbox = (app: TestApp) =>
  app.db.prepare('SELECT * FROM contact_requests WHERE spam_reason IS NULL ORDER BY id').all();
const spam = (app: TestApp) => app.db.prepare('SELECT * FROM contact_requests WHERE spam_reason IS NOT NULL').all();

/** The page the gateway answered with: HTML, never cached, holding each of `words`. */
async function expectPageWith(response: Response, status: number, words: string[]) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const html = await response.text();
  for (const word of words) expect(html).toContain(word);
  return html;
}

describe(`POST ${PLAIN_QUOTE_FORM_ROUTE}: the quote form as the browser sends it`, () => {
  it('stores the request, marked as sent without the script, and answers 303 to the thank-you page', async () => {
    const app = await start();
    const response = await post(app, QUOTE_REQUEST);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(QUOTE_THANKS_PAGE.path);
    expect(inbox(app)).toMatchObject([
      { name: QUOTE_REQUEST.name, details: QUOTE_REQUEST.details, sent_without_script: 1, status: 'new' },
    ]);

    const token = await app.signIn();
    const [stored] = inbox(app) as { id: number }[];
    const shown = await fetch(`${app.url}/api/admin/messages/${stored?.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await shown.json()).toMatchObject({ sentWithoutScript: true });
  });

  it("counts the form as sent on the contact page for the visitor's source: never a robot's, spam or a form with mistakes", async () => {
    const app = await start();
    const visitor = { address: '203.0.113.7', userAgent: PHONE_BROWSER };
    // The visitor's view, as the page's boot script reports it before any app starts.
    await beacon(app, { kind: 'view', path: PUBLIC_PATH.contact, utmSource: 'flyer' }, visitor);
    const asVisitor = { headers: { 'User-Agent': PHONE_BROWSER } };
    expect((await post(app, { ...QUOTE_REQUEST, email: 'not an address' }, asVisitor)).status).toBe(400);
    expect((await post(app, QUOTE_REQUEST, asVisitor)).status).toBe(303);
    // A crawler that sends the form, and a bot that fills the honeypot: neither is a request sent.
    const crawler = { from: '203.0.113.8', headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } };
    const crawled = { ...QUOTE_REQUEST, details: 'A crawler that fills in every form it finds, this one too.' };
    expect((await post(app, crawled, crawler)).status).toBe(303);
    await post(app, { ...QUOTE_REQUEST, website: 'http://spam.example' }, { from: '203.0.113.9', ...asVisitor });
    expect(spam(app)).toHaveLength(1);

    const token = await app.signIn();
    const response = await fetch(`${app.url}/api/admin/visitors?days=7`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { totals, sources } = (await response.json()) as VisitorReport;
    expect(totals).toMatchObject({ visitors: 1, requestsSent: 1 });
    expect(sources).toEqual([
      expect.objectContaining({ kind: 'campaign', name: 'flyer', visitors: 1, requestsSent: 1 }),
    ]);
  });

  it('stores the same words sent twice (Send pressed again) once, and answers both with the thank-you page', async () => {
    const app = await start();
    const [first, second] = await Promise.all([post(app, QUOTE_REQUEST), post(app, QUOTE_REQUEST)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(inbox(app)).toHaveLength(1);
    // Other words are another request.
    expect((await post(app, { ...QUOTE_REQUEST, details: 'The fence too, both sides.' })).status).toBe(303);
    expect(inbox(app)).toHaveLength(2);
  });

  it('refuses a form another website made the browser post (403, the words kept, nothing stored), and takes its own', async () => {
    const app = await start();
    const elsewhere = [
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://attacker.example' },
      // A browser without Sec-Fetch-Site: the Origin tells, and a hidden one ("null") is not trusted.
      { Origin: 'https://attacker.example' },
      { Origin: 'null' },
    ];
    for (const [index, headers] of elsewhere.entries()) {
      await expectPageWith(await post(app, QUOTE_REQUEST, { headers, from: `203.0.113.${20 + index}` }), 403, [
        CROSS_SITE_FORM,
        `value="${QUOTE_REQUEST.name}"`,
      ]);
    }
    expect(inbox(app)).toHaveLength(0);
    const ours = new URL(app.url);
    const own = [
      { 'Sec-Fetch-Site': 'same-origin', Origin: app.url },
      // Behind nginx the Host has no port: the host name is what counts.
      { Origin: `${ours.protocol}//${ours.hostname}:8443` },
      // The browser typed the address itself (a bookmark, a reload): no site posted it.
      { 'Sec-Fetch-Site': 'none' },
    ];
    for (const [index, headers] of own.entries()) {
      const response = await post(app, { ...QUOTE_REQUEST, details: `Walls and trim, take ${index}.` }, { headers });
      expect(response.status).toBe(303);
    }
    expect(inbox(app)).toHaveLength(own.length);
  });

  it('answers a form with mistakes with the contact page again: every word typed, each message, 400, nothing stored', async () => {
    const app = await start();
    const typed = { ...QUOTE_REQUEST, email: 'maria@', details: 'Walls', address: '12 Elm <St> & "Co"' };
    const html = await expectPageWith(await post(app, typed), 400, [
      'value="maria@"',
      'value="Walls"',
      'value="12 Elm &#60;St&#62; &#38; &#34;Co&#34;"',
      QUOTE_REQUEST_MESSAGES.emailFormat,
      QUOTE_REQUEST_MESSAGES.detailsMissing,
      'Some fields need attention.',
    ]);
    expect(html).not.toContain('<St>');
    expect(inbox(app)).toHaveLength(0);
  });

  it('puts a wrong kind of field (an unknown reply method, an unknown service) in words on the page', async () => {
    const app = await start();
    await expectPageWith(await post(app, { ...QUOTE_REQUEST, preferredContact: 'fax' }), 400, [
      'Choose how we should reply.',
    ]);
    await expectPageWith(await post(app, { ...QUOTE_REQUEST, service: 'roofing' }), 400, [
      QUOTE_REQUEST_MESSAGES.serviceUnknown,
      'value="roofing"',
    ]);
    expect(inbox(app)).toHaveLength(0);
  });

  it('answers a field named twice, a body that is not a form, and one past the limit with a page in words', async () => {
    const app = await start();
    const twice = `${new URLSearchParams(QUOTE_REQUEST)}&name=Someone+Else`;
    const response = await fetch(`${app.url}${PLAIN_QUOTE_FORM_ROUTE}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: twice,
    });
    await expectPageWith(response, 400, [FIELD_TWICE]);

    const json = await fetch(`${app.url}${PLAIN_QUOTE_FORM_ROUTE}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(QUOTE_REQUEST),
    });
    await expectPageWith(json, 415, [NOT_A_FORM]);

    const huge = await post(app, { ...QUOTE_REQUEST, details: 'x'.repeat(FORM_BODY_LIMIT_BYTES) });
    await expectPageWith(huge, 413, [FORM_TOO_LARGE]);
    expect(inbox(app)).toHaveLength(0);
  });

  it('keeps a filled honeypot in the spam folder, never the inbox, and says so on the page with the words', async () => {
    const app = await start();
    await expectPageWith(await post(app, { ...QUOTE_REQUEST, website: 'https://cheap.example' }), 400, [
      'We could not accept this request',
      `value="${QUOTE_REQUEST.name}"`,
    ]);
    expect(inbox(app)).toHaveLength(0);
    expect(spam(app)).toMatchObject([{ spam_reason: 'honeypot', sent_without_script: 1 }]);
  });

  it(`takes ${PLAIN_QUOTE_FORM_MAX_PER_HOUR} requests an hour from one address, then 429 with the words kept and Retry-After`, async () => {
    const app = await start();
    for (let sent = 0; sent < PLAIN_QUOTE_FORM_MAX_PER_HOUR; sent += 1) {
      expect((await post(app, { ...QUOTE_REQUEST, details: `Request number ${sent} of the day.` })).status).toBe(303);
    }
    const refused = await post(app, { ...QUOTE_REQUEST, details: 'One more, the garage door.' });
    await expectPageWith(refused, 429, [TOO_MANY_REQUESTS, 'value="One more, the garage door."']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(inbox(app)).toHaveLength(PLAIN_QUOTE_FORM_MAX_PER_HOUR);

    // Another visitor is not held back, and the first one is welcome again an hour later.
    expect((await post(app, QUOTE_REQUEST, { from: '198.51.100.4' })).status).toBe(303);
    app.advanceClock(QUOTE_REQUEST_WINDOW_MS);
    expect((await post(app, { ...QUOTE_REQUEST, details: 'One more, the garage door.' })).status).toBe(303);
  });

  it('without a renderer (development) answers with a plain page that still holds the words and messages', async () => {
    const app = await start(null);
    await expectPageWith(await post(app, { ...QUOTE_REQUEST, name: '' }), 400, [
      '<form method="post" action="/contact">',
      `value="${QUOTE_REQUEST.address}"`,
      QUOTE_REQUEST_MESSAGES.nameMissing,
    ]);
  });
});
