import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACKNOWLEDGEMENTS_PER_HOUR,
  ACKNOWLEDGEMENTS_PER_HOUR_OPEN,
  ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY,
  QUOTE_FORM_MIN_FILL_MS,
} from '../../contract/quote-requests.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import {
  eventually,
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../testing/test-smtp-server.ts';
import { QUOTE_REQUEST_MAX_PER_WINDOW } from './quote-request-intake.ts';

/** The owner's private inbox (NOTIFY_EMAIL): it must never reach a visitor. */
const OWNER = 'owner.private@inbox.example';
const BUSINESS_EMAIL = 'hello@brightside.example';
/** What a spammer types into every free field, to be carried to their targets. */
const PHRASE = 'zebra violet quartz';
const LINK = 'https://relay-spam.example/offer';
const SPAM = `${PHRASE} ${LINK}`;
/** Names a spammer may try: only a first name of letters ever shows, and none of these are one. */
const SPAM_NAMES = [`Maria ${SPAM}`, LINK, `www.relay-spam.example ${PHRASE}`, `${LINK} Maria`, 'Maria'];

const spamRequest = (email: string, name = SPAM_NAMES[0]) => ({
  name,
  email,
  phone: '(503) 555-0199',
  address: SPAM,
  service: '',
  details: `Best prices: ${SPAM}. Again: ${SPAM}`,
  preferredContact: 'email',
  website: '',
  source: { landingPage: `/?ref=${LINK}`, referrer: 'relay-spam.example', utmCampaign: PHRASE },
});

let smtp: TestSmtpServer;
let app: TestApp | undefined;
let root: string;
beforeEach(async () => {
  smtp = await startTestSmtpServer();
  root = mkdtempSync(join(tmpdir(), 'relay-test-'));
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await smtp.close();
  rmSync(root, { recursive: true, force: true });
});

/** A gateway mailing through the test server, without MAIL_FROM, for a business with its own e-mail. */
async function relayApp() {
  app = await startTestApp({ trustProxy: true, root, mail: { smtpUrl: smtp.url, notifyEmail: OWNER } });
  app.db
    .prepare("UPDATE business SET name = 'Brightside Painting', phone = '(503) 555-0100', email = ?")
    .run(BUSINESS_EMAIL);
  return app;
}

