import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PUSH_DEVICE_NAME_MAX_LENGTH,
  PUSH_DEVICES_MAX,
  PUSH_ENDPOINT_MAX_LENGTH,
  type PushDevice,
  type PushSettings,
} from '../../contract/push-alerts.ts';
import { PRIVATE_ADDRESS_REFUSAL } from '../http/outbound-address.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testPushBrowser } from '../testing/test-push-browser.ts';
import { startTestPushService, type TestPushService } from '../testing/test-push-service.ts';
import { PUSH_MESSAGES } from './admin-push-router.ts';

let service: TestPushService;
let gateway: TestApp;
let token: string;
beforeAll(async () => {
  service = await startTestPushService();
});
afterAll(async () => {
  await service.close();
});
beforeEach(async () => {
  gateway = await startTestApp({ pushAgent: service.agent });
  token = await gateway.signIn();
});
afterEach(async () => {
  await gateway.close();
});

function call(method: string, path: string, body?: unknown, auth: string | null = token) {
  return fetch(`${gateway.url}/api/admin/push${path}`, {
    method,
    headers: {
      ...(auth ? { Authorization: `Bearer ${auth}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function settings(): Promise<PushSettings> {
  const response = await call('GET', '');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as PushSettings;
}

async function subscribe(name = 'Pixel 8 — Chrome', endpoint = service.endpoint(name.replace(/\W+/g, '-'))) {
  const browser = testPushBrowser(endpoint, name);
  const response = await call('POST', '/devices', browser.subscription);
  expect(response.status).toBe(201);
  return { browser, device: (await response.json()) as PushDevice };
}

async function expectFields(response: Response, fields: Record<string, string>) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
  expect(body.error.code).toBe('validation_failed');
  expect(body.error.fields).toEqual(fields);
  expect((await settings()).devices).toEqual([]);
}

describe('GET /api/admin/push', () => {
  it("gives the site's VAPID public key, an uncompressed P-256 point, and no devices at first", async () => {
    const { publicKey, devices } = await settings();
    const point = Buffer.from(publicKey, 'base64url');
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(0x04);
    expect(devices).toEqual([]);
  });

  it('keeps the same key pair after a restart: the devices subscribed with it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'push-keys-'));
    try {
      const first = await startTestApp({ root });
      const key = (
        (await (
          await fetch(`${first.url}/api/admin/push`, { headers: { Authorization: `Bearer ${await first.signIn()}` } })
        ).json()) as PushSettings
      ).publicKey;
      const row = first.db.prepare('SELECT public_key, private_key FROM push_vapid_keys').get();
      await first.close();
      const again = await startTestApp({ root });
      const response = await fetch(`${again.url}/api/admin/push`, {
        headers: { Authorization: `Bearer ${await again.signIn()}` },
      });
      expect(((await response.json()) as PushSettings).publicKey).toBe(key);
      expect(again.db.prepare('SELECT public_key, private_key FROM push_vapid_keys').get()).toEqual(row);
      await again.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('POST /api/admin/push/devices', () => {
  it('subscribes a device and lists it by name and push service, never its endpoint or keys', async () => {
    const { browser, device } = await subscribe();
    expect(device).toEqual({
      id: expect.any(Number),
      name: 'Pixel 8 — Chrome',
      service: 'localhost',
      createdAt: new Date(device.createdAt).toISOString(),
      lastPush: null,
    });
    const listed = await settings();
    expect(listed.devices).toEqual([device]);
    const text = JSON.stringify(listed);
    expect(text).not.toContain(browser.subscription.endpoint);
    expect(text).not.toContain(browser.subscription.keys.p256dh);
    expect(text).not.toContain(browser.subscription.keys.auth);
  });

  it("updates the same endpoint's keys and name (200) instead of adding it twice", async () => {
    const { device } = await subscribe('Pixel 8 — Chrome', service.endpoint('same'));
    const again = testPushBrowser(service.endpoint('same'), '  Pixel 8 — Chrome (installed)  ');
    const response = await call('POST', '/devices', again.subscription);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: device.id, name: 'Pixel 8 — Chrome (installed)' });
    expect((await settings()).devices).toHaveLength(1);
    const row = gateway.db.prepare('SELECT p256dh, auth FROM push_devices').get();
    expect(row).toEqual(again.subscription.keys);
  });

  it('trims the name, makes it one line and cuts it to PUSH_DEVICE_NAME_MAX_LENGTH', async () => {
    const long = testPushBrowser(service.endpoint('long'), `  iPhone\n${'x'.repeat(PUSH_DEVICE_NAME_MAX_LENGTH * 2)}`);
    const response = await call('POST', '/devices', long.subscription);
    expect(response.status).toBe(201);
    const { name } = (await response.json()) as PushDevice;
    expect(name).toHaveLength(PUSH_DEVICE_NAME_MAX_LENGTH);
    expect(name.startsWith('iPhone x')).toBe(true);
    const phone = 'x'.repeat(PUSH_DEVICE_NAME_MAX_LENGTH - 1);
    const emoji = testPushBrowser(service.endpoint('emoji'), `${phone}📱`);
    expect(await (await call('POST', '/devices', emoji.subscription)).json()).toMatchObject({ name: phone });
  });

  it('refuses a subscription that is not a push service’s, with a message per field', async () => {
    const good = testPushBrowser(service.endpoint('good'), 'Pixel').subscription;
    const short = Buffer.alloc(64, 4).toString('base64url');
    const compressed = Buffer.concat([Buffer.from([0x02]), Buffer.alloc(64, 1)]).toString('base64url');
    const offCurve = Buffer.concat([Buffer.from([0x04]), Buffer.alloc(64, 1)]).toString('base64url');
    await expectFields(await call('POST', '/devices', { ...good, endpoint: 'http://localhost/push/plain' }), {
      endpoint: PUSH_MESSAGES.endpoint,
    });
    await expectFields(
      await call('POST', '/devices', {
        ...good,
        endpoint: `https://push.example/${'a'.repeat(PUSH_ENDPOINT_MAX_LENGTH)}`,
      }),
      { endpoint: PUSH_MESSAGES.endpoint },
    );
    await expectFields(await call('POST', '/devices', { ...good, endpoint: 'not a url' }), {
      endpoint: PUSH_MESSAGES.endpoint,
    });
    for (const p256dh of [short, compressed, offCurve, 'not+base64/url==', 42]) {
      await expectFields(await call('POST', '/devices', { ...good, keys: { ...good.keys, p256dh } }), {
        'keys.p256dh': PUSH_MESSAGES.p256dh,
      });
    }
    for (const auth of [Buffer.alloc(15).toString('base64url'), Buffer.alloc(17).toString('base64url'), '']) {
      await expectFields(await call('POST', '/devices', { ...good, keys: { ...good.keys, auth } }), {
        'keys.auth': PUSH_MESSAGES.auth,
      });
    }
    await expectFields(await call('POST', '/devices', { endpoint: good.endpoint, name: 7 }), {
      keys: expect.stringContaining('p256dh') as unknown as string,
      name: PUSH_MESSAGES.name,
    });
  });

  it(`keeps at most PUSH_DEVICES_MAX (${PUSH_DEVICES_MAX}) devices, and still updates one of them`, async () => {
    const endpoints = Array.from({ length: PUSH_DEVICES_MAX }, (_, index) => service.endpoint(`device-${index}`));
    for (const endpoint of endpoints) await subscribe(`Device ${endpoint.slice(-2)}`, endpoint);
    const more = await call('POST', '/devices', testPushBrowser(service.endpoint('one-more'), 'One more').subscription);
    expect(more.status).toBe(400);
    expect(await more.json()).toEqual({ error: { code: 'validation_failed', message: PUSH_MESSAGES.tooMany } });
    const same = await call('POST', '/devices', testPushBrowser(endpoints[0] ?? '', 'Renamed').subscription);
    expect(same.status).toBe(200);
    expect((await settings()).devices).toHaveLength(PUSH_DEVICES_MAX);
  });
});

