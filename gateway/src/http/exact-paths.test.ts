import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let gateway: TestApp;
beforeAll(async () => {
  gateway = await startTestApp();
});
afterAll(async () => {
  await gateway.close();
});

const send = (method: string, path: string) =>
  fetch(`${gateway.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: method === 'GET' ? undefined : '{}',
  });

describe('the routes answer only their exact spelling', () => {
  it.each([
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/login/code'],
    ['POST', '/api/contact'],
    ['POST', '/api/contact/photos'],
    ['GET', '/api/contact/token'],
    ['GET', '/api/health'],
    ['GET', '/api/site'],
  ])('%s %s: a trailing slash, another case or ;params is 404', async (method, path) => {
    expect((await send(method, path)).status).not.toBe(404);
    const upper = path.replace(/[a-z]+$/, (word) => word.toUpperCase());
    for (const spelling of [`${path}/`, `${path}//`, upper, `${path};x`, `${path}/;x`]) {
      expect((await send(method, spelling)).status, spelling).toBe(404);
    }
  });

  it('is kept by every router the gateway mounts: strict and case-sensitive', () => {
    // A router added without EXACT_PATHS fails here.
    for (const router of gateway.routers) {
      expect(router.opts, router.opts.prefix).toMatchObject({ strict: true, sensitive: true });
    }
  });
});
