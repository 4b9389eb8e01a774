import { type CopyField, type CopyPage, DEFAULT_SECTION_HEADINGS } from '@painting-site/gateway/contract/page-copy';

/** A card of the form: the fields of one part of the page. */
export type CopyGroup<Page extends CopyPage> = {
  legend: string;
  /** Where the part shows, and when. */
  lead?: string;
  fields: readonly CopyField<Page>[];
};

type PageLayout<Page extends CopyPage> = {
  /** The parts of the page, top to bottom; the search-result fields come after them. */
  groups: readonly CopyGroup<Page>[];
  /** A tip beside a field, before its limit. */
  hints: Partial<Record<CopyField<Page>, string>>;
};

/** The hint of a section heading that has a default: what the page shows while it is empty. */
const shownWhenEmpty = (heading: string) => `Empty: “${heading}”.`;
const HOME_HEADINGS = DEFAULT_SECTION_HEADINGS.home;
const SERVICES_HEADINGS = DEFAULT_SECTION_HEADINGS.services;

/** How each page's form is laid out: the fields in the parts of the page they show in. */
export const PAGE_LAYOUTS: { [Page in CopyPage]: PageLayout<Page> } = {
  home: {
    groups: [
      {
        legend: 'Top of the page',
        fields: ['heroEyebrow', 'heroHeadline', 'heroIntro', 'heroButtonLabel', 'callButtonLabel'],
      },
      {
        legend: 'Services',
        lead: 'Over the service cards, shown while there are services.',
        fields: ['servicesHeading', 'servicesIntro'],
      },
      {
        legend: 'Recent projects',
        lead: 'Over the gallery pictures marked “featured”, shown while there are some.',
        fields: ['projectsHeading', 'projectsIntro', 'projectsLinkLabel'],
      },
      {
        legend: 'Testimonials',
        lead: 'Over the testimonials picked for the home page, shown while there are some.',
        fields: ['testimonialsHeading', 'testimonialsIntro'],
      },
      {
        legend: 'Service area',
        lead: 'Over the places from the business details, shown while there are some.',
        fields: ['serviceAreaHeading', 'serviceAreaIntro'],
      },
      {
        legend: 'Closing band',
        lead: 'At the end of the page, with the quote and call buttons; not shown while its heading and text are empty.',
        fields: ['closingHeading', 'closingText', 'closingButtonLabel'],
      },
    ],
    hints: {
      heroEyebrow: 'A few words above the headline, such as what you paint.',
      heroHeadline: 'The page’s main heading. Empty: the business name.',
      servicesHeading: shownWhenEmpty(HOME_HEADINGS.servicesHeading),
      projectsHeading: shownWhenEmpty(HOME_HEADINGS.projectsHeading),
      testimonialsHeading: shownWhenEmpty(HOME_HEADINGS.testimonialsHeading),
      serviceAreaHeading: shownWhenEmpty(HOME_HEADINGS.serviceAreaHeading),
      heroButtonLabel: 'Leads to the quote form. Empty: “Request a quote”.',
      callButtonLabel: 'Before the phone number, on every call button. Empty: “Call”.',
      projectsLinkLabel: 'Leads to the gallery. Empty: “View the gallery”.',
      closingButtonLabel: 'On the closing band of every page. Empty: “Request a quote”.',
    },
  },
  gallery: {
    groups: [
      { legend: 'Top of the page', fields: ['heading', 'intro'] },
      {
        legend: 'Closing band',
        lead: 'At the end of the page, with the home page’s buttons; not shown while its heading and text are empty.',
        fields: ['closingHeading', 'closingText'],
      },
    ],
    hints: { heading: 'Empty: “Gallery”.' },
  },
  services: {
    groups: [
      { legend: 'Top of the page', fields: ['heading', 'intro'] },
      { legend: 'How we work', lead: 'Over the steps of a job.', fields: ['howWeWorkHeading', 'howWeWorkIntro'] },
      { legend: 'Questions', lead: 'Over the questions and answers.', fields: ['faqHeading', 'faqIntro'] },
      {
        legend: 'Closing band',
        lead: 'At the end of the page, with the home page’s buttons; not shown while its heading and text are empty.',
        fields: ['closingHeading', 'closingText'],
      },
    ],
    hints: {
      heading: 'Empty: “Services”.',
      howWeWorkHeading: shownWhenEmpty(SERVICES_HEADINGS.howWeWorkHeading),
      faqHeading: shownWhenEmpty(SERVICES_HEADINGS.faqHeading),
    },
  },
  contact: {
    groups: [
      { legend: 'Top of the page', fields: ['heading', 'intro'] },
      {
        legend: 'Beside the form',
        lead: 'Over the phone number, email and hours.',
        fields: ['detailsHeading', 'phoneNote'],
      },
      {
        legend: 'After a request is sent',
        lead: 'What visitors read once their request is in, under “Thanks, <their name>!”.',
        fields: ['confirmation'],
      },
    ],
    hints: {
      heading: 'Empty: “Contact”.',
      detailsHeading: 'Empty: “Contact details”.',
      phoneNote: 'Such as when calls are answered.',
      confirmation: 'Such as when you reply and what happens next.',
    },
  },
};
