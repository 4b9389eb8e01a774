import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VisitWindows } from '../../contract/estimate-visits.ts';
import { PUSH_TTL_SECONDS, type PushDevice, type PushSettings } from '../../contract/push-alerts.ts';
import { QUOTE_FORM_MIN_FILL_MS, type QuoteReceipt } from '../../contract/quote-requests.ts';
import { adminQuoteRequestPath } from '../../contract/routes.ts';
import { DATA_FILES } from '../data-files.ts';
import { QUOTE_REQUEST } from '../testing/quote-request-fixture.ts';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../testing/test-app.ts';
import { type TestPushBrowser, testPushBrowser } from '../testing/test-push-browser.ts';
import { type ReceivedPush, startTestPushService, type TestPushService } from '../testing/test-push-service.ts';
import { eventually } from '../testing/test-smtp-server.ts';
import { OPEN_AVAILABILITY } from '../testing/visit-fixture.ts';
import { NO_DEVICE_WORDS } from './push-alerts.ts';

/** A request with a service and a town: what its alert may show, and what it must not. */
const REQUEST = { ...QUOTE_REQUEST, address: '88 Birch Ave, Springfield, OR 97477', service: 'interior-painting' };
const BUSINESS_ZONE = 'America/Los_Angeles';

let service: TestPushService;
let gateway: TestApp;
let token: string;
let clientAddress = 0;
beforeAll(async () => {
  service = await startTestPushService();
});
afterAll(async () => {
  await service.close();
});
beforeEach(async () => {
  service.received.length = 0;
  gateway = await startTestApp({ pushAgent: service.agent, trustProxy: true });
  token = await gateway.signIn();
  gateway.modules.services.services.add({
    slug: 'interior-painting',
    title: 'Interior painting',
    summary: 'Walls and ceilings.',
    description: 'Walls, ceilings and trim, prepared and painted.',
    priceHint: null,
    icon: 'interior',
  });
});
afterEach(async () => {
  await gateway.close();
});

const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${gateway.url}/api/admin${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

/** The owner turns alerts on on a device: its browser subscribes and the dashboard sends the subscription. */
async function subscribe(name: string): Promise<TestPushBrowser> {
  const browser = testPushBrowser(service.endpoint(name), name);
  expect((await admin('/push/devices', { method: 'POST', body: browser.subscription })).status).toBe(201);
  return browser;
}

/** A visitor sends the quote form, as the contact page does (each from an address of their own). */
async function submit(body: Record<string, unknown>): Promise<Response> {
  const formToken = ((await (await fetch(`${gateway.url}/api/contact/token`)).json()) as { token: string }).token;
  gateway.advanceClock(QUOTE_FORM_MIN_FILL_MS);
  clientAddress += 1;
  return fetch(`${gateway.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${clientAddress % 250}` },
    body: JSON.stringify({ formToken, ...body }),
  });
}

async function receipt(body: Record<string, unknown>): Promise<QuoteReceipt> {
  const response = await submit(body);
  expect(response.status).toBe(201);
  return (await response.json()) as QuoteReceipt;
}

const pushesTo = (name: string) => service.received.filter((push) => push.path === `/push/${name}`);
const pushTo = async (name: string, count = 1): Promise<ReceivedPush> =>
  eventually(() => {
    const pushes = pushesTo(name);
    expect(pushes).toHaveLength(count);
    return pushes[count - 1] as ReceivedPush;
  });
const pushEvents = (requestId: number) =>
  gateway.modules.records.events.list(requestId).filter((event) => event.kind === 'push');
const devices = async () => ((await (await admin('/push')).json()) as PushSettings).devices;

