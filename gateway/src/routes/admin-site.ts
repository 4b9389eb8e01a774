import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { AdminState } from '../auth/require-admin.ts';
import { validateBody } from '../http/validate.ts';
import type { Business, BusinessStore } from '../store/business-store.ts';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'google', 'houzz', 'nextdoor', 'yelp'] as const;

const line = (max: number, label: string) =>
  z
    .string({ error: `${label} is text.` })
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .refine((text) => !/\p{Cc}/u.test(text), `${label} must be a single line.`);

const businessBody = z.object(
  {
    name: line(100, 'The name').pipe(z.string().min(2, 'Enter the business name.')),
    tagline: line(200, 'The tagline'),
    phone: line(40, 'The phone number').refine(
      (phone) => phone === '' || /^[+\d\s().-]{7,40}$/.test(phone),
      'Enter a phone number using digits.',
    ),
    email: line(254, 'The email address').refine(
      (email) => email === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email),
      'Enter an email address like name@example.com.',
    ),
    address: z.object(
      {
        street: line(100, 'The street'),
        city: line(100, 'The city'),
        region: line(100, 'The state'),
        postalCode: line(100, 'The ZIP code'),
      },
      { error: 'Give the address as street, city, region and postal code.' },
    ),
    serviceArea: z
      .array(line(60, 'A place name').pipe(z.string().min(1, 'Enter the place name or remove the row.')), {
        error: 'List the places you work in.',
      })
      .max(40, 'List at most 40 places.'),
    hours: z
      .array(
        z.object({
          days: line(40, 'The days').pipe(z.string().min(1, 'Enter the days, like Monday – Friday.')),
          hours: line(60, 'The hours').pipe(z.string().min(1, 'Enter the hours, like 8:00 am – 5:00 pm, or Closed.')),
        }),
        { error: 'List the opening hours.' },
      )
      .max(10, 'At most 10 rows of opening hours.'),
    licence: line(200, 'The licence line'),
    foundedYear: z.union([
      z.null(),
      z
        .number({ error: 'Enter a year.' })
        .int('Enter a year.')
        .min(1900, 'Enter a year after 1900.')
        .max(new Date().getUTCFullYear(), 'That year has not happened yet.'),
    ]),
    social: z
      .array(
        z.object({
          network: z.enum(SOCIAL_NETWORKS, `Choose one of: ${SOCIAL_NETWORKS.join(', ')}.`),
          url: z
            .string({ error: 'Enter the page address.' })
            .trim()
            .max(300, 'Addresses can be at most 300 characters.')
            .regex(/^https:\/\/[^\s<>"']+$/, 'Enter the full address, starting with https://'),
        }),
        { error: 'List the social pages.' },
      )
      .max(6, 'At most 6 social links.'),
  },
  { error: 'The request body must be a JSON object.' },
);

const json = ({ updatedAt: _updatedAt, ...details }: Business) => details;

/** The owner's business details: every fact the public pages show. */
export function adminSiteRouter(business: BusinessStore, requireAdmin: Middleware<AdminState>): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin/site' });

  router.get('/', requireAdmin, (ctx) => {
    const details = business.get();
    if (!details) return ctx.throw(503, 'The site is still being set up.', { expose: true, code: 'not_ready' });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = json(details);
  });

  router.put('/', requireAdmin, (ctx) => {
    business.save(validateBody(ctx, businessBody));
    const saved = business.get();
    if (!saved) return ctx.throw(500);
    ctx.body = json(saved);
  });

  return router;
}
