import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import {
  type BusinessDetails,
  COUNTRY_CODES,
  type CountryCode,
  DEFAULT_COUNTRY,
  SOCIAL_NETWORKS,
  WEEKDAYS,
} from '../../contract/business.ts';
import { type BusinessDetailsInput, businessMessages, tidyBusinessDetails } from '../../contract/business-rules.ts';
import { tidyHours } from '../../contract/opening-hours-rules.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { publishes } from '../http/side-effects.ts';
import { validateBodyByRules } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import type { Business, BusinessStore } from './business-store.ts';

// The shape at the edge; the limits are the contract's rules, shared with the dashboard's form.
const text = (label: string) => z.string({ error: `${label} is text.` });

const businessBody = z.object(
  {
    name: text('The name'),
    tagline: text('The tagline'),
    phone: text('The phone number'),
    email: text('The email address'),
    address: z.object(
      {
        street: text('The street'),
        city: text('The city'),
        region: text('The state'),
        postalCode: text('The ZIP code'),
        // Left out by clients from before countries: the one saved stays.
        country: z.string({ error: `Choose one of: ${COUNTRY_CODES.join(', ')}.` }).optional(),
      },
      { error: 'Give the address as street, city, region, postal code and country.' },
    ),
    serviceArea: z.array(text('A place name'), { error: 'List the places you work in.' }),
    hours: z.array(
      z.object(
        {
          day: z.string({ error: `Choose one of: ${WEEKDAYS.join(', ')}.` }),
          closed: z.boolean({ error: 'Say whether the business is closed that day (true or false).' }),
          opens: z.string({ error: 'Give the opening time as HH:MM.' }),
          closes: z.string({ error: 'Give the closing time as HH:MM.' }),
        },
        { error: 'Give each day as {day, closed, opens, closes}.' },
      ),
      { error: 'List the opening hours by day.' },
    ),
    licence: text('The licence line'),
    foundedYear: z.union([z.null(), z.number({ error: 'Enter a year.' })]),
    social: z.array(
      z.object({
        network: z.string({ error: `Choose one of: ${SOCIAL_NETWORKS.join(', ')}.` }),
        url: z.string({ error: 'Enter the page address.' }),
      }),
      { error: 'List the social pages.' },
    ),
  },
  { error: 'The request body must be a JSON object.' },
);

const json = ({ updatedAt: _updatedAt, ...details }: Business): BusinessDetails => details;

/** The owner's business details: every fact the public pages show. */
export function adminSiteRouter(business: BusinessStore, requireOwner: Middleware<OwnerState>): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });

  router.get('/site', requireOwner, (ctx) => {
    const details = business.get();
    if (!details) return ctx.throw(503, 'The site is still being set up.', { expose: true, code: 'not_ready' });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = json(details);
  });

  router.put('/site', requireOwner, publishes, (ctx) => {
    const savedCountry: CountryCode = business.get()?.address.country ?? DEFAULT_COUNTRY;
    // The choices (country, days, networks) are strings until the contract's rules have checked them:
    // the answer is 400 unless every one is on its list.
    const withCountry = (body: z.infer<typeof businessBody>) =>
      ({
        ...body,
        address: { ...body.address, country: body.address.country ?? savedCountry },
      }) as BusinessDetailsInput;
    const details = validateBodyByRules(
      ctx,
      businessBody,
      (body) => tidyBusinessDetails(withCountry(body)),
      // The gateway's clock says which year it is.
      (input) => businessMessages(input, new Date().getUTCFullYear()),
    );
    business.save({ ...details, hours: tidyHours(details.hours) });
    const saved = business.get();
    if (!saved) return ctx.throw(500);
    ctx.body = json(saved);
  });

  return router;
}
