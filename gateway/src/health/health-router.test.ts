import { createSecretKey, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let gateway: TestApp;
beforeAll(async () => {
  gateway = await startTestApp();
});
afterAll(async () => {
  await gateway.close();
});

async function health(authorization?: string) {
  const response = await fetch(`${gateway.url}/api/health`, {
    headers: authorization ? { Authorization: authorization } : {},
  });
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() };
}

describe('GET /api/health', () => {
  it('tells anyone only that the site is up: the status, no backup or certificate details', async () => {
    expect(await health()).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ok' } });
  });

  it('tells the owner, with their token, how old the newest backup is', async () => {
    const answer = await health(`Bearer ${await gateway.signIn()}`);
    expect(answer.status).toBe(200);
    // A new installation with no backup yet is not stale: it counts from its first start.
    expect(answer.body).toEqual({
      status: 'ok',
      backup: { destination: 'local', lastSuccessAt: null, ageHours: null, stale: false },
    });
  });

  it('answers a bad, foreign or signed-out token with the status alone, never a 401 that fails a health check', async () => {
    const signedOut = await gateway.signIn();
    expect((await health(`Bearer ${signedOut}`)).body).toHaveProperty('backup');
    const logout = await fetch(`${gateway.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${signedOut}` },
    });
    expect(logout.status).toBeLessThan(300);
    const foreign = jwt.sign({ sub: 'owner', ver: 1, jti: 'x' }, createSecretKey(randomBytes(32)), {
      algorithm: 'HS256',
      expiresIn: 3600,
    });
    for (const authorization of ['Bearer garbage', `Bearer ${foreign}`, `Bearer ${signedOut}`, `Basic ${signedOut}`]) {
      expect(await health(authorization), authorization).toEqual({
        status: 200,
        cacheControl: 'no-store',
        body: { status: 'ok' },
      });
    }
  });
});
