import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import { ERROR_CODES } from '../../contract/errors.ts';
import {
  GALLERY_ALT_MAX_LENGTH,
  GALLERY_CAPTION_MAX_LENGTH,
  GALLERY_CATEGORIES,
  GALLERY_TITLE_MAX_LENGTH,
  GALLERY_UPLOAD_FIELD,
  GALLERY_UPLOAD_MAX_BYTES,
  type GalleryResponse,
} from '../../contract/gallery.ts';
import { isStorageFailure } from '../http/error-handler.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { readSingleFileUpload, type UploadedFile } from '../http/multipart.ts';
import { newOrder } from '../http/reorder.ts';
import { publishes } from '../http/side-effects.ts';
import { idParam, validate, validateBody } from '../http/validate.ts';
import { type DecodeBudget, DecodeBusyError } from '../images/decode-budget.ts';
import {
  pictureProblem,
  removeImageFiles,
  type StoredImage,
  storeImage,
  TooManyPixelsError,
  tooManyPixelsMessage,
} from '../images/image-pipeline.ts';
import type { Logger } from '../logger.ts';
import type { OwnerState } from '../owner/index.ts';
import { isCameraFileName } from './camera-file-name.ts';
import { galleryItemJson } from './gallery-item-json.ts';
import type { GalleryItem, GalleryStore } from './gallery-store.ts';

const title = z
  .string()
  .trim()
  .min(1, 'Give the project a title.')
  .max(GALLERY_TITLE_MAX_LENGTH, `Titles can be at most ${GALLERY_TITLE_MAX_LENGTH} characters.`);
const caption = z
  .string()
  .trim()
  .max(GALLERY_CAPTION_MAX_LENGTH, `Captions can be at most ${GALLERY_CAPTION_MAX_LENGTH} characters.`);
const alt = z
  .string()
  .trim()
  .max(GALLERY_ALT_MAX_LENGTH, `Describe the picture in at most ${GALLERY_ALT_MAX_LENGTH} characters.`);
const category = z.enum(GALLERY_CATEGORIES, `Choose one of: ${GALLERY_CATEGORIES.join(', ')}.`);

const uploadFields = z.object({
  title: title.optional(),
  caption: caption.default(''),
  alt: alt.default(''),
  category: category.default('interior'),
  featured: z
    .enum(['true', 'false'], 'Use true or false.')
    .transform((value) => value === 'true')
    .default(false),
});

