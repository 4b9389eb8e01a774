import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import { TESTIMONIAL_MESSAGES, testimonialMessages, trimTestimonial } from '../../contract/testimonial-rules.ts';
import type { TestimonialInput, TestimonialsResponse } from '../../contract/testimonials.ts';
import type { AdminState } from '../auth/require-admin.ts';
import { idParam, validateBody } from '../http/validate.ts';
import type { TestimonialStore } from '../store/testimonial-store.ts';
import { newOrder } from './reorder.ts';

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

function testimonialInput(ctx: Context): TestimonialInput {
  const input = trimTestimonial(validateBody(ctx, testimonialBody));
  const fields = testimonialMessages(input);
  if (Object.keys(fields).length > 0) {
    ctx.throw(400, 'Some fields need attention.', { code: 'validation_failed', fields });
  }
  return input;
}

const NOT_FOUND = 'There is no such testimonial.';

/** The owner's testimonials: create, edit, reorder, delete, and choose which the home page shows. */
export function adminTestimonialsRouter(
  testimonials: TestimonialStore,
  requireAdmin: Middleware<AdminState>,
): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin/testimonials' });

  router.get('/', requireAdmin, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { testimonials: testimonials.list() } satisfies TestimonialsResponse;
  });

  router.post('/', requireAdmin, (ctx) => {
    ctx.status = 201;
    ctx.body = testimonials.add(testimonialInput(ctx));
  });

  router.put('/order', requireAdmin, (ctx) => {
    testimonials.reorder(
      newOrder(
        ctx,
        testimonials.list().map((testimonial) => testimonial.id),
      ),
    );
    ctx.status = 204;
  });

  router.put('/:id', requireAdmin, (ctx) => {
    const id = idParam(ctx);
    if (!testimonials.get(id)) return ctx.throw(404, NOT_FOUND);
    const updated = testimonials.update(id, testimonialInput(ctx));
    if (!updated) return ctx.throw(404, NOT_FOUND);
    ctx.body = updated;
  });

  router.delete('/:id', requireAdmin, (ctx) => {
    if (!testimonials.remove(idParam(ctx))) return ctx.throw(404, NOT_FOUND);
    ctx.status = 204;
  });

  return router;
}
