import type { FaqEntryInput } from '../contract/faq.ts';
import type { WorkStepInput } from '../contract/work-steps.ts';

// The demo contractor's "How we work" and FAQ. Claims such as a written warranty or an EPA
// Lead-Safe certification are the demo's alone: a real site shows only what its owner writes.

export const DEMO_WORK_STEPS: WorkStepInput[] = [
  {
    title: 'Free estimate',
    text: 'We visit at a time that suits you, look at every surface, talk through colors and sheens, and send a written, itemised estimate within two business days. No pressure and no obligation.',
  },
  {
    title: 'Preparation',
    text: 'We move and cover furniture, mask floors, fixtures and plants, then wash, scrape, sand, fill and caulk, and spot-prime bare wood and patches. Prep is most of the job, and it is why the paint lasts.',
  },
  {
    title: 'Painting',
    text: 'Our own crew applies two finish coats of premium paint with brush, roller or sprayer as the surface needs. A lead painter is your contact every day, and we leave the site tidy each evening.',
  },
  {
    title: 'Final walkthrough',
    text: 'Before we call it done we walk the job with you and touch up anything you point out. You get a note of every color used, leftover paint for touch-ups, and our written warranty.',
  },
];

export const DEMO_FAQ: FaqEntryInput[] = [
  {
    question: 'Do I need to prepare anything before you arrive?',
    answer:
      'Just take down pictures, clear small breakables and put away anything precious. Everything else is part of the job and the estimate: moving and covering furniture, masking, filling holes, sanding and priming.',
  },
  {
    question: 'Which paint do you use, and which sheen should I choose?',
    answer:
      'We use premium lines from Benjamin Moore and Sherwin-Williams, or the brand you prefer. As a rule of thumb: flat on ceilings, matte or eggshell on walls, satin in kitchens and bathrooms, and semi-gloss on trim, doors and cabinets. We bring samples and help you choose.',
  },
  {
    question: 'Do I have to move my furniture?',
    answer:
      'No. We move furniture to the middle of the room, cover it with clean drop cloths and put it back afterwards. We ask you to take care of electronics, valuables and very heavy items such as pianos or loaded bookcases.',
  },
  {
    question: 'What weather do you need for exterior painting?',
    answer:
      'Dry surfaces, temperatures of about 50 °F (10 °C) or more, and no rain forecast while the paint cures. Here that usually means May to early October. If the weather turns, we reschedule rather than paint damp siding, at no extra cost.',
  },
  {
    question: 'My home was built before 1978. What about lead paint?',
    answer:
      'Homes built before 1978 may have lead-based paint. We are an EPA Lead-Safe Certified firm and follow the Renovation, Repair and Painting rule: we test where needed, seal off the work area, never dry-sand or burn old paint, clean up with HEPA vacuums and verify the cleanup. You receive the "Renovate Right" pamphlet before work starts.',
  },
  {
    question: 'Is your work guaranteed?',
    answer:
      'Yes. Every job comes with a written two-year warranty on workmanship that covers peeling, blistering and flaking caused by our work. The paint itself carries the manufacturer’s warranty.',
  },
  {
    question: 'How do deposits and payment work?',
    answer:
      'Small jobs need no deposit. For larger jobs we ask for a deposit of up to a third when you book, to reserve your dates and order materials. The balance is due after the final walkthrough, once you are happy. We take checks, cards and bank transfer.',
  },
  {
    question: 'How long will my project take?',
    answer:
      'A single room usually takes one to two days, a whole-house interior about a week, and a house exterior three to seven working days depending on size, prep and weather. Your estimate gives the schedule, and we keep you posted if anything changes.',
  },
];
