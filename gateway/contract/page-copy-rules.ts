import {
  COPY_HEADING_MAX_LENGTH,
  COPY_LABEL_MAX_LENGTH,
  COPY_LONG_TEXT_MAX_LENGTH,
  COPY_TEXT_MAX_LENGTH,
  type CopyField,
  type CopyPage,
  type PageCopies,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
} from './page-copy.ts';

// The rules for the pages' words, applied by the gateway and checked by the dashboard's form as
// the owner types. A module of their own: the public pages import page-copy.ts for its types
// only, and must not carry the dashboard's checks.

export interface CopyFieldRule {
  /** The field's label in the dashboard, and the subject of its messages. */
  label: string;
  max: number;
  /** Line breaks allowed: each line is a paragraph on the site. Otherwise one line. */
  paragraphs: boolean;
}

const label = (name: string): CopyFieldRule => ({ label: name, max: COPY_LABEL_MAX_LENGTH, paragraphs: false });
const heading = (name: string): CopyFieldRule => ({ label: name, max: COPY_HEADING_MAX_LENGTH, paragraphs: false });
const text = (name: string): CopyFieldRule => ({ label: name, max: COPY_TEXT_MAX_LENGTH, paragraphs: true });
const SEO = {
  seoTitle: { label: 'Search result title', max: SEO_TITLE_MAX_LENGTH, paragraphs: false },
  seoDescription: { label: 'Search result description', max: SEO_DESCRIPTION_MAX_LENGTH, paragraphs: false },
} as const satisfies Record<string, CopyFieldRule>;

type PageRules = { [Page in CopyPage]: Record<CopyField<Page>, CopyFieldRule> };

/** Every field of every page, in the order the dashboard shows them: the first with a message gets focus. */
export const PAGE_COPY_RULES: PageRules = {
  home: {
    heroEyebrow: heading('Line above the headline'),
    heroHeadline: heading('Headline'),
    heroIntro: text('Introduction'),
    heroButtonLabel: label('Quote button'),
    callButtonLabel: label('Call button'),
    servicesHeading: heading('Services heading'),
    servicesIntro: text('Services introduction'),
    projectsHeading: heading('Projects heading'),
    projectsIntro: text('Projects introduction'),
    projectsLinkLabel: label('Link to the gallery'),
    testimonialsHeading: heading('Testimonials heading'),
    testimonialsIntro: text('Testimonials introduction'),
    serviceAreaHeading: heading('Service area heading'),
    serviceAreaIntro: text('Service area introduction'),
    closingHeading: heading('Closing heading'),
    closingText: text('Closing text'),
    closingButtonLabel: label('Closing button'),
    ...SEO,
  },
  gallery: {
    heading: heading('Page heading'),
    intro: text('Introduction'),
    closingHeading: heading('Closing heading'),
    closingText: text('Closing text'),
    ...SEO,
  },
  services: {
    heading: heading('Page heading'),
    intro: text('Introduction'),
    howWeWorkHeading: heading('“How we work” heading'),
    howWeWorkIntro: text('“How we work” introduction'),
    faqHeading: heading('Questions heading'),
    faqIntro: text('Questions introduction'),
    closingHeading: heading('Closing heading'),
    closingText: text('Closing text'),
    ...SEO,
  },
  contact: {
    heading: heading('Page heading'),
    intro: text('Introduction'),
    detailsHeading: heading('Heading beside the form'),
    phoneNote: heading('Note under the phone number'),
    confirmation: { label: 'After a request is sent', max: COPY_LONG_TEXT_MAX_LENGTH, paragraphs: true },
    ...SEO,
  },
};

/** The fields of one page, in form order. */
export function copyFields<Page extends CopyPage>(page: Page): CopyField<Page>[] {
  return Object.keys(PAGE_COPY_RULES[page]) as CopyField<Page>[];
}

/** The rule of one field. */
export function copyFieldRule<Page extends CopyPage>(page: Page, field: CopyField<Page>): CopyFieldRule {
  return (PAGE_COPY_RULES[page] as Record<CopyField<Page>, CopyFieldRule>)[field];
}

/** The owner's words for each slip, the same whichever side catches it. */
export const PAGE_COPY_MESSAGES = {
  tooLong: ({ label, max }: CopyFieldRule) => `${label} can be at most ${max} characters.`,
  oneLine: ({ label }: CopyFieldRule) => `${label} must be one line.`,
  plainText: ({ label }: CopyFieldRule) => `${label} can hold only text and line breaks.`,
} as const;

export type CopyMessages<Page extends CopyPage> = Partial<Record<CopyField<Page>, string>>;

/** A page with every field empty: what a new site has. */
export function emptyPageCopy<Page extends CopyPage>(page: Page): PageCopies[Page] {
  return Object.fromEntries(copyFields(page).map((field) => [field, ''])) as unknown as PageCopies[Page];
}

/** One field as it is stored: Windows line breaks made plain, each line and the whole trimmed. */
export function tidyCopyText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

/** Every field of the page tidied (see tidyCopyText); fields the page does not have are left out. */
export function tidyPageCopy<Page extends CopyPage>(page: Page, copy: PageCopies[Page]): PageCopies[Page] {
  const values = copy as unknown as Record<string, string>;
  return Object.fromEntries(
    copyFields(page).map((field) => [field, tidyCopyText(values[field] ?? '')]),
  ) as unknown as PageCopies[Page];
}

// Control characters: none at all, but for the line breaks of a paragraph field.
const CONTROL_BUT_LINE_BREAK = /[^\P{Cc}\n]/u;

/** What is wrong with one field's value (tidied), or undefined. */
export function copyFieldMessage(rule: CopyFieldRule, value: string): string | undefined {
  if (!rule.paragraphs && value.includes('\n')) return PAGE_COPY_MESSAGES.oneLine(rule);
  if (CONTROL_BUT_LINE_BREAK.test(value)) return PAGE_COPY_MESSAGES.plainText(rule);
  if (value.length > rule.max) return PAGE_COPY_MESSAGES.tooLong(rule);
  return undefined;
}

/** A message per field that breaks a rule (tidied values); empty when the page can be saved. */
export function pageCopyMessages<Page extends CopyPage>(page: Page, copy: PageCopies[Page]): CopyMessages<Page> {
  const values = tidyPageCopy(page, copy) as unknown as Record<string, string>;
  const messages: CopyMessages<Page> = {};
  for (const field of copyFields(page)) {
    const message = copyFieldMessage(copyFieldRule(page, field), values[field] ?? '');
    if (message) messages[field] = message;
  }
  return messages;
}
