import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { ERROR_CODES } from '../../contract/errors.ts';
import {
  OWNER_PHOTOS_PER_REQUEST,
  QUOTE_PHOTO_FIELD,
  QUOTE_PHOTO_MAX_BYTES,
  QUOTE_PHOTO_SIZES,
  type QuotePhotoSize,
  type QuoteRequestPhoto,
} from '../../contract/quote-requests.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { readSingleFileUpload } from '../http/multipart.ts';
import { worthABackup } from '../http/side-effects.ts';
import { fieldError, idParam } from '../http/validate.ts';
import type { DecodeBudget } from '../images/decode-budget.ts';
import type { Logger } from '../logger.ts';
import type { OwnerState } from '../owner/index.ts';
import { QUOTE_PHOTO_ID, quotePhotoFile, removeQuotePhotoFiles } from './quote-photo-files.ts';
import type { QuotePhotoStore } from './quote-photo-store.ts';
import { QUOTE_PHOTO_MESSAGES, storeSentPhoto } from './quote-photos-router.ts';
import type { QuoteRequestStore } from './quote-request-store.ts';

const NOT_FOUND = 'There is no such photo.';
const NO_REQUEST = 'There is no such request.';

/** What the owner reads when a photo is not added; the visitor's words where they fit her too. */
export const OWNER_PHOTO_MESSAGES = {
  tooManyBytes: QUOTE_PHOTO_MESSAGES.tooManyBytes,
  notAPhoto: QUOTE_PHOTO_MESSAGES.notAPhoto,
  tooManyPixels: QUOTE_PHOTO_MESSAGES.tooManyPixels,
  unreadable: 'That photo could not be read. Try another one.',
  tooMany: `This request has ${OWNER_PHOTOS_PER_REQUEST} photos of yours already: that is the most it keeps.`,
  storageFull: 'The space for photos is full (QUOTE_PHOTOS_MAX_TOTAL_MB). Delete old requests, or ask for more room.',
} as const;

interface AdminQuotePhotosDeps {
  photos: Pick<QuotePhotoStore, 'find' | 'addForRequest'>;
  requests: Pick<QuoteRequestStore, 'get'>;
  /** DATA_DIR/quote-photos. */
  folder: string;
  /** QUOTE_PHOTOS_MAX_TOTAL_MB, in bytes: past it, no more photos are taken, the owner's neither. */
  maxTotalBytes: number;
  /** The gateway's one budget of pictures decoded at once. */
  decodes: DecodeBudget;
  requireOwner: Middleware<OwnerState>;
  clock: () => number;
  logger: Logger;
}

/**
 * The owner's side of a request's photos. `GET /api/admin/messages/:id/photos/:photoId/:size`
 * (Bearer): a copy of one, the customer's or hers. Customers' photos of their homes are never
 * cached (`private, no-store`): a shared office computer keeps none of them after the owner signs
 * out, and a thumbnail is a few kB. `POST /api/admin/messages/:id/photos`: she adds one of her
 * own (the rooms she measured, for the estimate), stored as the customer's are: upright, two WebP
 * copies, no metadata.
 */
export function adminQuotePhotosRouter(deps: AdminQuotePhotosDeps): Router<OwnerState> {
  const { photos, requests, folder, decodes, requireOwner, clock, logger } = deps;
  const router = new Router<OwnerState>({ prefix: '/api/admin/messages', ...EXACT_PATHS });

  router.post('/:id/photos', requireOwner, worthABackup, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const requestId = idParam(ctx);
    if (!requests.get(requestId)) return ctx.throw(404, NO_REQUEST);
    const { file } = await readSingleFileUpload(ctx, {
      fileField: QUOTE_PHOTO_FIELD,
      maxFileBytes: QUOTE_PHOTO_MAX_BYTES,
      tooLargeMessage: OWNER_PHOTO_MESSAGES.tooManyBytes,
    });
    const stored = await storeSentPhoto(ctx, file.data, { folder, decodes, logger }, OWNER_PHOTO_MESSAGES);
    let refusal: ReturnType<QuotePhotoStore['addForRequest']>;
    try {
      refusal = photos.addForRequest(
        requestId,
        { ...stored, createdAt: new Date(clock()).toISOString() },
        { maxTotalBytes: deps.maxTotalBytes, perRequest: OWNER_PHOTOS_PER_REQUEST },
      );
    } catch (error) {
      removeQuotePhotoFiles(folder, [stored.id]);
      throw error;
    }
    if (refusal) {
      removeQuotePhotoFiles(folder, [stored.id]);
      if (refusal === 'storage_full') {
        ctx.throw(503, OWNER_PHOTO_MESSAGES.storageFull, { expose: true, code: ERROR_CODES.storageUnavailable });
      }
      fieldError(ctx, QUOTE_PHOTO_FIELD, OWNER_PHOTO_MESSAGES.tooMany);
    }
    ctx.status = 201;
    ctx.body = {
      id: stored.id,
      width: stored.width,
      height: stored.height,
      addedBy: 'owner',
    } satisfies QuoteRequestPhoto;
  });

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
