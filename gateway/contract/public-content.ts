import type { PublicBrand } from './brand.ts';
import type { SiteDetails } from './business.ts';
import type { FaqEntry } from './faq.ts';
import type { GalleryResponse } from './gallery.ts';
import type { SiteCopy } from './page-copy.ts';
import type { SubmittedQuoteForm } from './plain-quote-form.ts';
import type { SearchVisibility } from './search-visibility.ts';
import type { Service } from './services.ts';
import type { Testimonial } from './testimonials.ts';
import type { WorkStep } from './work-steps.ts';

/**
 * Everything the public pages show, as one snapshot: the gateway's publisher writes it as
 * `/content.json` and embeds it in every published page; the SPA's public routes read it from
 * there and never call `/api/` to show content.
 */
export interface PublicContent {
  site: SiteDetails;
  services: Service[];
  gallery: GalleryResponse;
  testimonials: Testimonial[];
  /** The services page's "How we work", in order. */
  workSteps: WorkStep[];
  /** The services page's questions and answers, in order. */
  faq: FaqEntry[];
  /** The words of each page and the link-preview picture, as the owner wrote and picked them. */
  copy: SiteCopy;
  /** The owner's logo and accent colour. */
  brand: PublicBrand;
  /** Whether search engines may list the pages: hidden, each page says noindex. */
  search: SearchVisibility;
}

/**
 * The published site's URL of the snapshot (served by nginx from PUBLIC_DIR). A published page does
 * not carry it: the app fetches it when it starts (the page's boot script prefetches it after the
 * first paint, once per visit, where it used to come inside every page), so each page's HTML stays
 * small.
 */
export const PUBLIC_CONTENT_PATH = '/content.json';

/** What a published page is: its whole HTML document and the status nginx answers it with. */
export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

/**
 * The web's server entry (built by Vite, loaded by the publisher): renders one public page with
 * the SPA's own components. Any path that is not a public page renders the not-found page (404).
 */
export interface PageRenderer {
  /**
   * `path` may carry a query the page answers to (`/gallery?category=interior`). With `form`, the
   * contact page is rendered around a quote form sent without the app: its words and messages.
   */
  renderPage(path: string, content: PublicContent, form?: SubmittedQuoteForm): Promise<RenderedPage>;
}

/**
 * The files the publisher writes into PUBLIC_DIR, relative to it. nginx serves them read-only:
 * each public page from `pages/<name>.html`, a path that is none of them `pages/not-found.html`.
 */
export const PUBLISHED_FILES = {
  pagesDir: 'pages',
  notFoundPage: 'not-found',
  content: 'content.json',
  robots: 'robots.txt',
  sitemap: 'sitemap.xml',
  uploadsDir: 'uploads',
} as const;
