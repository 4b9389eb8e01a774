import type { PublishedLogo } from '@painting-site/gateway/contract/brand';
import { type SiteDetails, WEEKDAYS } from '@painting-site/gateway/contract/business';
import type { FaqEntry } from '@painting-site/gateway/contract/faq';
import type { GalleryItem } from '@painting-site/gateway/contract/gallery';
import type { PageCopies } from '@painting-site/gateway/contract/page-copy';
import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import type { Service } from '@painting-site/gateway/contract/services';
import type { Testimonial } from '@painting-site/gateway/contract/testimonials';
import type { WorkStep } from '@painting-site/gateway/contract/work-steps';
import { loadPageContent } from '@/lib/public-content-store.ts';
import { jsonResponse, stubApi } from './stub-api.ts';

/** What the published content snapshot holds for a believable contractor, as the tests' network serves it. */
export const SITE: SiteDetails & { siteUrl: string } = {
  name: 'Brightside Painting',
  tagline: 'Interior and exterior painting in Portland since 2009.',
  phone: '(503) 555-0142',
  phoneHref: '+15035550142',
  email: 'hello@brightside.example',
  address: { street: '1420 SE Division St', city: 'Portland', region: 'OR', postalCode: '97202', country: 'US' },
  serviceArea: ['Portland', 'Beaverton', 'Lake Oswego', 'Milwaukie'],
  hours: [
    ...WEEKDAYS.slice(0, 5).map((day) => ({ day, closed: false, opens: '07:00', closes: '17:00' })),
    { day: 'Saturday', closed: false, opens: '09:00', closes: '13:00' },
  ],
  hoursText: [],
  licence: 'Oregon CCB #204518 · Licensed, bonded & insured',
  foundedYear: 2009,
  social: [
    { network: 'facebook', url: 'https://facebook.example/brightside' },
    { network: 'yelp', url: 'https://yelp.example/brightside' },
  ],
  rating: { average: 4.9, count: 37 },
  siteUrl: 'https://brightside.example',
};

export const SERVICES: Service[] = [
  {
    id: 1,
    slug: 'interior',
    title: 'Interior painting',
    summary: 'Walls, ceilings, trim and doors.',
    description: 'We move and cover your furniture.\n\nTwo coats of premium paint, clean lines.',
    priceHint: 'Most rooms from $450',
    icon: 'interior',
    position: 1,
  },
  {
    id: 2,
    slug: 'exterior',
    title: 'Exterior painting',
    summary: 'Siding, trim, doors and fences.',
    description: 'Washing, scraping and priming first.',
    priceHint: null,
    icon: 'exterior',
    position: 2,
  },
  {
    id: 3,
    slug: 'cabinets',
    title: 'Cabinet refinishing',
    summary: 'A new kitchen look without the new kitchen.',
    description: 'Doors sprayed in our shop.',
    priceHint: 'From $3,200 for a typical kitchen',
    icon: 'cabinets',
    position: 3,
  },
];

function galleryItem(id: number, title: string, category: GalleryItem['category'], featured: boolean): GalleryItem {
  const hash = `hash${id}`;
  return {
    id,
    title,
    caption: `${title}: two coats, clean lines.`,
    alt: `${title} after painting`,
    category,
    featured,
    position: id,
    image: {
      width: 1600,
      height: 1200,
      color: '#c8b89a',
      variants: [480, 960, 1600].map((width) => ({ width, url: `/uploads/${hash}-${width}.webp` })),
    },
  };
}

export const GALLERY_ITEMS: GalleryItem[] = [
  galleryItem(1, 'Sunny living room', 'interior', true),
  galleryItem(2, 'Blue front door', 'exterior', true),
  galleryItem(3, 'Shaker kitchen', 'cabinets', false),
  galleryItem(4, 'Quiet bedroom', 'interior', false),
  galleryItem(5, 'Craftsman house front', 'exterior', false),
];

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    name: 'Maria G.',
    town: 'Beaverton',
    quote: 'Tidy, on time and the walls look great.',
    rating: 5,
    showOnHome: true,
  },
  { id: 2, name: 'Tom R.', town: 'Portland', quote: 'Our house looks new again.', rating: 4, showOnHome: true },
];

export const WORK_STEPS: WorkStep[] = [
  { id: 1, title: 'Free estimate', text: 'We visit, measure and send a written estimate.' },
  { id: 2, title: 'Preparation', text: 'We cover, fill and sand.\nThen we prime.' },
  { id: 3, title: 'Painting', text: 'Two coats, clean lines.' },
];

