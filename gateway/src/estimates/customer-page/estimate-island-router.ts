import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Router } from '@koa/router';
import { EXACT_PATHS } from '../../http/exact-paths.ts';

/** The estimate page's script, under its content's hash: cached for a year, a new release a new name. */
export interface EstimateIsland {
  path: string;
  body: Buffer;
  gzip: Buffer;
}

export const ESTIMATE_ASSETS_PREFIX = '/estimate-assets/';
const FROM_SOURCE = import.meta.url.endsWith('.ts');
/**
 * A development tool, named through a variable so that bundling the gateway leaves it out: the
 * build reads the island bundled already, and esbuild's API refuses to run bundled anyway.
 */
const BUNDLER: string = 'esbuild';
/** Browser code, so it lives with the web's (web/src/islands/). */
const ISLAND_SOURCE = fileURLToPath(new URL('../../../../web/src/islands/estimate-page.ts', import.meta.url));

/**
 * The island's browser code: from source (development, tests), bundled now with esbuild in memory;
 * in the image, the file gateway/build.mjs bundled beside dist/server.mjs.
 */
export async function loadEstimateIsland(): Promise<EstimateIsland> {
  let body: Buffer;
  if (FROM_SOURCE) {
    const { build } = (await import(BUNDLER)) as typeof import('esbuild');
    const result = await build({
      entryPoints: [ISLAND_SOURCE],
      bundle: true,
      minify: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      target: 'es2022',
      logLevel: 'silent',
    });
    body = Buffer.from(result.outputFiles[0]?.contents ?? new Uint8Array());
  } else {
    body = await readFile(new URL('./estimate-island.js', import.meta.url));
  }
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { path: `${ESTIMATE_ASSETS_PREFIX}estimate-island.${hash}.js`, body, gzip: gzipSync(body, { level: 9 }) };
}

/** Serves the island at its hashed path (gzip to a client that takes it); any other name is a 404. */
export function estimateIslandRouter(island: () => EstimateIsland): Router {
  const router = new Router(EXACT_PATHS);
  router.get(`${ESTIMATE_ASSETS_PREFIX}:name`, (ctx) => {
    const current = island();
    if (ctx.path !== current.path) return ctx.throw(404, 'There is no such file.');
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.vary('Accept-Encoding');
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = current.gzip;
    } else {
      ctx.body = current.body;
    }
  });
  return router;
}
