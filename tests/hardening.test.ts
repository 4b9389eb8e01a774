import { Network, type StartedNetwork, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('sends a content security policy with scripts from this origin only on every page', async () => {
    for (const path of ['/', '/contact', '/admin/login', '/no-such-page']) {
      const csp = (await fetch(`${baseUrl}${path}`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    }
  });

  it("allows styles only from this origin or with a fresh nonce, which the page's shell carries", async () => {
    const nonces: string[] = [];
    for (const path of ['/', '/contact', '/admin/login', '/no-such-page', '/']) {
      const response = await fetch(`${baseUrl}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(styleSrc).not.toContain('unsafe');
      const nonce = /^'self' 'nonce-([0-9a-f]{32})'$/.exec(styleSrc)?.[1];
      expect(nonce, styleSrc).toBeDefined();
      expect(await response.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}"`);
      nonces.push(String(nonce));
    }
    expect(new Set(nonces).size).toBe(nonces.length);
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
