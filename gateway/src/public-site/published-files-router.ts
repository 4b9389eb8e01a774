import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Router } from '@koa/router';
import { PUBLIC_CONTENT_PATH, PUBLISHED_FILES } from '../../contract/public-content.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';

/** The published files at the site root, as the publisher wrote them into PUBLIC_DIR. */
const ROOT_FILES = [
  { path: PUBLIC_CONTENT_PATH, file: PUBLISHED_FILES.content, type: 'application/json' },
  { path: '/robots.txt', file: PUBLISHED_FILES.robots, type: 'text/plain' },
  { path: '/sitemap.xml', file: PUBLISHED_FILES.sitemap, type: 'application/xml' },
] as const;

/**
 * `/content.json`, `/robots.txt`, `/sitemap.xml` from PUBLIC_DIR. nginx serves them itself in
 * production; these routes are for `npm run dev` (the Vite dev server proxies them here) and
 * clients of the gateway alone. 404 until the first publish.
 */
export function publishedFilesRouter(publicDir: string): Router {
  const router = new Router(EXACT_PATHS);
  for (const { path, file, type } of ROOT_FILES) {
    router.get(path, async (ctx) => {
      const location = join(publicDir, file);
      const found = await stat(location).catch(() => undefined);
      if (!found?.isFile()) return ctx.throw(404);
      ctx.type = type;
      ctx.length = found.size;
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = createReadStream(location);
    });
  }
  return router;
}