let addresses = 0;
/** Each send from an address of its own, as a spammer spreads them: the per-address limit never applies. */
async function send(gateway: TestApp, body: Record<string, unknown>, from = `198.51.100.${(addresses++ % 250) + 1}`) {
  const { token } = (await (await fetch(`${gateway.url}/api/contact/token`)).json()) as { token: string };
  gateway.advanceClock(QUOTE_FORM_MIN_FILL_MS);
  const response = await fetch(`${gateway.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify({ ...body, formToken: token }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const toVisitors = () => smtp.received.filter((mail) => !mail.to.includes(OWNER));
const toOwner = () => smtp.received.filter((mail) => mail.to.includes(OWNER));
/** Every owner notification is in, and a moment more for any acknowledgement still on its way. */
async function allMailIn(requests: number) {
  await eventually(() => expect(toOwner()).toHaveLength(requests), 15_000);
  await new Promise((resolve) => setTimeout(resolve, 300));
}
const skipped = (gateway: TestApp) =>
  gateway.db
    .prepare("SELECT ack_skipped AS reason, count(*) AS n FROM contact_requests WHERE ack_status = 'off' GROUP BY 1")
    .all();

/** The message as a reader sees it: quoted-printable soft breaks and escapes undone. */
const readable = (mail: ReceivedMail) =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function expectNothingTypedNorPrivate(mail: ReceivedMail) {
  const text = readable(mail).toLowerCase();
  for (const typed of [PHRASE, 'relay-spam', 'https://relay', 'best prices', '555-0199']) {
    expect(text).not.toContain(typed);
  }
  // Neither From, Reply-To, Sender nor the envelope, nor the body: NOTIFY_EMAIL stays private.
  expect(text).not.toContain(OWNER);
  expect(mail.envelopeFrom).not.toBe(OWNER);
}

describe('the acknowledgement, against being used as a spam relay', () => {
  it(`sends ${ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY} for ten requests to one address however it is written, still telling the owner of each, and the request says why`, async () => {
    const gateway = await relayApp();
    const spellings = ['victim@example.com', 'Victim@Example.com', 'VICTIM@EXAMPLE.COM', ' victim@example.COM '];
    const ids: number[] = [];
    for (let index = 0; index < 10; index++) {
      ids.push(await send(gateway, spamRequest(spellings[index % spellings.length] ?? '')));
    }
    await allMailIn(10);
    console.log(`relay: ${toVisitors().length} acknowledgement(s) sent for 10 requests to one recipient`);
    expect(toVisitors()).toHaveLength(ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY);
    expect(skipped(gateway)).toEqual([{ reason: 'recipient_daily_cap', n: 9 }]);

    const token = await gateway.signIn();
    const last = await fetch(`${gateway.url}/api/admin/messages/${ids.at(-1)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await last.json()).toMatchObject({
      notifyStatus: 'sent',
      acknowledgeStatus: 'off',
      acknowledgeSkipped: 'recipient_daily_cap',
    });

    // A day later the address may have one again.
    gateway.advanceClock(24 * 3600 * 1000);
    await send(gateway, spamRequest('victim@example.com'));
    await allMailIn(11);
    expect(toVisitors()).toHaveLength(2);
  });

  it(`stops a burst to different addresses at ${ACKNOWLEDGEMENTS_PER_HOUR} an hour for the whole site, and none of them repeats what was typed or NOTIFY_EMAIL`, async () => {
    const gateway = await relayApp();
    const burst = ACKNOWLEDGEMENTS_PER_HOUR + 5;
    for (let index = 0; index < burst; index++) {
      await send(gateway, spamRequest(`target${index}@example.com`, SPAM_NAMES[index % SPAM_NAMES.length]));
    }
    await allMailIn(burst);
    console.log(
      `relay: ${toVisitors().length} acknowledgement(s) sent for a burst of ${burst} to different recipients`,
    );
    expect(toVisitors()).toHaveLength(ACKNOWLEDGEMENTS_PER_HOUR);
    expect(skipped(gateway)).toEqual([{ reason: 'site_hourly_cap', n: 5 }]);
    for (const mail of toVisitors()) {
      expectNothingTypedNorPrivate(mail);
      expect(mail.header('From')).toBe(`Brightside Painting <${BUSINESS_EMAIL}>`);
      expect(mail.header('Reply-To')).toBe(BUSINESS_EMAIL);
    }
    // Only a first name of letters is repeated; a link, a domain or a made-up word is not a first name.
    const headings = toVisitors().map((mail) => readable(mail).match(/^Thank you[^\r\n]*/m)?.[0]);
    expect(new Set(headings)).toEqual(
      new Set(['Thank you, Maria: we got your request', 'Thank you: we got your request']),
    );
    expect(headings.filter((heading) => heading?.includes('Maria'))).toHaveLength(8);
    // The owner's own notification still has everything, for the owner to judge.
    expect(readable(toOwner()[0] as ReceivedMail)).toContain(PHRASE);

    gateway.advanceClock(3600 * 1000);
    await send(gateway, spamRequest('next-hour@example.com'));
    await allMailIn(burst + 1);
    expect(toVisitors()).toHaveLength(ACKNOWLEDGEMENTS_PER_HOUR + 1);
  });

  it(`keeps part of the hour for a person: four addresses sending all they may take only ${ACKNOWLEDGEMENTS_PER_HOUR_OPEN} besides their first, and a customer after them still gets one`, async () => {
    const gateway = await relayApp();
    const spammers = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
    let sent = 0;
    for (const [index, from] of spammers.entries()) {
      for (let request = 0; request < QUOTE_REQUEST_MAX_PER_WINDOW; request++) {
        await send(gateway, spamRequest(`spent${index}-${request}@example.com`), from);
        sent++;
      }
    }
    await allMailIn(sent);
    // Each address's first looked like a person's; the other sixteen shared the open part of the hour.
    expect(toVisitors()).toHaveLength(spammers.length + ACKNOWLEDGEMENTS_PER_HOUR_OPEN);
    expect(skipped(gateway)).toEqual([
      { reason: 'site_hourly_cap', n: sent - spammers.length - ACKNOWLEDGEMENTS_PER_HOUR_OPEN },
    ]);

    // The no-script form takes none of what is kept (nothing times it): another site's visitors posting it get none.
    const plain = await fetch(`${gateway.url}/api/contact/form`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '203.0.113.99' },
      body: new URLSearchParams({
        name: 'Posted elsewhere',
        email: 'plain@example.com',
        address: '97202',
        details: 'Sent by a page on another website.',
        preferredContact: 'email',
      }),
      redirect: 'manual',
    });
    expect(plain.status).toBe(303);
    await allMailIn(sent + 1);
    expect(toVisitors()).toHaveLength(spammers.length + ACKNOWLEDGEMENTS_PER_HOUR_OPEN);

    const customer = await send(gateway, { ...spamRequest('real.customer@example.com', 'Maria') }, '192.0.2.10');
    await allMailIn(sent + 2);
    expect(toVisitors().map((mail) => mail.to)).toContainEqual(['real.customer@example.com']);
    const token = await gateway.signIn();
    const overview = (await (
      await fetch(`${gateway.url}/api/admin/overview`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { skippedAcknowledgements: unknown };
    // The owner is told that customers went without, and since when.
    expect(overview.skippedAcknowledgements).toEqual({
      count: sent - spammers.length - ACKNOWLEDGEMENTS_PER_HOUR_OPEN + 1,
      latestAt: expect.any(String),
    });
    expect(customer).toBeGreaterThan(0);
  });

  it('keeps both counts across a restart: a new gateway on the same database sends no more', async () => {
    const first = await relayApp();
    for (let index = 0; index < ACKNOWLEDGEMENTS_PER_HOUR; index++) {
      await send(first, spamRequest(`before${index}@example.com`));
    }
    await allMailIn(ACKNOWLEDGEMENTS_PER_HOUR);
    expect(toVisitors()).toHaveLength(ACKNOWLEDGEMENTS_PER_HOUR);
    await first.close();

    const restarted = await relayApp();
    await send(restarted, spamRequest('BEFORE0@example.com'));
    await send(restarted, spamRequest('someone-new@example.com'));
    await allMailIn(ACKNOWLEDGEMENTS_PER_HOUR + 2);
    expect(toVisitors()).toHaveLength(ACKNOWLEDGEMENTS_PER_HOUR);
    expect(skipped(restarted)).toEqual([
      { reason: 'recipient_daily_cap', n: 1 },
      { reason: 'site_hourly_cap', n: 1 },
    ]);
  });

  it('sends the acknowledgement From MAIL_FROM when it is set, and never mentions NOTIFY_EMAIL', async () => {
    app = await startTestApp({
      trustProxy: true,
      root,
      mail: { smtpUrl: smtp.url, notifyEmail: OWNER, mailFrom: 'Brightside Website <web@brightside.example>' },
    });
    app.db.prepare("UPDATE business SET name = 'Brightside Painting', email = ''").run();
    await send(app, spamRequest('visitor@example.com', 'Maria Gonzalez'));
    await allMailIn(1);
    const [mail] = toVisitors();
    if (!mail) throw new Error('no acknowledgement');
    expectNothingTypedNorPrivate(mail);
    expect(mail.header('From')).toBe('Brightside Website <web@brightside.example>');
    expect(mail.header('Reply-To')).toBeUndefined();
  });

  it('lets a form told it was sent too quickly send again under the same token: spam spends no token', async () => {
    const gateway = await relayApp();
    const { token } = (await (await fetch(`${gateway.url}/api/contact/token`)).json()) as { token: string };
    const post = () =>
      fetch(`${gateway.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...spamRequest('maria@example.com', 'Maria'), formToken: token }),
      });
    expect((await post()).status).toBe(400);
    gateway.advanceClock(QUOTE_FORM_MIN_FILL_MS);
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(409);
  });
});
