import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './db/transaction.ts';
import { DEMO_GALLERY } from './demo/demo-gallery.ts';
import { DEMO_BUSINESS, DEMO_SERVICES, DEMO_TESTIMONIALS } from './demo/demo-site.ts';
import { type StoredImage, storeImage } from './images/image-pipeline.ts';
import type { Logger } from './logger.ts';
import { createBusinessStore } from './store/business-store.ts';
import { createGalleryStore } from './store/gallery-store.ts';
import { createServiceStore } from './store/service-store.ts';
import { createTestimonialStore } from './store/testimonial-store.ts';

/** Demo pictures drawn at once: one per core of the machines this runs on. */
const PICTURES_AT_ONCE = 2;

/** What a site without demo content starts as; the owner fills it in from the dashboard. */
const BLANK_BUSINESS = {
  ...DEMO_BUSINESS,
  name: 'Your painting business',
  tagline: '',
  phone: '',
  email: '',
  address: { street: '', city: '', region: '', postalCode: '' },
  serviceArea: [],
  hours: [],
  licence: '',
  foundedYear: null,
  social: [],
};

export type SiteSetup = 'existing' | 'demo' | 'blank';

interface SetUp {
  db: DatabaseSync;
  uploadsDir: string;
  seedDemo: boolean;
  logger: Logger;
}

/**
 * On the very first start only (no business row yet): the demo contractor's content when
 * SEED_DEMO is on — its pictures drawn as SVG and stored through the same image pipeline as
 * uploads — or a blank business otherwise. All rows go in one transaction.
 */
export async function setUpSite({ db, uploadsDir, seedDemo, logger }: SetUp): Promise<SiteSetup> {
  const business = createBusinessStore(db);
  if (business.get()) return 'existing';

  const started = performance.now();
  const images: StoredImage[] = [];
  if (seedDemo) {
    for (let first = 0; first < DEMO_GALLERY.length; first += PICTURES_AT_ONCE) {
      const batch = DEMO_GALLERY.slice(first, first + PICTURES_AT_ONCE);
      images.push(...(await Promise.all(batch.map((item) => storeImage(Buffer.from(item.svg()), uploadsDir)))));
    }
  }

  const services = createServiceStore(db);
  const gallery = createGalleryStore(db);
  const testimonials = createTestimonialStore(db);
  inTransaction(db, () => {
    if (seedDemo) {
      business.save(DEMO_BUSINESS);
      for (const service of DEMO_SERVICES) services.add(service);
      for (const testimonial of DEMO_TESTIMONIALS) testimonials.add(testimonial);
      DEMO_GALLERY.forEach((item, index) => {
        const image = images[index];
        if (image)
          gallery.add({
            title: item.title,
            caption: item.caption,
            alt: item.alt,
            category: item.category,
            featured: item.featured,
            image,
          });
      });
    } else {
      business.save(BLANK_BUSINESS);
    }
  });
  const ms = Math.round(performance.now() - started);
  logger.info(
    { demo: seedDemo, pictures: images.length, ms },
    seedDemo ? 'seeded the demo site' : 'set up a blank site',
  );
  return seedDemo ? 'demo' : 'blank';
}
