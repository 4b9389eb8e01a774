import type { SiteDetails } from '../../contract/business.ts';
import { GALLERY_CATEGORIES, type GalleryResponse } from '../../contract/gallery.ts';
import type { Service } from '../../contract/services.ts';
import type { Testimonial } from '../../contract/testimonials.ts';
import type { BrandStore } from '../brand/index.ts';
import { publicBrand } from '../brand/index.ts';
import type { GalleryFilter, GalleryStore } from '../gallery/index.ts';
import { galleryItemJson } from '../gallery/index.ts';
import type { PublicSnapshot } from '../publish/public-snapshot.ts';
import type { SearchVisibilityStore } from '../search-visibility/index.ts';
import type { ServiceStore } from '../services/index.ts';
import type { BusinessStore, FaqStore, PageCopyStore, TestimonialStore, WorkStepStore } from '../site-content/index.ts';

interface PublicContentDeps {
  business: BusinessStore;
  services: ServiceStore;
  gallery: GalleryStore;
  testimonials: TestimonialStore;
  workSteps: WorkStepStore;
  faq: FaqStore;
  copy: PageCopyStore;
  brand: BrandStore;
  search: Pick<SearchVisibilityStore, 'get'>;
  /** The site's address as it is now (kernel.siteAddress.current); undefined before it has one. */
  siteUrl: () => string | undefined;
}

/**
 * The one mapping from the stores to what visitors see: the public API routes answer its parts,
 * the publisher writes all of it at once.
 */
export interface PublicContentSource {
  /** Undefined until the site has been set up on its first start. */
  site(): SiteDetails | undefined;
  services(): Service[];
  gallery(filter?: GalleryFilter): GalleryResponse;
  testimonials(): Testimonial[];
  /** Undefined until the site has been set up. Read in one go: no write can come between its parts. */
  snapshot(): PublicSnapshot | undefined;
}

/** "+1 (503) 555-0142" → "+15035550142" for tel: links; a 10-digit number is taken as North American. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  return digits.length === 10 ? `+1${digits}` : digits;
}

/** The home page shows the owner's pick; the rating summary counts every testimonial. */
const shownOnHome = (rows: Testimonial[]) => rows.filter((testimonial) => testimonial.showOnHome);

/** Rows as visitors see them: without the time of their last change. */
const withoutUpdatedAt = <Row extends { updatedAt: string }>({ updatedAt: _updatedAt, ...shown }: Row) => shown;

const latest = (dates: string[]) => dates.reduce((newest, date) => (date > newest ? date : newest), '');

export function createPublicContent(deps: PublicContentDeps): PublicContentSource {
  const { business, services, gallery, testimonials, workSteps, faq, copy, brand, search, siteUrl } = deps;

  // Each part maps rows the caller read, so a snapshot reads every store once.
  const siteOf = (details: ReturnType<BusinessStore['get']>): SiteDetails | undefined => {
    if (!details) return undefined;
    const { updatedAt: _updatedAt, ...shown } = details;
    const address = siteUrl();
    const site = { ...shown, phoneHref: phoneHref(details.phone), rating: testimonials.rating() };
    // No address yet: no canonical URL, sitemap entry or absolute link names one (never localhost).
    return address === undefined ? site : { ...site, siteUrl: address };
  };
  const servicesOf = (rows: ReturnType<ServiceStore['list']>): Service[] =>
    rows.map(({ updatedAt: _updatedAt, ...service }) => service);
  const galleryOf = (rows: ReturnType<GalleryStore['list']>): GalleryResponse => ({
    categories: GALLERY_CATEGORIES,
    items: rows.map(galleryItemJson),
  });

  return {
    site: () => siteOf(business.get()),
    services: () => servicesOf(services.list()),
    gallery: (filter) => galleryOf(gallery.list({ ...filter, published: true })),
    testimonials: () => shownOnHome(testimonials.list()),
    snapshot() {
      const details = business.get();
      const site = siteOf(details);
      if (!details || !site) return undefined;
      const serviceRows = services.list();
      const galleryRows = gallery.list({ published: true });
      const stepRows = workSteps.list();
      const faqRows = faq.list();
      const businessDate = details.updatedAt;
      const servicesDate = latest([...serviceRows, ...stepRows, ...faqRows].map((row) => row.updatedAt));
      const galleryDate = latest(galleryRows.map((item) => item.updatedAt));
      const copyDate = copy.changedOn();
      return {
        content: {
          site,
          services: servicesOf(serviceRows),
          gallery: galleryOf(galleryRows),
          testimonials: shownOnHome(testimonials.list()),
          workSteps: stepRows.map(withoutUpdatedAt),
          faq: faqRows.map(withoutUpdatedAt),
          copy: copy.get(),
          brand: publicBrand(brand.get()),
          // Search engines wait for a real address: until then every page says noindex.
          search: { shown: search.get().shown && site.siteUrl !== undefined },
        },
        changedOn: {
          home: latest([businessDate, servicesDate, galleryDate, copyDate.home]),
          services: latest([servicesDate, copyDate.services]),
          gallery: latest([galleryDate, copyDate.gallery]),
          contact: latest([businessDate, copyDate.contact]),
        },
      };
    },
  };
}
