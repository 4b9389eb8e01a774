import { WEEKDAYS } from '../contract/business.ts';
import type { ServiceInput } from '../src/services/service-store.ts';
import type { BusinessInput } from '../src/site-content/business-store.ts';
import type { NewTestimonial } from '../src/site-content/testimonial-store.ts';
import { DEMO_COPY } from './demo-copy.ts';
import { DEMO_GALLERY } from './demo-gallery.ts';
import { DEMO_FAQ, DEMO_WORK_STEPS } from './demo-services-page.ts';

// A believable painting contractor for the demo. Phone numbers in 555-0100…0199 and the
// .example domain are reserved for fiction, so nobody real is called or mailed.
export const DEMO_BUSINESS: BusinessInput = {
  name: 'Brightside Painting',
  tagline: 'Careful prep, clean lines and a tidy site — interior and exterior painting across the Portland area.',
  phone: '(503) 555-0142',
  email: 'hello@brightside-painting.example',
  address: { street: '2231 SE Division St', city: 'Portland', region: 'OR', postalCode: '97202', country: 'US' },
  serviceArea: [
    'Portland',
    'Beaverton',
    'Lake Oswego',
    'Milwaukie',
    'Tigard',
    'Happy Valley',
    'Gresham',
    'Vancouver, WA',
  ],
  hours: [
    ...WEEKDAYS.slice(0, 5).map((day) => ({ day, closed: false, opens: '07:30', closes: '17:30' })),
    { day: 'Saturday', closed: false, opens: '09:00', closes: '13:00' },
    { day: 'Sunday', closed: true, opens: '', closes: '' },
  ],
  licence: 'Licensed, bonded & insured · Oregon CCB #229417 · EPA Lead-Safe Certified firm',
  foundedYear: 2009,
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/brightsidepainting.example' },
    { network: 'instagram', url: 'https://www.instagram.com/brightsidepainting.example' },
    { network: 'google', url: 'https://g.page/brightsidepainting.example' },
    { network: 'houzz', url: 'https://www.houzz.com/pro/brightsidepainting-example' },
  ],
};

