import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import {
  PLACEHOLDER_BUSINESS_NAME,
  SETUP_STEPS,
  type SetupChecklist,
  type SetupStep,
} from '../../contract/setup-checklist.ts';
import type { BrandStore } from '../brand/index.ts';
import type { GalleryStore } from '../gallery/index.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import type { MailSender } from '../mail/mail-sender.ts';
import type { OwnerState } from '../owner/index.ts';
import type { SearchVisibilityStore } from '../search-visibility/index.ts';
import type { ServiceStore } from '../services/index.ts';
import type { BusinessStore, PageCopyStore, TestimonialStore } from '../site-content/index.ts';

export interface SetupSources {
  business: Pick<BusinessStore, 'get'>;
  services: Pick<ServiceStore, 'count'>;
  gallery: Pick<GalleryStore, 'list'>;
  testimonials: Pick<TestimonialStore, 'count'>;
  copy: Pick<PageCopyStore, 'get'>;
  brand: Pick<BrandStore, 'get'>;
  /** Whether quote requests reach the owner by e-mail (the dashboard's settings or the server's). */
  mail: Pick<MailSender, 'configured'>;
  search: Pick<SearchVisibilityStore, 'get'>;
  /** Whether the site has its real address (from the dashboard's step, or SITE_URL). */
  address: { isSet(): boolean };
}

/** Which of the setup steps the site's content has done. */
export function setupChecklist({
  business,
  services,
  gallery,
  testimonials,
  copy,
  brand,
  mail,
  search,
  address,
}: SetupSources): SetupChecklist {
  const details = business.get();
  const home = copy.get().pages.home;
  const done: Record<SetupStep, boolean> = {
    address: address.isSet(),
    name: details !== undefined && details.name !== PLACEHOLDER_BUSINESS_NAME,
    phone: Boolean(details?.phone),
    email: Boolean(details?.email),
    mail: mail.configured,
    area: Boolean(details?.address.city) || (details?.serviceArea.length ?? 0) > 0,
    hours: (details?.hours.length ?? 0) > 0,
    services: services.count() > 0,
    photos: gallery.list({ published: true }).length > 0,
    hero: home.heroHeadline !== '' && home.heroIntro !== '',
    logo: brand.get().logo !== null,
    testimonials: testimonials.count() > 0,
    search: search.get().shown,
  };
  return { missing: SETUP_STEPS.filter((step) => !done[step]), total: SETUP_STEPS.length };
}

/** `GET /api/admin/setup`: what the overview's setup checklist still lists. */
export function adminSetupRouter(sources: SetupSources, requireOwner: Middleware<OwnerState>): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });
  router.get('/setup', requireOwner, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = setupChecklist(sources);
  });
  return router;
}
