import { createSecretKey, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_TOKEN_TTL_SECONDS, type TestApp } from './testing/test-app.ts';

let gateway: TestApp;
beforeAll(async () => {
  // Tokens are judged by the gateway's clock, at a fixed moment: not today's.
  gateway = await startTestApp({ startAt: '2026-11-18T10:00:00.000Z' });
});
afterAll(async () => {
  await gateway.close();
});

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** By the gateway's clock, which judges the tokens. */
const nowSeconds = () => Math.floor(gateway.now() / 1000);

/** Claims exactly like the gateway's own tokens, so each refusal below has one cause. */
function claims(overrides: Record<string, unknown> = {}) {
  const all: Record<string, unknown> = {
    sub: 'owner',
    ver: 0,
    jti: randomUUID(),
    iat: nowSeconds(),
    exp: nowSeconds() + 60,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined));
}

function sign(payload: object, key: KeyObject = gateway.jwtKey, algorithm: jwt.Algorithm = 'HS256') {
  return jwt.sign(payload, key, { algorithm });
}

function getCredentials(authorization?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (authorization !== undefined) headers.Authorization = authorization;
  return fetch(`${gateway.url}/admin/credentials`, { headers });
}

async function expectUnauthorized(response: Response) {
  expect(response.status).toBe(401);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('www-authenticate')).toBe('Bearer');
  expect(await response.json()).toEqual({
    error: { code: 'unauthorized', message: 'A valid sign-in token is required.' },
  });
}

describe('GET /api/health', () => {
  it('answers 200 while the database answers', async () => {
    const response = await fetch(`${gateway.url}/api/health`);
    expect(response.status).toBe(200);
    // The details only with the owner's token: health/health-router.test.ts.
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /admin/credentials', () => {
  it('answers 200 with the username for a token from signing in', async () => {
    const response = await getCredentials(`Bearer ${await gateway.signIn()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ username: 'owner' });
  });

  it('refuses a request without a token', async () => {
    await expectUnauthorized(await getCredentials());
  });

  it('refuses a malformed token', async () => {
    await expectUnauthorized(await getCredentials('Bearer garbage'));
    await expectUnauthorized(await getCredentials('Bearer a.b.c'));
  });

  it('accepts a token carrying the same claims as one from signing in', async () => {
    expect((await getCredentials(`Bearer ${sign(claims())}`)).status).toBe(200);
  });

  it('refuses a token sent with another scheme', async () => {
    await expectUnauthorized(await getCredentials(`Basic ${sign(claims())}`));
  });

  it('refuses a token signed with another secret', async () => {
    await expectUnauthorized(await getCredentials(`Bearer ${sign(claims(), createSecretKey(randomBytes(32)))}`));
  });

  it('refuses an expired token', async () => {
    const token = sign(claims({ iat: nowSeconds() - 120, exp: nowSeconds() - 60 }));
    await expectUnauthorized(await getCredentials(`Bearer ${token}`));
  });

  it('refuses a token without an expiry, which koa-jwt alone would accept forever', async () => {
    await expectUnauthorized(await getCredentials(`Bearer ${sign(claims({ exp: undefined }))}`));
    const old = sign(claims({ iat: nowSeconds() - TEST_TOKEN_TTL_SECONDS - 60, exp: undefined }));
    await expectUnauthorized(await getCredentials(`Bearer ${old}`));
  });

  it('refuses a token issued longer ago than the token lifetime, whatever its expiry says', async () => {
    const token = sign(claims({ iat: nowSeconds() - TEST_TOKEN_TTL_SECONDS - 60, exp: nowSeconds() + 3600 }));
    await expectUnauthorized(await getCredentials(`Bearer ${token}`));
  });

  it("refuses an unsigned token with alg 'none'", async () => {
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims())}.`;
    await expectUnauthorized(await getCredentials(`Bearer ${token}`));
  });

  it('refuses a token signed with our secret but another algorithm (HS512)', async () => {
    await expectUnauthorized(await getCredentials(`Bearer ${sign(claims(), gateway.jwtKey, 'HS512')}`));
  });

  it('refuses a valid signature over claims without a subject', async () => {
    await expectUnauthorized(await getCredentials(`Bearer ${sign(claims({ sub: undefined }))}`));
  });

  it('refuses a valid signature for an account that does not exist', async () => {
    await expectUnauthorized(await getCredentials(`Bearer ${sign(claims({ sub: 'someone-else' }))}`));
  });
});

describe('errors', () => {
  it('answers an unknown path with a JSON 404', async () => {
    const response = await fetch(`${gateway.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'There is nothing at this address.' },
    });
  });

  it('answers a wrong method with a JSON 405 that lists the allowed ones', async () => {
    const response = await fetch(`${gateway.url}/api/health`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect(await response.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  it('sends no X-Powered-By header and tags each response with a request id', async () => {
    const response = await fetch(`${gateway.url}/api/health`, { headers: { 'X-Request-Id': 'abc-123' } });
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-request-id')).toBe('abc-123');
  });
});

describe('GET /api/health when the database is gone', () => {
  it('answers 503 with the JSON error body', async () => {
    const broken = await startTestApp();
    try {
      broken.db.close();
      const response = await fetch(`${broken.url}/api/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: 'database_unavailable', message: 'The database is not answering.' },
      });
    } finally {
      await broken.close();
    }
  });
});
