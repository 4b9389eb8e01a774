import type { GalleryModule } from '../gallery/index.ts';
import type { Kernel, Module } from '../kernel/kernel.ts';
import type { OwnerAccess } from '../owner/index.ts';
import { adminFaqRouter } from './admin-faq-router.ts';
import { adminPagesRouter } from './admin-pages-router.ts';
import { adminSiteRouter } from './admin-site-router.ts';
import { adminTestimonialsRouter } from './admin-testimonials-router.ts';
import { adminWorkStepsRouter } from './admin-work-steps-router.ts';
import { createBusinessStore } from './business-store.ts';
import { createFaqStore } from './faq-store.ts';
import { createPageCopyStore } from './page-copy-store.ts';
import { createTestimonialStore } from './testimonial-store.ts';
import { createWorkStepStore } from './work-step-store.ts';

/** What the owner writes about the business: its details, each page's words, testimonials, the steps of a job, the FAQ. */
export function siteContentModule(
  kernel: Kernel,
  { access, gallery }: { access: OwnerAccess; gallery: GalleryModule },
) {
  const { db } = kernel;
  const { requireOwner } = access;
  const business = createBusinessStore(db);
  const copy = createPageCopyStore(db);
  const faq = createFaqStore(db);
  const workSteps = createWorkStepStore(db);
  const testimonials = createTestimonialStore(db);
  return {
    business,
    copy,
    faq,
    workSteps,
    testimonials,
    /** The business's name, as e-mails and authenticator apps show it. */
    siteName: () => business.get()?.name ?? 'website',
    routers: [
      adminSiteRouter(business, requireOwner),
      adminTestimonialsRouter(testimonials, requireOwner),
      adminWorkStepsRouter(workSteps, requireOwner),
      adminFaqRouter(faq, requireOwner),
      adminPagesRouter(copy, gallery.gallery, requireOwner),
    ],
  } satisfies Module;
}

export type SiteContentModule = ReturnType<typeof siteContentModule>;

// What the other modules use of this one.
export type { BusinessStore } from './business-store.ts';
export type { FaqStore } from './faq-store.ts';
export type { PageCopyStore } from './page-copy-store.ts';
export { setUpSite } from './site-setup.ts';
export type { TestimonialStore } from './testimonial-store.ts';
export type { WorkStepStore } from './work-step-store.ts';