export const FAQ: FaqEntry[] = [
  { id: 1, question: 'Do I have to move my furniture?', answer: 'No. We move it and cover it.' },
  {
    id: 2,
    question: 'How do deposits work?',
    answer: 'Small jobs need no deposit.\n\nLarger jobs: a third when you book.',
  },
];
/** The owner's words on each page, as a believable contractor would write them. */
export const PAGE_COPY: PageCopies = {
  home: {
    seoTitle: 'Interior and exterior painting',
    seoDescription: 'Interior and exterior painting for homes and small businesses in Portland.',
    heroEyebrow: 'Residential & commercial painters',
    heroHeadline: 'Interior and exterior painting, done right',
    heroIntro:
      'Careful prep, clean lines and a tidy site at the end of every day.\nA written estimate before any work.',
    heroButtonLabel: 'Get a free estimate',
    callButtonLabel: 'Call',
    servicesHeading: 'What we paint',
    servicesIntro: 'From a single bedroom to a whole office building.',
    projectsHeading: 'Recent projects',
    projectsIntro: 'A few of the jobs we finished lately.',
    projectsLinkLabel: 'See all our work in the gallery',
    testimonialsHeading: 'What our customers say',
    testimonialsIntro: '',
    serviceAreaHeading: 'Where we work',
    serviceAreaIntro: 'Homes and businesses across these towns.',
    closingHeading: 'Ready for a fresh coat?',
    closingText: 'Tell us about the job in a couple of minutes.',
    closingButtonLabel: 'Request your free estimate',
  },
  gallery: {
    seoTitle: 'Gallery',
    seoDescription: 'Photos of recent painting jobs.',
    heading: 'Our recent work',
    intro: 'Living rooms, kitchens, cabinets and house fronts.',
    closingHeading: 'Like what you see?',
    closingText: 'Tell us about the job in a couple of minutes.',
  },
  services: {
    seoTitle: 'Services',
    seoDescription: 'What each job includes, how we work and answers to common questions.',
    heading: 'Painting services',
    intro: 'Every job starts with a visit and a written estimate.',
    howWeWorkHeading: 'How we work',
    howWeWorkIntro: 'Every job follows the same four steps.',
    faqHeading: 'Frequently asked questions',
    faqIntro: '',
    closingHeading: 'Have a project in mind?',
    closingText: 'Send us a few details and we will arrange a visit.',
  },
  contact: {
    seoTitle: 'Contact',
    seoDescription: 'Ask for an estimate for your painting job, or call us.',
    heading: 'Request a free estimate',
    intro: 'Tell us about your project.',
    detailsHeading: 'Rather talk it through?',
    phoneNote: 'Calls and texts answered during business hours.',
    confirmation: 'We read it today and reply within one business day.\nThen we arrange a visit.',
  },
};

export const GALLERY_CATEGORIES = ['interior', 'exterior', 'cabinets', 'commercial'] as const;

export const FORM_TOKEN = '1767225600000.c2lnbmF0dXJl';

/** A 600 × 200 transparent wordmark with dark letters, as the gateway publishes it. */
export const LOGO: PublishedLogo = {
  width: 120,
  height: 40,
  src: '/uploads/0123456789abcdef0123-logo-160.webp',
  srcSet:
    '/uploads/0123456789abcdef0123-logo-160.webp 160w, /uploads/0123456789abcdef0123-logo-320.webp 320w, /uploads/0123456789abcdef0123-logo-600.webp 600w',
  backdrop: 'light',
  icon: '/uploads/0123456789abcdef0123-icon-32.png',
  appleTouchIcon: '/uploads/0123456789abcdef0123-icon-180.png',
  shareCard: '/uploads/0123456789abcdef0123-card-1200.png',
};

export const PUBLIC_CONTENT: PublicContent = {
  site: SITE,
  services: SERVICES,
  gallery: { categories: GALLERY_CATEGORIES, items: GALLERY_ITEMS },
  testimonials: TESTIMONIALS,
  workSteps: WORK_STEPS,
  faq: FAQ,
  copy: { pages: PAGE_COPY, shareImageId: null },
  // No logo and the theme's own colours, as a site starts.
  brand: { accent: null, logo: null, logoOnly: false },
  // Listed in search engines, as a site the owner has finished.
  search: { shown: true },
};

type Answer = Parameters<typeof stubApi>[0][string];

/** The published snapshot with some parts changed, as `/content.json` answers it. */
export function contentAnswer(changes: Partial<PublicContent> = {}): Answer {
  return () => jsonResponse(200, { ...PUBLIC_CONTENT, ...changes });
}

/**
 * The public site's network: the published snapshot (`/content.json`) and the quote form's token;
 * `overrides` replace or add endpoints.
 */
export function stubPublicSite(overrides: Record<string, Answer> = {}) {
  return stubApi({
    'GET /content.json': contentAnswer(),
    'GET /api/contact/token': () => jsonResponse(200, { token: FORM_TOKEN }),
    ...overrides,
  });
}

/**
 * Loads `content` into the page's store as the app does before it hydrates a published page (from
 * /content.json, answered here). The tests' setup forgets it after each test.
 */
export async function loadPublishedContent(content: PublicContent = PUBLIC_CONTENT): Promise<void> {
  stubApi({ 'GET /content.json': () => jsonResponse(200, content) });
  if (!(await loadPageContent())) throw new Error('the published content did not load');
}