const itemChanges = z
  .object(
    {
      title: title.optional(),
      caption: caption.optional(),
      alt: alt.optional(),
      category: category.optional(),
      featured: z.boolean({ error: 'Use true or false.' }).optional(),
    },
    { error: 'The request body must be a JSON object.' },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Send at least one change.');

/** "IMG_2041-kitchen_after.jpeg" → "IMG 2041 kitchen after". */
export function titleFromFileName(fileName: string): string {
  const words = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return words === '' ? 'New project' : words[0]?.toUpperCase() + words.slice(1);
}

interface GalleryDeps {
  gallery: GalleryStore;
  uploadsDir: string;
  requireOwner: Middleware<OwnerState>;
  /** The gateway's one budget of pictures decoded at once. */
  decodes: DecodeBudget;
  logger: Logger;
}

const NOT_FOUND = 'There is no such gallery item.';

/**
 * The owner's gallery: upload (one picture per request), edit, reorder, delete; and each item's
 * before picture, which the public gallery shows as a before/after comparison.
 */
export function adminGalleryRouter({
  gallery,
  uploadsDir,
  requireOwner,
  decodes,
  logger,
}: GalleryDeps): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });

  const readPicture = (ctx: Context) =>
    readSingleFileUpload(ctx, { fileField: GALLERY_UPLOAD_FIELD, maxFileBytes: GALLERY_UPLOAD_MAX_BYTES });

  /**
   * Checks the picture from its bytes, then stores it at every width: 415 when it is not one owners
   * may upload, 413 past the pixel limit (as past the byte limit).
   */
  async function storePicture(ctx: Context, file: UploadedFile): Promise<StoredImage> {
    const problem = await pictureProblem(file.data);
    if (problem === 'not_a_picture') ctx.throw(415, 'That file is not a JPEG, PNG, WebP, HEIC or AVIF picture.');
    if (problem === 'too_many_pixels') ctx.throw(413, tooManyPixelsMessage(), { code: ERROR_CODES.tooManyPixels });
    return decodes
      .run(() => storeImage(file.data, uploadsDir))
      .catch((error: unknown) => {
        // A full or read-only disk is ours to report (503), not a fault of the picture; so is a full decode queue.
        if (isStorageFailure(error) || error instanceof DecodeBusyError) throw error;
        if (error instanceof TooManyPixelsError) {
          return ctx.throw(413, tooManyPixelsMessage(error.maxPixels), { code: ERROR_CODES.tooManyPixels });
        }
        logger.warn({ err: error, bytes: file.data.length }, 'an uploaded picture could not be processed');
        return ctx.throw(415, 'That picture could not be read. Try saving it again as a JPEG or PNG.');
      });
  }

  // The same photo uploaded twice (as two items, or as an item and a before picture) shares its
  // files: they go with the last item showing them.
  const removeIfUnused = (image: StoredImage) => {
    if (gallery.usesOfImage(image.key) === 0) removeImageFiles(image, uploadsDir);
  };

  router.get('/gallery', requireOwner, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { categories: GALLERY_CATEGORIES, items: gallery.list().map(galleryItemJson) } satisfies GalleryResponse;
  });

  router.post('/gallery', requireOwner, publishes, async (ctx) => {
    const { file, fields } = await readPicture(ctx);
    const details = validate(ctx, uploadFields, fields);
    const started = performance.now();
    const image = await storePicture(ctx, file);
    let item: GalleryItem;
    try {
      item = gallery.add({
        title: details.title ?? titleFromFileName(file.filename),
        // "IMG 4821" would tell visitors nothing: the photo waits for the owner's title.
        awaitingTitle: details.title === undefined && isCameraFileName(file.filename),
        caption: details.caption,
        alt: details.alt,
        category: details.category,
        featured: details.featured,
        image,
      });
    } catch (error) {
      // No row, no files: unless another item already shows the same picture.
      removeIfUnused(image);
      throw error;
    }
    logger.info(
      { id: item.id, bytes: file.data.length, ms: Math.round(performance.now() - started) },
      'picture added to the gallery',
    );
    ctx.status = 201;
    ctx.body = galleryItemJson(item);
  });

  router.put('/gallery/order', requireOwner, publishes, (ctx) => {
    gallery.reorder(
      newOrder(
        ctx,
        gallery.list().map((item) => item.id),
      ),
    );
    ctx.status = 204;
  });

  router.patch('/gallery/:id', requireOwner, publishes, (ctx) => {
    const id = idParam(ctx);
    const updated = gallery.update(id, validateBody(ctx, itemChanges));
    if (!updated) return ctx.throw(404, NOT_FOUND);
    ctx.body = galleryItemJson(updated);
  });

  router.delete('/gallery/:id', requireOwner, publishes, (ctx) => {
    const removed = gallery.remove(idParam(ctx));
    if (!removed) return ctx.throw(404, NOT_FOUND);
    removeIfUnused(removed.image);
    if (removed.before) removeIfUnused(removed.before);
    ctx.status = 204;
  });

  // Adds the item's before picture, or replaces the one it has.
  router.put('/gallery/:id/before', requireOwner, publishes, async (ctx) => {
    const id = idParam(ctx);
    if (!gallery.get(id)) return ctx.throw(404, NOT_FOUND);
    const { file } = await readPicture(ctx);
    const started = performance.now();
    const image = await storePicture(ctx, file);
    // Read again: the item may have changed (or gone) while the picture was processed.
    const replaced = gallery.get(id)?.before;
    let updated: GalleryItem | undefined;
    try {
      updated = gallery.setBefore(id, image);
    } catch (error) {
      removeIfUnused(image);
      throw error;
    }
    if (!updated) {
      removeIfUnused(image);
      return ctx.throw(404, NOT_FOUND);
    }
    if (replaced) removeIfUnused(replaced);
    logger.info(
      { id, bytes: file.data.length, ms: Math.round(performance.now() - started) },
      'before picture added to a gallery item',
    );
    ctx.body = galleryItemJson(updated);
  });

  router.delete('/gallery/:id/before', requireOwner, publishes, (ctx) => {
    const id = idParam(ctx);
    const before = gallery.get(id)?.before;
    if (before === undefined) return ctx.throw(404, NOT_FOUND);
    if (before === null) return ctx.throw(404, 'This project has no before picture.');
    gallery.setBefore(id, null);
    removeIfUnused(before);
    ctx.status = 204;
  });

  return router;
}
