import { Router } from '@koa/router';
import { z } from 'zod';
import type { SiteDetails } from '../../contract/business.ts';
import { ERROR_CODES } from '../../contract/errors.ts';
import { GALLERY_CATEGORIES, type GalleryResponse } from '../../contract/gallery.ts';
import type { ServicesResponse } from '../../contract/services.ts';
import type { TestimonialsResponse } from '../../contract/testimonials.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { validateQuery } from '../http/validate.ts';
import type { PublicContentSource } from './public-content.ts';

const galleryQuery = z.object({
  category: z.enum(GALLERY_CATEGORIES, `Choose one of: ${GALLERY_CATEGORIES.join(', ')}.`).optional(),
  featured: z
    .enum(['true', 'false'], 'Use true or false.')
    .transform((value) => value === 'true')
    .optional(),
});

/**
 * The public content by parts, `/api/site`, `/api/services`, `/api/gallery`, `/api/testimonials`,
 * for the dev loop and other clients: the published pages carry the same content as one
 * snapshot. Always revalidated (no-cache), so an owner's edit shows on the next load.
 */
export function siteRouter(content: PublicContentSource): Router {
  const router = new Router({ prefix: '/api', ...EXACT_PATHS });
  router.use(async (ctx, next) => {
    await next();
    if (ctx.status === 200) ctx.set('Cache-Control', 'no-cache');
  });

  router.get('/site', (ctx) => {
    const site = content.site();
    if (!site) return ctx.throw(503, 'The site is still being set up.', { expose: true, code: ERROR_CODES.notReady });
    ctx.body = site satisfies SiteDetails;
  });

  router.get('/services', (ctx) => {
    ctx.body = { services: content.services() } satisfies ServicesResponse;
  });

  router.get('/gallery', (ctx) => {
    ctx.body = content.gallery(validateQuery(ctx, galleryQuery)) satisfies GalleryResponse;
  });

  router.get('/testimonials', (ctx) => {
    ctx.body = { testimonials: content.testimonials() } satisfies TestimonialsResponse;
  });

  return router;
}
