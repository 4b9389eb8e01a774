import { Router } from '@koa/router';
import { z } from 'zod';
import type { SiteDetails } from '../../contract/business.ts';
import { ERROR_CODES } from '../../contract/errors.ts';
import { GALLERY_CATEGORIES, type GalleryResponse } from '../../contract/gallery.ts';
import type { ServicesResponse } from '../../contract/services.ts';
import type { TestimonialsResponse } from '../../contract/testimonials.ts';
import { validateQuery } from '../http/validate.ts';
import type { BusinessStore } from '../store/business-store.ts';
import type { GalleryStore } from '../store/gallery-store.ts';
import type { ServiceStore } from '../store/service-store.ts';
import type { TestimonialStore } from '../store/testimonial-store.ts';
import { galleryItemJson } from './gallery-item-json.ts';

interface SiteDeps {
  business: BusinessStore;
  services: ServiceStore;
  gallery: GalleryStore;
  testimonials: TestimonialStore;
  siteUrl: string;
}

const galleryQuery = z.object({
  category: z.enum(GALLERY_CATEGORIES, `Choose one of: ${GALLERY_CATEGORIES.join(', ')}.`).optional(),
  featured: z
    .enum(['true', 'false'], 'Use true or false.')
    .transform((value) => value === 'true')
    .optional(),
});

/** "+1 (503) 555-0142" → "+15035550142" for tel: links; a 10-digit number is taken as North American. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  return digits.length === 10 ? `+1${digits}` : digits;
}

/**
 * What the public pages read: `/api/site`, `/api/services`, `/api/gallery`, `/api/testimonials`.
 * Always revalidated (no-cache), so an owner's edit shows on the next page load.
 */
export function siteRouter({ business, services, gallery, testimonials, siteUrl }: SiteDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.use(async (ctx, next) => {
    await next();
    if (ctx.status === 200) ctx.set('Cache-Control', 'no-cache');
  });

  router.get('/site', (ctx) => {
    const details = business.get();
    if (!details)
      return ctx.throw(503, 'The site is still being set up.', { expose: true, code: ERROR_CODES.notReady });
    const { updatedAt: _updatedAt, ...shown } = details;
    ctx.body = {
      ...shown,
      phoneHref: phoneHref(details.phone),
      rating: testimonials.rating(),
      siteUrl,
    } satisfies SiteDetails;
  });

  router.get('/services', (ctx) => {
    ctx.body = {
      services: services.list().map(({ updatedAt: _updatedAt, ...service }) => service),
    } satisfies ServicesResponse;
  });

  router.get('/gallery', (ctx) => {
    const filter = validateQuery(ctx, galleryQuery);
    ctx.body = {
      categories: GALLERY_CATEGORIES,
      items: gallery.list(filter).map(galleryItemJson),
    } satisfies GalleryResponse;
  });

  router.get('/testimonials', (ctx) => {
    ctx.body = { testimonials: testimonials.list() } satisfies TestimonialsResponse;
  });

  return router;
}