/** The VAPID header (RFC 8292): a JWT for the push service's origin, signed with the key the site hands the browsers. */
function expectVapid(push: ReceivedPush, endpoint: string, publicKey: string) {
  const [, jwt = '', key] =
    /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(push.headers.authorization)) ?? [];
  expect(key).toBe(publicKey);
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  expect(json(header)).toEqual({ typ: 'JWT', alg: 'ES256' });
  expect(json(claims)).toEqual({ aud: new URL(endpoint).origin, exp: expect.any(Number), sub: TEST_SITE_URL });
  expect(json(claims).exp * 1000).toBeGreaterThan(Date.now());
  const point = Buffer.from(publicKey, 'base64url');
  const verifier = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  expect(
    verify('sha256', signed, { key: verifier, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url')),
  ).toBe(true);
}

describe('a new quote request', () => {
  it('pushes to every device at once: name, service and town, never the details, phone, e-mail or street', async () => {
    const pixel = await subscribe('pixel');
    const iphone = await subscribe('iphone');
    const { publicKey } = (await (await admin('/push')).json()) as PushSettings;
    const { id } = await receipt(REQUEST);

    const expected = {
      kind: 'quote_request',
      title: 'New quote request',
      body: 'Maria Gonzalez — Interior painting — Springfield',
      url: adminQuoteRequestPath(id),
      tag: `request-${id}`,
      requestId: id,
    };
    for (const [name, browser] of [
      ['pixel', pixel],
      ['iphone', iphone],
    ] as const) {
      const push = await pushTo(name);
      const payload = browser.read(push);
      expect(payload).toEqual(expected);
      const text = JSON.stringify(payload);
      for (const secret of [REQUEST.details, REQUEST.phone, REQUEST.email, '88 Birch', '97477']) {
        expect(text).not.toContain(secret);
      }
      expect(push.headers).toMatchObject({
        ttl: String(PUSH_TTL_SECONDS),
        urgency: 'high',
        topic: `request-${id}`,
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
      });
      expectVapid(push, browser.subscription.endpoint, publicKey);
    }
    // The other device's key cannot read it: each push is encrypted for its own subscription.
    expect(() => iphone.read(pushesTo('pixel')[0] as ReceivedPush)).toThrow();

    const [event] = await eventually(() => {
      expect(pushEvents(id)).toHaveLength(1);
      return pushEvents(id);
    });
    expect(event).toMatchObject({ outcome: 'sent', summary: 'Alert sent to 2 devices', detail: null });
    const listed = await devices();
    expect(listed.map((device) => device.lastPush?.outcome)).toEqual(['sent', 'sent']);
  });

  it('answers the visitor before the push service does: the alert never holds the request up', async () => {
    await subscribe('slow');
    const release = service.hold();
    try {
      const { id } = await receipt(REQUEST);
      await pushTo('slow');
      // Received by the push service, not yet answered: the visitor has had the receipt already.
      expect(pushEvents(id)).toEqual([]);
      release();
      await eventually(() => expect(pushEvents(id)).toMatchObject([{ outcome: 'sent' }]));
    } finally {
      release();
    }
  });

  it('says "Not sure yet" without a service, and leaves out a town it cannot tell from the address', async () => {
    const browser = await subscribe('pixel');
    const { id } = await receipt({ ...QUOTE_REQUEST, address: '1234 SE Tacoma St, 97202' });
    expect(browser.read(await pushTo('pixel'))).toMatchObject({ body: 'Maria Gonzalez — Not sure yet', requestId: id });
  });

  it('removes a device the push service dropped (410) and tells the timeline who got the alert', async () => {
    const kept = await subscribe('kept');
    await subscribe('dropped');
    service.answer('dropped', 410, 'push subscription has unsubscribed or expired');
    const { id } = await receipt(REQUEST);
    expect(kept.read(await pushTo('kept'))).toMatchObject({ requestId: id });
    await eventually(() =>
      expect(pushEvents(id)).toMatchObject([
        {
          outcome: 'sent',
          summary: 'Alert sent to 1 device',
          detail: 'dropped: The push service no longer knows this device (410 Gone): it was removed.',
        },
      ]),
    );
    expect((await devices()).map((device) => device.name)).toEqual(['kept']);
  });

  it('records a failed alert, with the push service’s answer, when no device got it', async () => {
    await subscribe('busy');
    service.answer('busy', 503, 'Service Unavailable: try later');
    const { id } = await receipt(REQUEST);
    const failure = 'The push service answered 503 Service Unavailable: Service Unavailable: try later';
    await eventually(() =>
      expect(pushEvents(id)).toMatchObject([
        { outcome: 'failed', summary: 'Alert reached none of 1 device', detail: `busy: ${failure}` },
      ]),
    );
    const [device] = (await devices()) as [PushDevice];
    expect(device.lastPush).toMatchObject({ outcome: 'failed', error: failure });
  });

  it('records a skipped alert when no device is set up', async () => {
    const { id } = await receipt(REQUEST);
    await eventually(() =>
      expect(pushEvents(id)).toMatchObject([{ outcome: 'skipped', summary: NO_DEVICE_WORDS, detail: null }]),
    );
  });

  it('pushes nothing for spam, and pushes a request when the owner restores it from the spam folder', async () => {
    const browser = await subscribe('pixel');
    expect((await submit({ ...REQUEST, website: 'https://cheap-pills.example' })).status).toBe(400);
    const spam = Number(gateway.db.prepare('SELECT id FROM contact_requests').get()?.id);
    expect((await admin(`/messages/${spam}/restore`, { method: 'POST' })).status).toBe(200);
    expect(browser.read(await pushTo('pixel'))).toMatchObject({ kind: 'quote_request', requestId: spam });
    await eventually(() => expect(pushEvents(spam)).toMatchObject([{ outcome: 'sent' }]));
    expect(pushesTo('pixel')).toHaveLength(1);
  });
});

describe('an estimate visit the customer books', () => {
  it("pushes who, when in the business's zone, and the town", async () => {
    gateway.modules.visits.availability.set({ ...OPEN_AVAILABILITY, timeZone: BUSINESS_ZONE });
    const browser = await subscribe('pixel');
    const { id, visitToken } = await receipt(REQUEST);
    await pushTo('pixel');
    const windows = (await (await fetch(`${gateway.url}/api/visits/windows`)).json()) as VisitWindows;
    const start = windows.days[0]?.windows[0]?.start ?? '';
    const booked = await fetch(`${gateway.url}/api/visits`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.9' },
      body: JSON.stringify({ token: visitToken, start }),
    });
    expect(booked.status).toBe(201);

    const payload = browser.read(await pushTo('pixel', 2)) as { body: string };
    const local = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_ZONE, ...options }).format(new Date(start));
    expect(payload).toEqual({
      kind: 'visit_booked',
      title: 'Estimate visit booked',
      body: expect.stringMatching(/^Maria Gonzalez — .+ — Springfield$/),
      url: adminQuoteRequestPath(id),
      tag: `request-${id}`,
      requestId: id,
    });
    const when = payload.body.split(' — ')[1];
    expect(when).toContain(local({ weekday: 'short' }));
    expect(when).toContain(local({ hour: 'numeric', minute: '2-digit' }));
    expect(when).toMatch(/ P[SD]T$/);
    await eventually(() => expect(pushEvents(id)).toMatchObject([{ outcome: 'sent' }, { outcome: 'sent' }]));
  });
});

describe('a stop', () => {
  it('waits for the alerts under way, so each is recorded before the database closes', async () => {
    const running = gateway;
    const root = mkdtempSync(join(tmpdir(), 'push-stop-'));
    try {
      gateway = await startTestApp({ root, pushAgent: service.agent, trustProxy: true });
      token = await gateway.signIn();
      await subscribe('pixel');
      const release = service.hold();
      const { id } = await receipt({ ...REQUEST, service: '' });
      await pushTo('pixel');
      const stopping = gateway.close();
      setTimeout(release, 200);
      await stopping;
      const db = new DatabaseSync(join(root, 'data', DATA_FILES.database), { readOnly: true });
      expect(db.prepare('SELECT last_push_outcome FROM push_devices').get()).toEqual({ last_push_outcome: 'sent' });
      expect(
        db.prepare("SELECT outcome, summary FROM request_events WHERE kind = 'push' AND request_id = ?").all(id),
      ).toEqual([{ outcome: 'sent', summary: 'Alert sent to 1 device' }]);
      db.close();
    } finally {
      gateway = running;
      rmSync(root, { recursive: true, force: true });
    }
  });
});
