import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app.ts';

let gateway: TestApp;
beforeAll(async () => {
  gateway = await startTestApp();
});
afterAll(async () => {
  await gateway.close();
});

/** Every route the gateway registers that belongs to the owner, read from the routers themselves. */
function ownerRoutes() {
  return gateway.routers
    .flatMap((router) => router.stack)
    .map((layer) => ({ methods: layer.methods, path: String(layer.path) }))
    .filter(({ path }) => /^\/(api\/)?admin\//.test(path) || path === '/api/auth/logout')
    .flatMap(({ methods, path }) =>
      methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: path.replace(/:\w+/g, '1') })),
    );
}

describe('the owner-only routes', () => {
  const routes = () => ownerRoutes();

  it('are found by enumerating the routers (so none can be forgotten)', () => {
    const found = routes().map(({ method, path }) => `${method} ${path}`);
    expect(found.length).toBeGreaterThanOrEqual(20);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /admin/credentials',
        'GET /api/admin/messages',
        'GET /api/admin/messages/1/photos/1/1',
        'GET /api/admin/overview',
        'POST /api/admin/messages/1/restore',
        'POST /api/admin/messages/1/retry-mail',
        'GET /api/admin/mail',
        'POST /api/admin/mail/test',
        'POST /api/admin/gallery',
        'PUT /api/admin/gallery/1/before',
        'DELETE /api/admin/gallery/1/before',
        'PUT /api/admin/site',
        'PUT /api/admin/password',
        'GET /api/admin/account/activity',
        'GET /api/admin/account/sessions',
        'DELETE /api/admin/account/sessions/1',
        'GET /api/admin/account/two-factor',
        'POST /api/admin/account/two-factor/setup',
        'POST /api/admin/account/two-factor/confirm',
        'POST /api/admin/account/two-factor/disable',
        'POST /api/admin/account/two-factor/recovery-codes',
        'GET /api/admin/testimonials',
        'POST /api/admin/testimonials',
        'PUT /api/admin/testimonials/order',
        'PUT /api/admin/testimonials/1',
        'DELETE /api/admin/testimonials/1',
        'GET /api/admin/work-steps',
        'POST /api/admin/work-steps',
        'PUT /api/admin/work-steps/order',
        'PUT /api/admin/work-steps/1',
        'DELETE /api/admin/work-steps/1',
        'GET /api/admin/faq',
        'POST /api/admin/faq',
        'PUT /api/admin/faq/order',
        'PUT /api/admin/faq/1',
        'DELETE /api/admin/faq/1',
        'GET /api/admin/pages',
        'PUT /api/admin/pages/home',
        'PUT /api/admin/pages/gallery',
        'PUT /api/admin/pages/services',
        'PUT /api/admin/pages/contact',
        'PUT /api/admin/pages/share-image',
        'GET /api/admin/setup',
        'GET /api/admin/brand',
        'PUT /api/admin/brand',
        'POST /api/admin/brand/logo',
        'DELETE /api/admin/brand/logo',
        'GET /api/admin/visits',
        'GET /api/admin/visits/availability',
        'PUT /api/admin/visits/availability',
        'POST /api/admin/messages/1/visit',
        'POST /api/admin/messages/1/visit/confirm',
        'POST /api/admin/messages/1/visit/move',
        'POST /api/admin/messages/1/visit/cancel',
        'GET /api/admin/push',
        'POST /api/admin/push/devices',
        'DELETE /api/admin/push/devices/1',
        'POST /api/admin/push/devices/1/test',
        'GET /api/admin/customer-mail',
        'PUT /api/admin/customer-mail',
        'POST /api/admin/messages/1/review-request',
      ]),
    );
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer garbage'],
    ['a token of another scheme', 'Basic b3duZXI6cGFzc3dvcmQ='],
  ])('all answer 401 to %s, whatever the body', async (_case, authorization) => {
    for (const { method, path } of routes()) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (authorization) headers.Authorization = authorization;
      const response = await fetch(`${gateway.url}${path}`, {
        method,
        headers,
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
      });
      expect({ route: `${method} ${path}`, status: response.status }).toEqual({
        route: `${method} ${path}`,
        status: 401,
      });
      expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });
});
