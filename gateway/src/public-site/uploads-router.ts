import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Router } from '@koa/router';
import { EXACT_PATHS } from '../http/exact-paths.ts';

/**
 * Exactly the names the image pipeline writes (a gallery picture's copies; a logo's copies, icons
 * and share card): anything else (../, %2f, …) is not a file here.
 */
const UPLOAD_NAME = /^[a-f0-9]{20}-(?:(?:logo-)?\d{1,5}\.webp|(?:icon|card)-\d{1,5}\.png)$/;

/**
 * `GET /uploads/<name>`: the pictures in PUBLIC_DIR/uploads, immutable under their content-hashed
 * names. nginx serves them in production; this route is for `npm run dev` and the gateway alone.
 */
export function uploadsRouter(uploadsDir: string): Router {
  const router = new Router({ prefix: '/uploads', ...EXACT_PATHS });
  router.get('/:name', async (ctx) => {
    const { name = '' } = ctx.params;
    if (!UPLOAD_NAME.test(name)) return ctx.throw(404);
    const path = join(uploadsDir, name);
    const file = await stat(path).catch(() => undefined);
    if (!file?.isFile()) return ctx.throw(404);
    ctx.type = name.endsWith('.png') ? 'image/png' : 'image/webp';
    ctx.length = file.size;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('Content-Disposition', `inline; filename="${name}"`);
    ctx.body = createReadStream(path);
  });
  return router;
}
