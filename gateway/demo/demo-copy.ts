import type { PageCopies } from '../contract/page-copy.ts';

/**
 * The demo contractor's words on each page. They are also the words the pages had built in
 * before the owner could write their own (migration 0005): a site set up before then is given
 * them on its first start after the upgrade, so its visitors see no change.
 */
export const DEMO_COPY: PageCopies = {
  home: {
    seoTitle: 'Interior and exterior painting',
    seoDescription:
      'Interior and exterior painting for homes and small businesses, with careful prep, clean lines and free written estimates.',
    heroEyebrow: 'Residential & commercial painters',
    heroHeadline: 'Interior and exterior painting, done right',
    heroIntro:
      'Careful prep, clean lines and a tidy site at the end of every day. You get a written, itemized estimate before any work begins, and we walk the job with you before we call it done.',
    heroButtonLabel: 'Get a free estimate',
    callButtonLabel: 'Call',
    servicesHeading: 'What we paint',
    servicesIntro: 'From a single bedroom to a whole office building, inside and out.',
    projectsHeading: 'Recent projects',
    projectsIntro: 'A few of the jobs we finished lately.',
    projectsLinkLabel: 'See all our work in the gallery',
    testimonialsHeading: 'What our customers say',
    testimonialsIntro: '',
    serviceAreaHeading: 'Where we work',
    serviceAreaIntro:
      'We paint homes and businesses across these neighborhoods and towns. Just outside them? Ask anyway.',
    closingHeading: 'Ready for a fresh coat?',
    closingText:
      'Tell us about the job in a couple of minutes. We reply within one business day to book a visit and a free written estimate.',
    closingButtonLabel: 'Request your free estimate',
  },
  gallery: {
    seoTitle: 'Gallery',
    seoDescription: 'Photos of recent interior, exterior, cabinet and commercial painting jobs.',
    heading: 'Our recent work',
    intro:
      'Living rooms, kitchens, cabinets, house fronts and storefronts: a look at jobs we have finished for local homeowners and businesses. Choose a picture to see it larger.',
    closingHeading: 'Like what you see?',
    closingText:
      'Tell us about the job in a couple of minutes. We reply within one business day to book a visit and a free written estimate.',
  },
  services: {
    seoTitle: 'Services',
    seoDescription:
      'Interior and exterior painting, cabinets, commercial work, decks and drywall repair: what each job includes, how we work and common questions.',
    heading: 'Painting services',
    intro:
      'Every job starts with a visit and a written estimate, so you know the price before any work begins. Here is what we do, how we do it, and answers to the questions homeowners ask most.',
    howWeWorkHeading: 'How we work',
    howWeWorkIntro: 'Every job, large or small, follows the same four steps.',
    faqHeading: 'Frequently asked questions',
    faqIntro: '',
    closingHeading: 'Have a project in mind?',
    closingText: 'Send us a few details and we will arrange a visit and a free, written estimate.',
  },
  contact: {
    seoTitle: 'Contact',
    seoDescription: 'Ask for a free, no-obligation estimate for your interior or exterior painting job, or call us.',
    heading: 'Request a free estimate',
    intro:
      'Tell us about your project: the rooms or surfaces to paint, roughly how big they are and when you would like the work done. We reply within one business day.',
    detailsHeading: 'Rather talk it through?',
    phoneNote: 'Calls and texts answered during business hours.',
    confirmation:
      'We have your request. Here is what happens next:\n' +
      'We read it today and reply within one business day.\n' +
      'We arrange a visit to see the job, at a time that suits you.\n' +
      'You get a written, itemized estimate, usually within two business days of the visit.',
  },
};
