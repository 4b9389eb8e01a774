import type { Middleware } from 'koa';
import { z } from 'zod';
import { TESTIMONIAL_MESSAGES, testimonialMessages, trimTestimonial } from '../../contract/testimonial-rules.ts';
import { orderedListRouter } from '../http/ordered-list-router.ts';
import { validateBodyByRules } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import type { TestimonialStore } from './testimonial-store.ts';

// The shape at the edge; the limits are the contract's rules, shared with the dashboard's form.
const testimonialBody = z.object(
  {
    name: z.string({ error: TESTIMONIAL_MESSAGES.nameMissing }),
    town: z.string({ error: 'Give the town as text, or leave it empty.' }).optional().default(''),
    quote: z.string({ error: TESTIMONIAL_MESSAGES.quoteMissing }),
    rating: z.number({ error: TESTIMONIAL_MESSAGES.rating }),
    showOnHome: z.boolean({ error: 'Say whether the home page shows it (true or false).' }).optional().default(true),
  },
  { error: 'The request body must be a JSON object.' },
);

/** The owner's testimonials: create, edit, reorder, delete, and choose which the home page shows. */
export function adminTestimonialsRouter(testimonials: TestimonialStore, requireOwner: Middleware<OwnerState>) {
  return orderedListRouter({
    prefix: '/api/admin/testimonials',
    listKey: 'testimonials',
    store: testimonials,
    readInput: (ctx) => validateBodyByRules(ctx, testimonialBody, trimTestimonial, testimonialMessages),
    notFound: 'There is no such testimonial.',
    requireOwner,
  });
}
