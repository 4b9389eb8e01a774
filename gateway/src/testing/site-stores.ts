import type { DatabaseSync } from 'node:sqlite';
import { createGalleryStore } from '../gallery/gallery-store.ts';
import { createServiceStore } from '../services/service-store.ts';
import { createBusinessStore } from '../site-content/business-store.ts';
import { createFaqStore } from '../site-content/faq-store.ts';
import { createPageCopyStore } from '../site-content/page-copy-store.ts';
import { createTestimonialStore } from '../site-content/testimonial-store.ts';
import { createWorkStepStore } from '../site-content/work-step-store.ts';

/** The stores a first start fills (setUpSite), on a bare migrated database: the site-setup tests' own. */
export function siteStoresOn(db: DatabaseSync) {
  return {
    business: createBusinessStore(db),
    copy: createPageCopyStore(db),
    faq: createFaqStore(db),
    workSteps: createWorkStepStore(db),
    testimonials: createTestimonialStore(db),
    services: createServiceStore(db),
    gallery: createGalleryStore(db),
  };
}
