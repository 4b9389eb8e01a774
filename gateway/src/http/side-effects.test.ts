import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changesPublicSite, SITE_CHANGING_ROUTES } from '../../contract/site-changing-routes.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { SIDE_EFFECT_MARKERS } from './side-effects.ts';

let gateway: TestApp;
beforeAll(async () => {
  gateway = await startTestApp();
});
afterAll(async () => {
  await gateway.close();
});

/** Every write route of the gateway, read from the routers themselves, with the markers on its line. */
function writeRoutes() {
  return gateway.routers
    .flatMap((router) => router.stack)
    .flatMap((layer) =>
      layer.methods
        .filter((method) => !['GET', 'HEAD'].includes(method))
        .map((method) => ({
          method,
          path: String(layer.path),
          name: `${method} ${layer.path}`,
          declared: layer.stack.flatMap((middleware) => SIDE_EFFECT_MARKERS.get(middleware as never) ?? []),
        })),
    );
}

const ANY_SEGMENT = /:\w+/g;

describe('every write route', () => {
  it('is found by enumerating the routers (so none can be forgotten)', () => {
    const names = writeRoutes().map(({ name }) => name);
    expect(names.length).toBeGreaterThanOrEqual(60);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'POST /api/contact/form', 'PUT /api/admin/faq/:id']),
    );
  });

  it('declares exactly one side effect on its route line: publishes, worthABackup or notWorthABackup', () => {
    const undeclared = writeRoutes()
      .filter(({ declared }) => declared.length !== 1)
      .map(({ name, declared }) => `${name}: ${declared.length === 0 ? 'none' : declared.join(' and ')}`);
    expect(undeclared).toEqual([]);
  });

  it('publishes exactly when the contract lists it in SITE_CHANGING_ROUTES, which the SPA reads', () => {
    const routes = writeRoutes();
    const disagreeing = routes
      .filter(({ method, path, declared }) => {
        const listed = changesPublicSite(method, path.replace(ANY_SEGMENT, '1'));
        return listed !== declared.includes('publishes');
      })
      .map(({ name, declared }) => `${name}: declares ${declared.join(', ') || 'nothing'}`);
    expect(disagreeing).toEqual([]);

    // And no listed route is missing from the routers (a renamed path would leave the SPA's copy stale).
    const publishing = routes.filter(({ declared }) => declared.includes('publishes'));
    const unrouted = SITE_CHANGING_ROUTES.filter(({ method, path }) => {
      const pattern = new RegExp(`^${path.replace(ANY_SEGMENT, '[^/]+')}$`);
      return !publishing.some((route) => route.method === method && pattern.test(route.path.replace(ANY_SEGMENT, '1')));
    }).map(({ method, path }) => `${method} ${path}`);
    expect(unrouted).toEqual([]);
  });

  it('leaves signing in and out, "Back up now", the test of a backup destination, the backup file, the visitors’ beacon and an estimate preview’s ticket out of the backups', () => {
    const quiet = writeRoutes()
      .filter(({ declared }) => declared.includes('notWorthABackup'))
      .map(({ name }) => name);
    expect(quiet.sort()).toEqual([
      'POST /api/admin/backups',
      'POST /api/admin/backups/destination/test',
      'POST /api/admin/backups/file',
      'POST /api/admin/backups/restore',
      'POST /api/admin/estimates/:id/preview',
      'POST /api/auth/login',
      'POST /api/auth/login/code',
      'POST /api/auth/logout',
      'POST /api/site-events',
    ]);
  });
});

describe('the declared side effects', () => {
  it('call for a backup after a write that worked, and not after a refused one, a read or a sign-out', async () => {
    const token = await gateway.signIn();
    const noted = vi.spyOn(gateway.modules.backups.backups, 'noteChange');
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${gateway.url}${path}`, {
        method,
        headers: auth,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    try {
      expect((await call('GET', '/api/admin/visits/availability')).status).toBe(200);
      expect((await call('PUT', '/api/admin/visits/availability', { nonsense: true })).status).toBe(400);
      expect(noted).not.toHaveBeenCalled();

      const availability = await (await call('GET', '/api/admin/visits/availability')).json();
      expect((await call('PUT', '/api/admin/visits/availability', availability)).status).toBe(200);
      expect(noted).toHaveBeenCalledTimes(1);

      expect((await call('POST', '/api/auth/logout')).status).toBe(204);
      expect(noted).toHaveBeenCalledTimes(1);
    } finally {
      noted.mockRestore();
    }
  });
});
