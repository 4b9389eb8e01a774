import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { QUOTE_PHOTO_SIZES, type QuotePhotoSize } from '../../contract/quote-requests.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { idParam } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import { QUOTE_PHOTO_ID, quotePhotoFile } from './quote-photo-files.ts';
import type { QuotePhotoStore } from './quote-photo-store.ts';

const NOT_FOUND = 'There is no such photo.';

/**
 * `GET /api/admin/messages/:id/photos/:photoId/:size` (Bearer): a copy of a photo a customer sent
 * with a request. Customers' photos of their homes are never cached (`private, no-store`): a
 * shared office computer keeps none of them after the owner signs out, and a thumbnail is a few kB.
 */
export function adminQuotePhotosRouter(
  photos: Pick<QuotePhotoStore, 'find'>,
  folder: string,
  requireOwner: Middleware<OwnerState>,
): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/api/admin/messages', ...EXACT_PATHS });

  router.get('/:id/photos/:photoId/:size', requireOwner, async (ctx) => {
    const requestId = idParam(ctx);
    const { photoId = '', size = '' } = ctx.params;
    if (!QUOTE_PHOTO_ID.test(photoId) || !(QUOTE_PHOTO_SIZES as readonly string[]).includes(size)) {
      return ctx.throw(404, NOT_FOUND);
    }
    if (!photos.find(requestId, photoId)) return ctx.throw(404, NOT_FOUND);
    const path = quotePhotoFile(folder, photoId, size as QuotePhotoSize);
    const file = await stat(path).catch(() => undefined);
    if (!file?.isFile()) return ctx.throw(404, NOT_FOUND);
    ctx.type = 'image/webp';
    ctx.length = file.size;
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Disposition', `inline; filename="photo-${size}.webp"`);
    ctx.body = createReadStream(path);
  });

  return router;
}
