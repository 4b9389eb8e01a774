import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_ROUTES } from '../../contract/uploads.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { uploadLocations } from './upload-locations.ts';

const MEGABYTE = 1024 * 1024;

/** Each generated location: its regex (nginx's `~*`, case-insensitive), its lines inside. */
function parsedLocations(conf: string) {
  return [...conf.matchAll(/location ~\* (\S+) \{\n([^}]*)\}/g)].map(([, pattern, body]) => ({
    matches: (path: string) => new RegExp(String(pattern), 'i').test(path),
    body: String(body),
  }));
}

describe("nginx's upload locations", () => {
  const locations = parsedLocations(uploadLocations());
  const locationOf = (path: string) => locations.filter((location) => location.matches(path));

  it.each(UPLOAD_ROUTES)(
    'give $method $path room for its largest picture, in every spelling nginx reads as it',
    (route) => {
      const path = route.path.replace(':id', '12');
      for (const spelling of [path, `${path}/`, `${path}//`, path.toUpperCase()]) {
        expect(locationOf(spelling)).toHaveLength(1);
      }
      const [location] = locationOf(path);
      const limitMegabytes = Number(/client_max_body_size (\d+)m;/.exec(location?.body ?? '')?.[1]);
      expect(limitMegabytes * MEGABYTE).toBeGreaterThan(route.maxBytes);
      // A visitor's upload keeps nginx's flood guard; the owner's is behind sign-in.
      expect(location?.body.includes('limit_req zone=quote_photos')).toBe(route.sender === 'visitor');
    },
  );

  it('take no other path: a JSON route beside them keeps the small-body limit', () => {
    for (const path of ['/api/admin/gallery/12', '/api/admin/gallery/order', '/api/admin/brand', '/api/contact']) {
      expect(locationOf(path)).toEqual([]);
    }
  });
});

describe("the contract's upload routes", () => {
  let gateway: TestApp;
  beforeAll(async () => {
    gateway = await startTestApp();
  });
  afterAll(async () => {
    await gateway.close();
  });

  it("are the gateway's own routes, as its routers spell them", () => {
    const routes = gateway.routers.flatMap((router) =>
      router.stack.flatMap((layer) => layer.methods.map((method) => `${method} ${String(layer.path)}`)),
    );
    for (const route of UPLOAD_ROUTES) expect(routes).toContain(`${route.method} ${route.path}`);
  });
});