describe('DELETE /api/admin/push/devices/:id', () => {
  it('stops a device (204); an unknown one is 404', async () => {
    const { device } = await subscribe();
    expect((await call('DELETE', `/devices/${device.id}`)).status).toBe(204);
    expect((await settings()).devices).toEqual([]);
    const again = await call('DELETE', `/devices/${device.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: { code: 'not_found', message: PUSH_MESSAGES.noSuchDevice } });
  });
});

describe('POST /api/admin/push/devices/:id/test', () => {
  it('pushes a test to that device only and answers how it went', async () => {
    const { browser, device } = await subscribe('Pixel');
    await subscribe('iPhone');
    const response = await call('POST', `/devices/${device.id}/test`);
    expect(response.status).toBe(200);
    const tested = (await response.json()) as PushDevice;
    expect(tested.lastPush).toEqual({ at: expect.any(String), outcome: 'sent', error: null });
    expect(service.received.map((push) => push.path)).toEqual(['/push/Pixel']);
    expect(browser.read(service.received[0] ?? { path: '', headers: {}, body: Buffer.alloc(0) })).toEqual({
      kind: 'test',
      title: 'Test alert',
      body: 'Each new quote request and each booked visit will show like this.',
      url: '/admin/dashboard',
      tag: 'test',
      requestId: null,
    });
    expect(gateway.db.prepare('SELECT count(*) AS n FROM request_events WHERE kind = ?').get('push')).toEqual({ n: 0 });
    service.received.length = 0;
  });

  it("records the push service's refusal in words", async () => {
    const { device } = await subscribe('Refused');
    service.answer('Refused', 403, 'the VAPID key does not match');
    const response = await call('POST', `/devices/${device.id}/test`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as PushDevice).lastPush).toMatchObject({
      outcome: 'failed',
      error: 'The push service answered 403 Forbidden: the VAPID key does not match',
    });
    expect((await settings()).devices[0]?.lastPush?.outcome).toBe('failed');
    service.received.length = 0;
  });

  it('removes a device the push service dropped (410) and answers 404', async () => {
    const { device } = await subscribe('Dropped');
    service.answer('Dropped', 410);
    const response = await call('POST', `/devices/${device.id}/test`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: PUSH_MESSAGES.dropped } });
    expect((await settings()).devices).toEqual([]);
    expect((await call('POST', '/devices/999/test')).status).toBe(404);
    service.received.length = 0;
  });
});

describe('without a token', () => {
  it.each([
    ['GET', ''],
    ['POST', '/devices'],
    ['DELETE', '/devices/1'],
    ['POST', '/devices/1/test'],
  ])('%s /api/admin/push%s answers 401', async (method, path) => {
    const response = await call(method, path, method === 'POST' ? {} : undefined, null);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });
});

describe('push endpoints on the server’s own network', () => {
  const restart = async (outboundAllowedHosts: string[]) => {
    await gateway.close();
    gateway = await startTestApp({ pushAgent: service.agent, outboundAllowedHosts });
    token = await gateway.signIn();
  };

  it('are refused beside the endpoint, a literal address or a name that resolves to one, and nothing is pushed', async () => {
    await restart([]);
    const { port } = new URL(service.endpoint('x'));
    const pushedBefore = service.received.length;
    for (const endpoint of [
      service.endpoint('named'),
      `https://127.0.0.1:${port}/push/a`,
      `https://[::1]:${port}/push/b`,
      'https://10.0.0.1/push/c',
      'https://[::ffff:192.168.0.1]/push/d',
    ]) {
      const response = await call('POST', '/devices', testPushBrowser(endpoint, 'Phone').subscription);
      await expectFields(response, { endpoint: PRIVATE_ADDRESS_REFUSAL });
    }
    expect(service.received).toHaveLength(pushedBefore);
  });

  it('are refused when a push is sent too, in the same words whether or not anything listens there', async () => {
    await restart([]);
    const pushedBefore = service.received.length;
    for (const endpoint of [service.endpoint('saved-before'), 'https://localhost:1/push/closed']) {
      const { keys } = testPushBrowser(endpoint, 'Phone').subscription;
      const saved = gateway.modules.push.devices.save(
        { endpoint, ...keys, name: 'Phone' },
        new Date(gateway.now()).toISOString(),
      );
      if ('full' in saved) throw new Error('no room for the device');
      const tested = await call('POST', `/devices/${saved.device.id}/test`);
      expect(tested.status, endpoint).toBe(200);
      expect(((await tested.json()) as PushDevice).lastPush, endpoint).toMatchObject({
        outcome: 'failed',
        error: PRIVATE_ADDRESS_REFUSAL,
      });
    }
    expect(service.received).toHaveLength(pushedBefore);
  });

  it('are taken and pushed to once OUTBOUND_ALLOWED_HOSTS names them', async () => {
    await restart(['localhost']);
    const { device, browser } = await subscribe('Allowed phone');
    const tested = await call('POST', `/devices/${device.id}/test`);
    expect(((await tested.json()) as PushDevice).lastPush).toMatchObject({ outcome: 'sent', error: null });
    expect(browser.read(service.received.at(-1) as (typeof service.received)[number])).toMatchObject({ kind: 'test' });
  });
});