export const DEMO_SERVICES: ServiceInput[] = [
  {
    slug: 'interior-painting',
    title: 'Interior painting',
    summary:
      'Walls, ceilings, trim and doors — with furniture moved, floors covered and every room left ready to live in.',
    description:
      'We start by protecting what is staying: furniture moved to the middle and wrapped, floors covered with canvas drop cloths, switch plates and hardware removed and bagged.\n\n' +
      'Then the prep that makes paint last: nail holes and cracks filled, patches sanded flush, glossy trim scuffed, and stains sealed with a shellac primer so they never bleed through. We cut in by hand and roll two finish coats, using low-odour, low-VOC paints so you can stay in your home while we work.\n\n' +
      'At the end we put everything back, touch up anything you point out on the walkthrough, and leave labelled leftover paint for future touch-ups.',
    priceHint: 'Most bedrooms from $650',
    icon: 'interior',
  },
  {
    slug: 'exterior-painting',
    title: 'Exterior painting',
    summary: 'Siding, trim, doors and decks protected from Northwest rain with thorough washing, scraping and priming.',
    description:
      'Exterior paint fails from the surface underneath, so most of our time goes into preparation: a soft wash to remove mildew and grime, scraping and sanding of loose paint, replacing or repairing rotten trim, caulking seams and spot-priming bare wood.\n\n' +
      'We schedule exterior work for dry weather and watch the forecast daily, apply premium acrylic paints at the film thickness the manufacturer specifies, and brush-finish trim for a crisp line. Homes built before 1978 are handled with lead-safe containment and cleanup.\n\n' +
      'Every exterior job comes with a written five-year workmanship warranty against peeling and blistering.',
    priceHint: 'Typical homes $6,500 – $14,000',
    icon: 'exterior',
  },
  {
    slug: 'cabinet-refinishing',
    title: 'Cabinet refinishing',
    summary:
      'A factory-smooth sprayed finish on your existing cabinets — a new-looking kitchen for a fraction of the cost of replacing it.',
    description:
      'Doors and drawer fronts come off and go to our spray shop; the cabinet boxes are masked and finished in place. Everything is degreased, sanded and primed with a bonding primer before two coats of a hard-curing urethane-modified enamel.\n\n' +
      'Most kitchens take about a week from start to finish, and you keep a working kitchen for most of it. We can fit new hinges and pulls while the doors are off.',
    priceHint: 'Most kitchens $4,800 – $8,500',
    icon: 'cabinets',
  },
  {
    slug: 'commercial-painting',
    title: 'Commercial painting',
    summary:
      'Offices, shops, restaurants and rentals painted on your schedule — evenings and weekends, so you stay open.',
    description:
      'We work around your business hours, phase the work so staff and customers are never boxed in, and use fast-curing, low-odour coatings so spaces can open the next morning.\n\n' +
      'We carry commercial liability insurance and provide certificates on request, and we are used to working with property managers on turnover schedules.',
    priceHint: null,
    icon: 'commercial',
  },
  {
    slug: 'deck-and-fence-staining',
    title: 'Deck & fence staining',
    summary: 'Cleaned, brightened and sealed wood that stands up to rain and sun for years, not months.',
    description:
      'Old stain and grey weathered fibres are removed with a wood stripper and brightener, then the wood dries for at least two days before we apply a penetrating oil or solid stain suited to its condition.\n\n' +
      'We will tell you honestly when boards need replacing first — stain cannot save rotten wood.',
    priceHint: 'Decks from $1,200',
    icon: 'deck',
  },
  {
    slug: 'drywall-repair',
    title: 'Drywall & plaster repair',
    summary: 'Holes, cracks, water stains and old anchors made invisible before the paint goes on.',
    description:
      'From a doorknob hole to a ceiling stained by an old leak, we cut out and patch, tape and mud, and match the surrounding texture so the repair disappears under the new paint.\n\n' +
      'We repair lath-and-plaster walls in older homes with plaster-compatible materials, so patches do not crack away from the original.',
    priceHint: 'Small repairs from $250 with painting',
    icon: 'drywall',
  },
];

export const DEMO_TESTIMONIALS: NewTestimonial[] = [
  {
    name: 'Maria G.',
    town: 'Sellwood',
    quote:
      'They painted our whole 1920s bungalow outside. The prep was meticulous, the crew was polite, and the place was cleaner when they left than when they came.',
    rating: 5,
  },
  {
    name: 'Dan & Priya R.',
    town: 'Beaverton',
    quote:
      'Our oak kitchen cabinets are now a deep navy and look brand new. We were cooking again within a week. Best money we have spent on the house.',
    rating: 5,
  },
  {
    name: 'Hannah L.',
    town: 'Lake Oswego',
    quote:
      'Clear estimate, started on the day they said, finished a day early. The cut lines on the ceilings are perfect.',
    rating: 5,
  },
  {
    name: 'Corner Grind Café',
    town: 'Portland',
    quote:
      'Brightside repainted our café over two nights so we never had to close. Customers noticed the new colours the next morning.',
    rating: 5,
  },
  {
    name: 'Tom W.',
    town: 'Milwaukie',
    quote:
      'Honest about what our deck needed and what it did not. The stain still looks great after a full Oregon winter.',
    rating: 4,
  },
  {
    name: 'Aisha K.',
    town: 'Tigard',
    quote:
      'Easy to reach, quick to answer questions, and they moved all our furniture and put it back exactly where it was.',
    rating: 5,
  },
];

/**
 * The whole demo site. The gateway imports this module (built as dist/demo.mjs) only on a first
 * start with SEED_DEMO, and once on the first start after an upgrade that gives an older site the
 * words its pages had built in (the demo's), so the scene drawing never loads in a process that
 * does not need it.
 */
export const DEMO_SITE = {
  business: DEMO_BUSINESS,
  services: DEMO_SERVICES,
  testimonials: DEMO_TESTIMONIALS,
  gallery: DEMO_GALLERY,
  workSteps: DEMO_WORK_STEPS,
  faq: DEMO_FAQ,
  copy: DEMO_COPY,
} as const;
