import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesPublicSite, SITE_CHANGING_ROUTES } from '../../contract/site-changing-routes.ts';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app.ts';

let gateway: TestApp;
beforeAll(async () => {
  gateway = await startTestApp();
});
afterAll(async () => {
  await gateway.close();
});

/** Every write route of the gateway, read from the routers themselves, and whether the contract lists it. */
function writeRoutes() {
  return gateway.routers
    .flatMap((router) => router.stack)
    .flatMap((layer) =>
      layer.methods
        .filter((method) => !['GET', 'HEAD'].includes(method))
        .map((method) => {
          const path = String(layer.path).replace(/:\w+/g, '1');
          return { name: `${method} ${path}`, publishes: changesPublicSite(method, path) };
        }),
    );
}

const named = (routes: ReturnType<typeof writeRoutes>) => routes.map(({ name }) => name).sort();

/** The routes whose success changes what visitors see: exactly these wait for a publish. */
const PUBLISHING_ROUTES = [
  'DELETE /api/admin/brand/logo',
  'DELETE /api/admin/faq/1',
  'DELETE /api/admin/gallery/1',
  'DELETE /api/admin/gallery/1/before',
  'DELETE /api/admin/services/1',
  'DELETE /api/admin/testimonials/1',
  'DELETE /api/admin/work-steps/1',
  'PATCH /api/admin/gallery/1',
  'POST /api/admin/brand/logo',
  'POST /api/admin/faq',
  'POST /api/admin/gallery',
  'POST /api/admin/services',
  'POST /api/admin/testimonials',
  'POST /api/admin/work-steps',
  'PUT /api/admin/brand',
  'PUT /api/admin/brand/header',
  'PUT /api/admin/faq/1',
  'PUT /api/admin/faq/order',
  'PUT /api/admin/gallery/1/before',
  'PUT /api/admin/gallery/order',
  'PUT /api/admin/pages/contact',
  'PUT /api/admin/pages/gallery',
  'PUT /api/admin/pages/home',
  'PUT /api/admin/pages/services',
  'PUT /api/admin/pages/share-image',
  'PUT /api/admin/search-visibility',
  'PUT /api/admin/services/1',
  'PUT /api/admin/services/order',
  'PUT /api/admin/site',
  'PUT /api/admin/testimonials/1',
  'PUT /api/admin/testimonials/order',
  'PUT /api/admin/work-steps/1',
  'PUT /api/admin/work-steps/order',
];

describe('the writes that publish the site', () => {
  it('are exactly the routes that change public content, as the contract lists them', () => {
    // A new write route lands in one list or the other: this test then says which it joined.
    expect(named(writeRoutes().filter(({ publishes }) => publishes))).toEqual(PUBLISHING_ROUTES);
  });

  it('are each listed in the contract for a route the gateway has', () => {
    const routes = writeRoutes().map(({ name }) => name);
    for (const { method, path } of SITE_CHANGING_ROUTES) {
      const pattern = new RegExp(`^${method} ${path.replace(/:\w+/g, '[^/]+')}$`);
      expect(
        routes.some((name) => pattern.test(name)),
        `${method} ${path}`,
      ).toBe(true);
    }
  });

  it('leave out signing in and out, sessions, two-step sign-in, the password, quote requests and mail', () => {
    const quiet = named(writeRoutes().filter(({ publishes }) => !publishes));
    expect(quiet).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/login/code',
        'POST /api/auth/logout',
        'DELETE /api/admin/account/sessions/1',
        'POST /api/admin/account/two-factor/setup',
        'POST /api/admin/account/two-factor/confirm',
        'POST /api/admin/account/two-factor/disable',
        'POST /api/admin/account/two-factor/recovery-codes',
        'PUT /api/admin/password',
        'POST /api/contact',
        'POST /api/contact/photos',
        'PATCH /api/admin/messages/1',
        'DELETE /api/admin/messages/1',
        'POST /api/admin/mail/test',
      ]),
    );
  });

  it('never run for an account call: the publisher is not asked, so the answer never waits for one', async () => {
    await gateway.publisher.whenIdle();
    const runsBefore = gateway.publisher.lastRun()?.number;
    const token = await gateway.signIn();
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

    const setup = await fetch(`${gateway.url}/api/admin/account/two-factor/setup`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ password: TEST_ADMIN.password }),
    });
    expect(setup.status).toBe(200);
    const changed = await fetch(`${gateway.url}/api/admin/password`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.password }),
    });
    expect(changed.status).toBe(200);
    const { token: renewed } = (await changed.json()) as { token: string };
    const signedOut = await fetch(`${gateway.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${renewed}` },
    });
    expect(signedOut.status).toBe(204);

    await gateway.publisher.whenIdle();
    expect(gateway.publisher.lastRun()?.number).toBe(runsBefore);
  });
});
