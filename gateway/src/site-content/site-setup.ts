import type { DatabaseSync } from 'node:sqlite';
import { DEFAULT_COUNTRY } from '../../contract/business.ts';
import { COPY_PAGES } from '../../contract/page-copy.ts';
import { PLACEHOLDER_BUSINESS_NAME } from '../../contract/setup-checklist.ts';
import { inTransaction } from '../db/transaction.ts';
import type { GalleryModule } from '../gallery/index.ts';
import { type StoredImage, storeImage } from '../images/image-pipeline.ts';
import type { Logger } from '../logger.ts';
import type { ServicesModule } from '../services/index.ts';
import type { BusinessInput, BusinessStore } from './business-store.ts';
import { convertHoursText } from './convert-hours-text.ts';
import type { FaqStore } from './faq-store.ts';
import type { PageCopyStore } from './page-copy-store.ts';
import type { TestimonialStore } from './testimonial-store.ts';
import type { WorkStepStore } from './work-step-store.ts';

/** Demo pictures drawn at once: one per core of the machines this runs on. */
const PICTURES_AT_ONCE = 2;

/** What a site without demo content starts as; the owner fills it in from the dashboard. */
const BLANK_BUSINESS: BusinessInput = {
  name: PLACEHOLDER_BUSINESS_NAME,
  tagline: '',
  phone: '',
  email: '',
  address: { street: '', city: '', region: '', postalCode: '', country: DEFAULT_COUNTRY },
  serviceArea: [],
  hours: [],
  licence: '',
  foundedYear: null,
  social: [],
};

export type SiteSetup = 'existing' | 'demo' | 'blank';

/** The stores a first start fills. */
interface SiteStores extends Pick<ServicesModule, 'services'>, Pick<GalleryModule, 'gallery'> {
  business: BusinessStore;
  testimonials: TestimonialStore;
  workSteps: WorkStepStore;
  faq: FaqStore;
  copy: PageCopyStore;
}

interface SetUp {
  db: DatabaseSync;
  stores: SiteStores;
  uploadsDir: string;
  seedDemo: boolean;
  logger: Logger;
}

/**
 * On the very first start only (no business row yet): the demo contractor's content when
 * SEED_DEMO is on, or a blank business otherwise (its pages' words empty). A site set up before
 * the owner could write the pages' words gets the words its pages showed until then.
 */
export async function setUpSite({ db, stores, uploadsDir, seedDemo, logger }: SetUp): Promise<SiteSetup> {
  const { business } = stores;
  if (business.get()) {
    convertHoursText(business, logger);
    await carryOverBuiltInCopy(stores.copy, logger);
    return 'existing';
  }

  if (!seedDemo) {
    business.save(BLANK_BUSINESS);
    logger.info({ demo: false }, 'set up a blank site');
    return 'blank';
  }
  const started = performance.now();
  const pictures = await seedDemoSite(db, stores, uploadsDir);
  logger.info({ demo: true, pictures, ms: Math.round(performance.now() - started) }, 'seeded the demo site');
  return 'demo';
}

/**
 * Migration 0005 left the pages of a site set up before it without words (NULL), as they were
 * built into the pages until then: those words, which are now the demo's, are written in once.
 */
async function carryOverBuiltInCopy(copy: SiteStores['copy'], logger: Logger): Promise<void> {
  if (!copy.awaitsCarryOver()) return;
  // The demo entry is the one way into the demo bundle (see build.mjs); loaded this once.
  const { DEMO_SITE } = await import('../../demo/demo-site.ts');
  const pages = copy.carryOver(DEMO_SITE.copy);
  logger.info({ pages }, 'gave the pages the words they showed before the owner could edit them');
}

/**
 * The demo pictures (and the before pictures of a few projects) are drawn as SVG and stored
 * through the same image pipeline as uploads; then all rows go in one transaction. Returns how
 * many pictures were stored.
 */
async function seedDemoSite(db: DatabaseSync, stores: SetUp['stores'], uploadsDir: string): Promise<number> {
  // Imported on demand: the demo is a module of its own (dist/demo.mjs), so its scene drawing
  // never loads into a server that has no demo to seed.
  const { DEMO_SITE } = await import('../../demo/demo-site.ts');
  const store = (svg: () => string) => storeImage(Buffer.from(svg()), uploadsDir);
  const pictures: { image: StoredImage; before: StoredImage | null }[] = [];
  for (let first = 0; first < DEMO_SITE.gallery.length; first += PICTURES_AT_ONCE) {
    const batch = DEMO_SITE.gallery.slice(first, first + PICTURES_AT_ONCE);
    pictures.push(
      ...(await Promise.all(
        batch.map(async (item) => ({
          image: await store(item.svg),
          before: item.beforeSvg ? await store(item.beforeSvg) : null,
        })),
      )),
    );
  }

  const { business, services, gallery, testimonials, workSteps, faq, copy } = stores;
  inTransaction(db, () => {
    business.save(DEMO_SITE.business);
    for (const page of COPY_PAGES) copy.save(page, DEMO_SITE.copy[page]);
    for (const service of DEMO_SITE.services) services.add(service);
    for (const testimonial of DEMO_SITE.testimonials) testimonials.add(testimonial);
    for (const step of DEMO_SITE.workSteps) workSteps.add(step);
    for (const entry of DEMO_SITE.faq) faq.add(entry);
    DEMO_SITE.gallery.forEach((item, index) => {
      const picture = pictures[index];
      if (picture)
        gallery.add({
          title: item.title,
          caption: item.caption,
          alt: item.alt,
          category: item.category,
          featured: item.featured,
          image: picture.image,
          before: picture.before,
        });
    });
  });
  return pictures.reduce((count, picture) => count + (picture.before ? 2 : 1), 0);
}
