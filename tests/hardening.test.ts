import { UNSUBSCRIBE_PATH_PREFIX } from '@painting-site/gateway/contract/customer-mail';
import { Network, type StartedNetwork, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, EMPTY_STYLE_HASH } from '../web/src/app/content-security-policy.ts';
import { policyDirectives } from './stack/policy-directives.ts';
import { startGateway, startWeb, urlOf } from './stack/start-stack.ts';

// A stack of its own, with nginx's rate limits as the image ships them: tripping them here
// cannot slow down the tests that share the main stack.
let network: StartedNetwork;
const containers: StartedTestContainer[] = [];
let baseUrl: string;

beforeAll(async () => {
  network = await new Network().start();
  containers.push(await startGateway(network, { seedDemo: false }));
  const web = await startWeb(network, undefined, { imageRateLimits: true });
  containers.push(web);
  baseUrl = urlOf(web);
});
afterAll(async () => {
  for (const container of containers.reverse()) await container.stop().catch(() => undefined);
  await network.stop().catch(() => undefined);
});

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

describe('nginx in front of the site', () => {
  it.each([
    '/',
    '/gallery',
    '/no-such-page',
    '/favicon.svg',
    '/favicon.png',
    '/api/health',
    '/api/site',
    '/robots.txt',
    '/admin/credentials',
  ])('sends the security headers on %s', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('server')).toBe('nginx');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('sends the unsubscribe page one Referrer-Policy, no-referrer, as its address carries the key', async () => {
    const response = await fetch(`${baseUrl}${UNSUBSCRIBE_PATH_PREFIX}1.${'k'.repeat(43)}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    // Repeated headers come joined with ", ": one value is one header, the gateway's.
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('sends a content security policy with scripts from this origin only on every page', async () => {
    for (const path of ['/', '/contact', '/admin/login', '/no-such-page']) {
      const csp = (await fetch(`${baseUrl}${path}`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    }
  });

  it("gives the SPA's shell one fixed policy: styles from this origin and the empty style only, no nonce", async () => {
    // This stack's nginx has no published pages: every page is the shell.
    const expected = policyDirectives(contentSecurityPolicy([EMPTY_STYLE_HASH]));
    expected.set('frame-ancestors', "'none'");
    const headers = new Set<string>();
    for (const path of ['/', '/contact', '/admin/login', '/admin/dashboard', '/no-such-page', '/']) {
      const response = await fetch(`${baseUrl}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).not.toMatch(/nonce|unsafe/);
      expect(policyDirectives(csp)).toEqual(expected);
      expect(await response.text()).not.toMatch(/\bnonce=|__CSP_NONCE__/);
      headers.add(csp);
    }
    expect(headers.size).toBe(1);
  });

  it('serves the shell as the file it is: the same bytes and ETag every time, 304 when unchanged', async () => {
    const first = await fetch(`${baseUrl}/admin/login`, { headers: { 'Accept-Encoding': 'gzip' } });
    const second = await fetch(`${baseUrl}/admin/login`, { headers: { 'Accept-Encoding': 'gzip' } });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    const body = await first.text();
    expect(await second.text()).toBe(body);
    // Under a kilobyte: sent as it is (compressing it would save no packet), with its length.
    expect(first.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    const unchanged = await fetch(`${baseUrl}/admin/login`, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag ?? '' },
    });
    expect(unchanged.status).toBe(304);
  });

  it('answers a burst of sign-in attempts with 429 and Retry-After before the gateway sees them all', async () => {
    const attempt = () =>
      fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: `flood-${Math.random()}`, password: 'not it' }),
      });
    const responses = await Promise.all(Array.from({ length: 15 }, attempt));
    const answers = await Promise.all(
      responses.map(async (response) => ({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        code: ((await response.json()) as { error: { code: string } }).error.code,
      })),
    );
    // Some reach the gateway (wrong password: 401; its own per-address throttle: 429
    // too_many_attempts); nginx turns the rest away before they cost a password hash.
    expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThan(0);
    const byNginx = answers.filter((answer) => answer.code === 'too_many_requests');
    expect(byNginx.length).toBeGreaterThanOrEqual(5);
    expect(byNginx.every((answer) => answer.status === 429 && answer.retryAfter === '60')).toBe(true);
  });

  it("guards two-step sign-in's code with the same flood guard as the password", async () => {
    const guess = (n: number) =>
      fetch(`${baseUrl}/api/auth/login/code`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ challenge: `forged-${n}`, code: String(100000 + n) }),
      });
    const answers = await Promise.all(
      (await Promise.all(Array.from({ length: 15 }, (_, n) => guess(n)))).map(async (response) => ({
        status: response.status,
        code: ((await response.json()) as { error: { code: string } }).error.code,
      })),
    );
    // Those that reach the gateway find no such challenge; nginx turns the rest away.
    const byNginx = answers.filter((answer) => answer.code === 'too_many_requests');
    expect(byNginx.length).toBeGreaterThanOrEqual(5);
    expect(byNginx.every((answer) => answer.status === 429)).toBe(true);
    const byGateway = answers.filter((answer) => answer.code !== 'too_many_requests');
    expect(new Set(byGateway.map(({ status, code }) => `${status} ${code}`))).toEqual(
      new Set(byGateway.length ? ['401 second_step_expired'] : []),
    );
  });

  it('answers a burst of quote requests with 429', async () => {
    const send = () =>
      fetch(`${baseUrl}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    const statuses = (await Promise.all(Array.from({ length: 12 }, send))).map((response) => response.status);
    expect(statuses).toContain(400);
    expect(statuses).toContain(429);
  });

  it('refuses a 2 MB body with a JSON 413, but takes a picture-sized upload where pictures go', async () => {
    const big = await fetch(`${baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: { code: 'payload_too_large' } });

    // Past nginx's 64 KB for other routes; the gateway then checks the token before anything else.
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(1024 * 1024)], { type: 'image/jpeg' }), 'photo.jpg');
    const upload = await fetch(`${baseUrl}/api/admin/gallery`, { method: 'POST', body: form });
    expect(upload.status).toBe(401);
  });

  it.each(['/.env', '/.git/config', '/assets/index.js.map', '/index.js.map'])('never serves %s', async (path) => {
    expect((await fetch(`${baseUrl}${path}`)).status).toBe(404);
  });

  it.each(['/uploads/..%2f..%2fsite.db', '/uploads/%2e%2e/jwt-secret', '/uploads/../../data/site.db'])(
    'keeps %s from escaping the uploads folder',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect([400, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('SQLite');
    },
  );
});
