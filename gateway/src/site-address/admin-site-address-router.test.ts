import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SITE_ADDRESS_ERROR_CODES,
  SITE_CHECK_PREFIX,
  SITE_CHECKS_PER_WINDOW,
  type SiteAddressCheckResult,
  type SiteAddressState,
} from '../../contract/site-address.ts';
import type { ResolveHost } from '../http/outbound-address.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { writeSiteCertificate } from '../tls/certificate-files.ts';
import { createSelfSignedCertificate } from '../tls/self-signed-certificate.ts';

/** A server that leaves SITE_URL unset: the address is the dashboard's to set. */
const BLANK_SITE_URL = null;
/** The tests' clock: the certificate's dates and "set at" mean the same on every day. */
const START_AT = '2026-06-01T10:00:00.000Z';
/** The address the owner reached the dashboard at, as nginx passes it on (a documentation address). */
const PUBLIC_IP = '203.0.113.5';
const WAIT_MS = 10_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The test network's DNS: each name's addresses, and no address for any other. */
function names(table: Record<string, string[]>): ResolveHost {
  return async (host) => {
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'site-address-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

interface Site {
  app: TestApp;
  call(method: string, path: string, body?: unknown, host?: string): Promise<Response>;
  state(host?: string): Promise<SiteAddressState>;
  check(name: string, www?: boolean, host?: string): Promise<SiteAddressCheckResult>;
}

async function startSite(options: Parameters<typeof startTestApp>[0] = {}): Promise<Site> {
  const app = await startTestApp({ siteUrl: BLANK_SITE_URL, startAt: START_AT, siteCheckOnOwnPort: true, ...options });
  cleanups.push(() => app.close());
  const token = await app.signIn();
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const call = (method: string, path: string, body?: unknown, host?: string) => {
    const url = `${app.url}/api/admin/site-address${path}`;
    const text = body === undefined ? undefined : JSON.stringify(body);
    if (!host) return fetch(url, { method, headers, ...(text === undefined ? {} : { body: text }) });
    return sentWithHost(url, method, { ...headers, Host: host }, text);
  };
  return {
    app,
    call,
    async state(host) {
      const response = await call('GET', '', undefined, host);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return (await response.json()) as SiteAddressState;
    },
    async check(name, www = false, host) {
      const response = await call('POST', '/check', { name, www }, host);
      expect(response.status).toBe(200);
      return (await response.json()) as SiteAddressCheckResult;
    },
  };
}

/** A request with the Host a browser that reached nginx at `host` sends (fetch sets its own). */
function sentWithHost(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (typeof value === 'string') answer.set(name, value);
        resolve(new Response(Buffer.concat(chunks), { status: response.statusCode ?? 0, headers: answer }));
      });
    });
    call.on('error', reject);
    call.end(body);
  });
}

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("Your website's address", () => {
  it('is the owner’s only', async () => {
    const { app } = await startSite();
    expect((await fetch(`${app.url}/api/admin/site-address`)).status).toBe(401);
    const check = await fetch(`${app.url}/api/admin/site-address/check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'okafor.test', www: false }),
    });
    expect(check.status).toBe(401);
  });

  it('starts with no address, and shows the records to this server’s public address when the owner came by it', async () => {
    const site = await startSite();
    expect(await site.state()).toEqual({
      address: null,
      source: 'none',
      domain: null,
      serverAddress: { ipv4: null, ipv6: null },
    });
    // The setup checklist's first step until then.
    const setup = await fetch(`${site.app.url}/api/admin/setup`, {
      headers: { Authorization: `Bearer ${await site.app.signIn()}` },
    });
    expect(((await setup.json()) as { missing: string[] }).missing[0]).toBe('address');
    // Reached by a name or a private address, the gateway cannot tell the public one.
    const unknown = await site.call('GET', '/records?name=OkaforPainting.com&www=true');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({
      records: [
        { type: 'A', host: '@', name: 'okaforpainting.com', value: null },
        { type: 'A', host: 'www', name: 'www.okaforpainting.com', value: null },
      ],
    });
    expect((await site.state(PUBLIC_IP)).serverAddress).toEqual({ ipv4: PUBLIC_IP, ipv6: null });
    const known = await site.call('GET', '/records?name=okaforpainting.com', undefined, PUBLIC_IP);
    expect(await known.json()).toEqual({
      records: [{ type: 'A', host: '@', name: 'okaforpainting.com', value: PUBLIC_IP }],
    });
    expect((await site.call('GET', '/records?name=localhost')).status).toBe(400);
  });

  it.each([
    ['', "Type your website's address, like okaforpainting.com."],
    ['198.51.100.7', 'That is an IP address. Type the name people will use, like okaforpainting.com.'],
    ['[2001:db8::1]', 'That is an IP address. Type the name people will use, like okaforpainting.com.'],
    [
      'localhost',
      'That name only works on the server or your own network. Type the name people will use, like okaforpainting.com.',
    ],
    [
      'paint.local',
      'That name only works on the server or your own network. Type the name people will use, like okaforpainting.com.',
    ],
    ['okafor', 'A website address has a dot in it, like okaforpainting.com.'],
    [
      'okafor painting.com',
      'A website address has only letters, digits and hyphens, with dots between the parts, like okaforpainting.com.',
    ],
  ])('refuses %j with a message on the field, and stores nothing', async (name, message) => {
    const site = await startSite({ resolveSiteName: names({}) });
    const response = await site.call('POST', '/check', { name, www: false });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      name: message,
    });
    expect((await site.state()).domain).toBeNull();
  });

  it('refuses a body of the wrong shape with 400, never 500', async () => {
    const site = await startSite();
    for (const body of [{ name: 7 }, { name: 'okafor.test', www: 'yes' }, ['okafor.test']]) {
      expect((await site.call('POST', '/check', body)).status).toBe(400);
    }
  });

  it('says when the name has no address yet, and changes nothing', async () => {
    const site = await startSite({ resolveSiteName: names({}) });
    const result = await site.check('okafor.test');
    expect(result).toMatchObject({
      reaches: false,
      words: 'okafor.test has no address yet (DNS can take up to an hour after you add the records).',
      found: [{ name: 'okafor.test', addresses: [] }],
      state: { address: null, source: 'none', domain: null },
    });
  });

  it('names both addresses when the name points at another server, and changes nothing', async () => {
    // Another website on the same port of another loopback address: it answers, but not with our token.
    const other = createServer((_request, response) => response.end('Welcome to nginx!'));
    const site = await startSite({ resolveSiteName: names({ 'okafor.test': ['127.0.0.2'] }) });
    const port = Number(new URL(site.app.url).port);
    await new Promise<void>((resolve) => other.listen(port, '127.0.0.2', resolve));
    cleanups.push(() => new Promise<void>((resolve) => other.close(() => resolve())));

    const seen = await site.check('okafor.test', false, PUBLIC_IP);
    expect(seen.reaches).toBe(false);
    expect(seen.words).toBe(
      `okafor.test points to 127.0.0.2; this server answered on ${PUBLIC_IP}. Change the A record to ${PUBLIC_IP}, then check again.`,
    );
    const unseen = await site.check('okafor.test');
    expect(unseen.words).toBe(
      "okafor.test points to 127.0.0.2, but another website answered there, not this one. Check that the records hold your server's public IP address.",
    );
    expect((await site.state()).domain).toBeNull();
  });

  it('says when the name points here but nothing answers on the port', async () => {
    const site = await startSite({ resolveSiteName: names({ 'okafor.test': ['127.0.0.3'] }) });
    const port = new URL(site.app.url).port;
    const result = await site.check('okafor.test');
    expect(result.words).toBe(
      `okafor.test points to 127.0.0.3 but port ${port} did not answer. Whoever runs the server should open ports 80 and 443 to the internet.`,
    );
    expect(result.state.domain).toBeNull();
  });

  it('does not connect to a private address the operator has not allowed, and says why', async () => {
    const site = await startSite({ resolveSiteName: names({ 'okafor.test': ['10.0.0.5'] }), outboundAllowedHosts: [] });
    const result = await site.check('okafor.test');
    expect(result.words).toBe(
      "okafor.test points to 10.0.0.5, an address on a private network that visitors on the internet cannot reach. Point the records at your server's public IP address.",
    );
    expect(result.state.domain).toBeNull();
  });

  it('checks www too when it is wanted, and says which one does not reach', async () => {
    const site = await startSite({ resolveSiteName: names({ 'okafor.test': ['127.0.0.1'] }) });
    const result = await site.check('okafor.test', true);
    expect(result.reaches).toBe(false);
    expect(result.found).toEqual([
      { name: 'okafor.test', addresses: ['127.0.0.1'] },
      { name: 'www.okafor.test', addresses: [] },
    ]);
    expect(result.words).toBe(
      'www.okafor.test has no address yet (DNS can take up to an hour after you add the records).',
    );
  });

  it('answers no token but the one under way', async () => {
    const { app } = await startSite();
    expect((await fetch(`${app.url}${SITE_CHECK_PREFIX}/anything`)).status).toBe(404);
  });

  it('connects a name that reaches this site, gets its certificate and makes https://<name> the address, also after a restart', async () => {
    const root = await tempDir();
    const tlsDir = join(root, 'tls');
    const acmeServer = { email: undefined, directoryUrl: 'http://127.0.0.1:9/directory', tlsDir };
    // The certificate the ACME server would give, already in TLS_DIR: the keeper takes it, orders nothing.
    const names2 = ['okafor.test', 'www.okafor.test'];
    await writeSiteCertificate(tlsDir, await createSelfSignedCertificate(names2, Date.parse(START_AT)), true);
    const resolveSiteName = names({ 'okafor.test': ['127.0.0.1'], 'www.okafor.test': ['127.0.0.1'] });
    const site = await startSite({ root, acmeServer, resolveSiteName });

    const result = await site.check(' https://Okafor.test/ ', true);
    expect(result).toMatchObject({
      reaches: true,
      words:
        'okafor.test and www.okafor.test reach this site. Getting the certificate for https now; this takes up to a minute.',
      found: [
        { name: 'okafor.test', addresses: ['127.0.0.1'] },
        { name: 'www.okafor.test', addresses: ['127.0.0.1'] },
      ],
    });
    expect(result.state.domain).toMatchObject({ name: 'okafor.test', www: true, setBy: 'owner' });
    expect(result.state.domain?.setAt).toMatch(/^2026-06-01T10:/);
    const live = await until(async () => {
      const state = await site.state();
      return state.domain?.status === 'live' ? state : undefined;
    }, 'the domain to go live');
    expect(live).toMatchObject({ address: 'https://okafor.test', source: 'dashboard' });
    const setup = await fetch(`${site.app.url}/api/admin/setup`, {
      headers: { Authorization: `Bearer ${await site.app.signIn()}` },
    });
    expect(((await setup.json()) as { missing: string[] }).missing).not.toContain('address');

    await site.app.close();
    cleanups.pop();
    const again = await startSite({ root, acmeServer, resolveSiteName });
    const restarted = await until(async () => {
      const state = await again.state();
      return state.address ? state : undefined;
    }, 'the address after a restart');
    expect(restarted).toMatchObject({
      address: 'https://okafor.test',
      source: 'dashboard',
      domain: { status: 'live' },
    });
  });

  it('changes nothing when SITE_URL in the server’s environment fixes the address, and says so', async () => {
    const site = await startSite({
      siteUrl: 'https://brightside.example',
      resolveSiteName: names({ 'okafor.test': ['127.0.0.1'] }),
    });
    expect(await site.state()).toMatchObject({ address: 'https://brightside.example', source: 'environment' });
    const response = await site.call('POST', '/check', { name: 'okafor.test', www: false });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: SITE_ADDRESS_ERROR_CODES.fixedByServer,
        message:
          "The server's settings fix the site's address (https://brightside.example). Whoever runs the server changes it there (SITE_URL).",
      },
    });
    expect((await site.state()).domain).toBeNull();
  });

  it(`allows ${SITE_CHECKS_PER_WINDOW} checks in a window, then 429 with Retry-After`, async () => {
    const site = await startSite({ resolveSiteName: names({}) });
    for (let i = 0; i < SITE_CHECKS_PER_WINDOW; i += 1) await site.check('okafor.test');
    const refused = await site.call('POST', '/check', { name: 'okafor.test', www: false });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    site.app.advanceClock(11 * 60 * 1000);
    expect((await site.call('POST', '/check', { name: 'okafor.test', www: false })).status).toBe(200);
  });
});
