import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_ASSETS_PREFIX, estimateIslandRouter, loadEstimateIsland } from './estimate-island-router.ts';

/** The island is loaded on every estimate page a phone opens: it stays small. */
const ISLAND_GZIP_MAX_BYTES = 10 * 1024;

describe('the estimate page’s island, as the gateway serves it', () => {
  it('is bundled from source into one small module under its content’s hash', async () => {
    const island = await loadEstimateIsland();
    const hash = createHash('sha256').update(island.body).digest('hex').slice(0, 12);
    expect(island.path).toBe(`${ESTIMATE_ASSETS_PREFIX}estimate-island.${hash}.js`);
    expect(island.gzip.length).toBeLessThan(ISLAND_GZIP_MAX_BYTES);
    expect(gunzipSync(island.gzip).equals(island.body)).toBe(true);
    const code = island.body.toString('utf8');
    // Bundled: nothing left to fetch, and the contract's rule inside it.
    expect(code).not.toMatch(/\bimport\s*[{*"']|\bfrom\s*["']/);
    expect(code).toContain('estimate-data');
  });

  it('answers its path, gzipped to a browser that takes it, cached for good; any other name is a 404', async () => {
    const island = await loadEstimateIsland();
    const app = new Koa();
    const router = estimateIslandRouter(() => island);
    app.use(router.routes());
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const zipped = await fetch(`${base}${island.path}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(zipped.status).toBe(200);
      expect(zipped.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await zipped.arrayBuffer()).equals(island.body)).toBe(true);
      const other = await fetch(`${base}${ESTIMATE_ASSETS_PREFIX}estimate-island.000000000000.js`);
      expect(other.status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
