import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouters } from '../app.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { changesPublicSite } from './publish-after-write.ts';

let gateway: TestApp;
beforeAll(async () => {
  gateway = await startTestApp();
});
afterAll(async () => {
  await gateway.close();
});

/** Every write route of the gateway, read from the routers themselves. */
function writeRoutes() {
  return createRouters(gateway.deps)
    .flatMap((router) => router.stack)
    .flatMap((layer) =>
      layer.methods
        .filter((method) => !['GET', 'HEAD'].includes(method))
        .map((method) => ({ method, path: String(layer.path).replace(/:\w+/g, '1') })),
    );
}

describe('the writes that publish the site', () => {
  it("are all the owner's, except to quote requests, the password and the test e-mail: a new admin route publishes by default", () => {
    const routes = writeRoutes();
    const named = (list: typeof routes) => list.map(({ method, path }) => `${method} ${path}`).sort();
    const owners = routes.filter(({ path }) => path.startsWith('/api/admin/'));

    expect(named(owners.filter(({ method, path }) => !changesPublicSite(method, path)))).toEqual([
      'DELETE /api/admin/messages/1',
      'PATCH /api/admin/messages/1',
      'POST /api/admin/mail/test',
      'POST /api/admin/messages/1/restore',
      'POST /api/admin/messages/1/retry-mail',
      'PUT /api/admin/password',
    ]);
    expect(named(owners.filter(({ method, path }) => changesPublicSite(method, path)))).toEqual(
      expect.arrayContaining([
        'PUT /api/admin/site',
        'POST /api/admin/services',
        'PUT /api/admin/services/1',
        'PUT /api/admin/services/order',
        'DELETE /api/admin/services/1',
        'POST /api/admin/gallery',
        'PATCH /api/admin/gallery/1',
        'PUT /api/admin/gallery/order',
        'DELETE /api/admin/gallery/1',
        'POST /api/admin/testimonials',
        'PUT /api/admin/testimonials/1',
        'PUT /api/admin/testimonials/order',
        'DELETE /api/admin/testimonials/1',
        'POST /api/admin/work-steps',
        'PUT /api/admin/work-steps/1',
        'PUT /api/admin/work-steps/order',
        'DELETE /api/admin/work-steps/1',
        'POST /api/admin/faq',
        'PUT /api/admin/faq/1',
        'PUT /api/admin/faq/order',
        'DELETE /api/admin/faq/1',
        'PUT /api/admin/pages/home',
        'PUT /api/admin/pages/gallery',
        'PUT /api/admin/pages/services',
        'PUT /api/admin/pages/contact',
        'PUT /api/admin/pages/share-image',
      ]),
    );
    // Visitors' writes (a quote request, signing in) never publish.
    expect(
      routes.filter(({ method, path }) => !path.startsWith('/api/admin/') && changesPublicSite(method, path)),
    ).toEqual([]);
  });
});
