/**
 * The words of the public pages, as the owner writes them in the dashboard: plain text, no HTML
 * and no markdown; in the fields that take paragraphs, each line is a paragraph. An empty field
 * shows nothing on the site (no empty heading, no empty paragraph); the pages fall back to
 * neutral words only where they would otherwise be broken (the home page's heading is then the
 * business name, a button "Request a quote").
 */

/** The public pages whose words the owner writes, as `PUT /api/admin/pages/:page` names them. */
export const COPY_PAGES = ['home', 'gallery', 'services', 'contact'] as const;
export type CopyPage = (typeof COPY_PAGES)[number];

/** Each page's plain name: its title and heading where the owner gave none, its tab in the dashboard. */
export const COPY_PAGE_NAMES: Record<CopyPage, string> = {
  home: 'Home',
  gallery: 'Gallery',
  services: 'Services',
  contact: 'Contact',
};

// Lengths, by the kind of text a field holds.
/** A button, a short line above a heading. */
export const COPY_LABEL_MAX_LENGTH = 40;
/** A heading or a one-line note. */
export const COPY_HEADING_MAX_LENGTH = 100;
/** An introduction under a heading, a few sentences. */
export const COPY_TEXT_MAX_LENGTH = 600;
/** What a visitor reads after sending a quote request. */
export const COPY_LONG_TEXT_MAX_LENGTH = 1200;
/** A search result shows about this much of a page's title (the business name follows it). */
export const SEO_TITLE_MAX_LENGTH = 60;
/** …and about this much of its description. */
export const SEO_DESCRIPTION_MAX_LENGTH = 160;

/** How a page shows in search results and link previews; the business name follows the title. */
export interface PageSeo {
  seoTitle: string;
  seoDescription: string;
}

export interface HomeCopy extends PageSeo {
  heroEyebrow: string;
  /** The page's h1; the business name when empty. */
  heroHeadline: string;
  heroIntro: string;
  /** The button to the quote form. */
  heroButtonLabel: string;
  /** Before the phone number on the call buttons, e.g. "Call" or "Call or text". */
  callButtonLabel: string;
  servicesHeading: string;
  servicesIntro: string;
  projectsHeading: string;
  projectsIntro: string;
  /** The link from the featured projects to the gallery. */
  projectsLinkLabel: string;
  testimonialsHeading: string;
  testimonialsIntro: string;
  serviceAreaHeading: string;
  serviceAreaIntro: string;
  /** The band at the end of a page; gallery and services pages have their own heading and text. */
  closingHeading: string;
  closingText: string;
  /** The closing band's button to the quote form, on every page that has the band. */
  closingButtonLabel: string;
}

export interface GalleryCopy extends PageSeo {
  heading: string;
  intro: string;
  closingHeading: string;
  closingText: string;
}

export interface ServicesCopy extends PageSeo {
  heading: string;
  intro: string;
  howWeWorkHeading: string;
  howWeWorkIntro: string;
  faqHeading: string;
  faqIntro: string;
  closingHeading: string;
  closingText: string;
}

export interface ContactCopy extends PageSeo {
  heading: string;
  intro: string;
  /** Over the phone, email and hours beside the form. */
  detailsHeading: string;
  /** Under the phone number there. */
  phoneNote: string;
  /** Shown once a quote request is sent, under "Thanks, <name>!". */
  confirmation: string;
}

export interface PageCopies {
  home: HomeCopy;
  gallery: GalleryCopy;
  services: ServicesCopy;
  contact: ContactCopy;
}

/**
 * The heading a section with content shows while the owner has written none of their own (a
 * section never goes without one): plain names of what it holds, never a claim. The dashboard
 * shows them as the fields' placeholders.
 */
export const DEFAULT_SECTION_HEADINGS = {
  home: {
    servicesHeading: 'Our services',
    projectsHeading: 'Recent work',
    testimonialsHeading: 'What customers say',
    serviceAreaHeading: 'Where we work',
  },
  services: {
    howWeWorkHeading: 'How we work',
    faqHeading: 'Questions',
  },
} as const satisfies { [Page in CopyPage]?: Partial<Record<keyof PageCopies[Page], string>> };

/** Every field name of one page's copy. */
export type CopyField<Page extends CopyPage> = keyof PageCopies[Page] & string;

/** The words of every page and the site's link-preview picture: `GET /api/admin/pages`, and the public snapshot's `copy`. */
export interface SiteCopy {
  pages: PageCopies;
  /**
   * The gallery item link previews show for the site (`PUT /api/admin/pages/share-image`); null:
   * the first featured picture, else the gallery's first.
   */
  shareImageId: number | null;
}

/** `PUT /api/admin/pages/share-image`. */
export interface ShareImageInput {
  galleryItemId: number | null;
}

/** The path of the share-image choice under `/api/admin/pages`, beside the pages. */
export const SHARE_IMAGE_SEGMENT = 'share-image';
