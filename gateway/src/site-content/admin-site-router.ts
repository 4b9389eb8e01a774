import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import {
  BUSINESS_ADDRESS_PART_MAX_LENGTH,
  BUSINESS_EMAIL_MAX_LENGTH,
  BUSINESS_LICENCE_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
  BUSINESS_NAME_MIN_LENGTH,
  BUSINESS_PHONE_MAX_LENGTH,
  BUSINESS_PHONE_PATTERN,
  BUSINESS_TAGLINE_MAX_LENGTH,
  type BusinessDetails,
  COUNTRY_CODES,
  DEFAULT_COUNTRY,
  FOUNDED_YEAR_MIN,
  SERVICE_AREA_MAX_PLACES,
  SERVICE_AREA_PLACE_MAX_LENGTH,
  SOCIAL_LINK_URL_MAX_LENGTH,
  SOCIAL_LINKS_MAX,
  SOCIAL_NETWORKS,
  WEEKDAYS,
} from '../../contract/business.ts';
import { hoursMessages, tidyHours } from '../../contract/opening-hours-rules.ts';
import type { AdminState } from '../auth/require-admin.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { publishesSite } from '../http/publish-after-write.ts';
import { validateBody } from '../http/validate.ts';
import type { Business, BusinessStore } from './business-store.ts';

const line = (max: number, label: string) =>
  z
    .string({ error: `${label} is text.` })
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .refine((text) => !/\p{Cc}/u.test(text), `${label} must be a single line.`);

const businessBody = z.object(
  {
    name: line(BUSINESS_NAME_MAX_LENGTH, 'The name').pipe(
      z.string().min(BUSINESS_NAME_MIN_LENGTH, 'Enter the business name.'),
    ),
    tagline: line(BUSINESS_TAGLINE_MAX_LENGTH, 'The tagline'),
    phone: line(BUSINESS_PHONE_MAX_LENGTH, 'The phone number').refine(
      (phone) => phone === '' || BUSINESS_PHONE_PATTERN.test(phone),
      'Enter a phone number using digits.',
    ),
    email: line(BUSINESS_EMAIL_MAX_LENGTH, 'The email address').refine(
      (email) => email === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email),
      'Enter an email address like name@example.com.',
    ),
    address: z.object(
      {
        street: line(BUSINESS_ADDRESS_PART_MAX_LENGTH, 'The street'),
        city: line(BUSINESS_ADDRESS_PART_MAX_LENGTH, 'The city'),
        region: line(BUSINESS_ADDRESS_PART_MAX_LENGTH, 'The state'),
        postalCode: line(BUSINESS_ADDRESS_PART_MAX_LENGTH, 'The ZIP code'),
        // Left out by clients from before countries: the one saved stays.
        country: z.enum(COUNTRY_CODES, `Choose one of: ${COUNTRY_CODES.join(', ')}.`).optional(),
      },
      { error: 'Give the address as street, city, region, postal code and country.' },
    ),
    serviceArea: z
      .array(
        line(SERVICE_AREA_PLACE_MAX_LENGTH, 'A place name').pipe(
          z.string().min(1, 'Enter the place name or remove the row.'),
        ),
        {
          error: 'List the places you work in.',
        },
      )
      .max(SERVICE_AREA_MAX_PLACES, `List at most ${SERVICE_AREA_MAX_PLACES} places.`),
    hours: z
      .array(
        z.object(
          {
            day: z.enum(WEEKDAYS, `Choose one of: ${WEEKDAYS.join(', ')}.`),
            closed: z.boolean({ error: 'Say whether the business is closed that day (true or false).' }),
            opens: z.string({ error: 'Give the opening time as HH:MM.' }).trim(),
            closes: z.string({ error: 'Give the closing time as HH:MM.' }).trim(),
          },
          { error: 'Give each day as {day, closed, opens, closes}.' },
        ),
        { error: 'List the opening hours by day.' },
      )
      // The contract's rules, the ones the dashboard checks as the owner types.
      .superRefine((hours, ctx) => {
        for (const [path, message] of Object.entries(hoursMessages(hours))) {
          ctx.addIssue({ code: 'custom', message, path: path === '' ? [] : path.split('.') });
        }
      })
      .transform(tidyHours),
    licence: line(BUSINESS_LICENCE_MAX_LENGTH, 'The licence line'),
    foundedYear: z.union([
      z.null(),
      z
        .number({ error: 'Enter a year.' })
        .int('Enter a year.')
        .min(FOUNDED_YEAR_MIN, `Enter a year after ${FOUNDED_YEAR_MIN}.`)
        .max(new Date().getUTCFullYear(), 'That year has not happened yet.'),
    ]),
    social: z
      .array(
        z.object({
          network: z.enum(SOCIAL_NETWORKS, `Choose one of: ${SOCIAL_NETWORKS.join(', ')}.`),
          url: z
            .string({ error: 'Enter the page address.' })
            .trim()
            .max(SOCIAL_LINK_URL_MAX_LENGTH, `Addresses can be at most ${SOCIAL_LINK_URL_MAX_LENGTH} characters.`)
            .regex(/^https:\/\/[^\s<>"']+$/, 'Enter the full address, starting with https://'),
        }),
        { error: 'List the social pages.' },
      )
      .max(SOCIAL_LINKS_MAX, `At most ${SOCIAL_LINKS_MAX} social links.`),
  },
  { error: 'The request body must be a JSON object.' },
);

const json = ({ updatedAt: _updatedAt, ...details }: Business): BusinessDetails => details;

/** The owner's business details: every fact the public pages show. */
export function adminSiteRouter(business: BusinessStore, requireAdmin: Middleware<AdminState>): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin', ...EXACT_PATHS });

  router.get('/site', requireAdmin, (ctx) => {
    const details = business.get();
    if (!details) return ctx.throw(503, 'The site is still being set up.', { expose: true, code: 'not_ready' });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = json(details);
  });

  router.put('/site', requireAdmin, publishesSite, (ctx) => {
    const body = validateBody(ctx, businessBody);
    const country = body.address.country ?? business.get()?.address.country ?? DEFAULT_COUNTRY;
    business.save({ ...body, address: { ...body.address, country } });
    const saved = business.get();
    if (!saved) return ctx.throw(500);
    ctx.body = json(saved);
  });

  return router;
}
