import { paths } from '@/config/paths.ts';

export type DashboardSection = {
  to: string;
  label: string;
  /** One line on what the owner does there, for the overview. */
  summary: string;
};

/** The dashboard's sections in menu order, after the overview, which links to each of them. */
export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  {
    to: paths.adminQuoteRequests,
    label: 'Messages',
    summary: 'Quote requests from the contact form: read them, answer them, keep notes.',
  },
  {
    to: paths.adminVisitors,
    label: 'Visitors',
    summary: 'How many people visit the website, the pages they see, where they came from and who asked for a quote.',
  },
  {
    to: paths.adminVisits,
    label: 'Estimate visits',
    summary: 'When customers may book an estimate visit online, days off, and the calendar feed for your phone.',
  },
  {
    to: paths.adminCustomerMail,
    label: 'Follow-ups & reviews',
    summary: 'Automatic e-mails to customers: a follow-up on a quote, and a review request once a job is won.',
  },
  {
    to: paths.adminEstimates,
    label: 'Estimates',
    summary: 'Priced estimates written from quote requests: sent as a link, accepted online, your price list.',
  },
  {
    to: paths.adminMail,
    label: 'E-mail',
    summary: 'Whether the site can e-mail you and your customers: where it goes, the last send, a test.',
  },
  {
    to: paths.adminGallery,
    label: 'Gallery',
    summary: 'Photos of finished jobs: upload, caption, reorder and remove them.',
  },
  {
    to: paths.adminServices,
    label: 'Services',
    summary: 'The services on the website: add, edit and put them in order.',
  },
  {
    to: paths.adminTestimonials,
    label: 'Testimonials',
    summary: 'What customers said: add, edit, put in order and pick those the home page shows.',
  },
  {
    to: paths.adminWorkSteps,
    label: 'How we work',
    summary: 'The steps of every job, as the services page tells them: add, edit and put in order.',
  },
  {
    to: paths.adminFaq,
    label: 'FAQ',
    summary: 'Questions customers ask and your answers, on the services page: add, edit and put in order.',
  },
  {
    to: paths.adminPages,
    label: 'Pages',
    summary: 'The words on each page, how it shows in search results, and the picture for link previews.',
  },
  {
    to: paths.adminBusiness,
    label: 'Business details',
    summary: 'Phone, email, address, service area and opening hours.',
  },
  {
    to: paths.adminBrand,
    label: 'Brand',
    summary: 'Your logo and the colour of the site’s buttons and links.',
  },
  {
    to: paths.adminSiteAddress,
    label: 'Website address',
    summary: 'Your own domain: the records to add where you bought it, a check, and https by itself.',
  },
  {
    to: paths.adminAccount,
    label: 'Account',
    summary: 'Your sign-in: change the password.',
  },
];
