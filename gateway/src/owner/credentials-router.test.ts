import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let gateway: TestApp;
let token: string;
beforeAll(async () => {
  gateway = await startTestApp();
  token = await gateway.signIn();
});
afterAll(async () => {
  await gateway.close();
});

const credentials = (authorization?: string) =>
  fetch(`${gateway.url}/admin/credentials`, { headers: authorization ? { Authorization: authorization } : {} });

describe('GET /admin/credentials', () => {
  it('names the owner for a valid token, and is never cached', async () => {
    const response = await credentials(`Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ username: 'owner' });
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await credentials()).status).toBe(401);
    expect((await credentials(`Bearer ${token.slice(0, -2)}xx`)).status).toBe(401);
  });

  // The SPA asks this on every dashboard visit: the token and the sessions in memory decide.
  it('decides without the database: still answers with the database closed', async () => {
    gateway.db.close();
    expect((await credentials(`Bearer ${token}`)).status).toBe(200);
    expect((await credentials()).status).toBe(401);
    expect((await fetch(`${gateway.url}/api/site`)).status).toBeGreaterThanOrEqual(500);
  });
});
