import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import {
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_DESCRIPTION_MIN_LENGTH,
  SERVICE_ICONS,
  SERVICE_PRICE_HINT_MAX_LENGTH,
  SERVICE_SLUG_MAX_LENGTH,
  SERVICE_SLUG_PATTERN,
  SERVICE_SUMMARY_MAX_LENGTH,
  SERVICE_SUMMARY_MIN_LENGTH,
  SERVICE_TITLE_MAX_LENGTH,
  SERVICE_TITLE_MIN_LENGTH,
} from '../../contract/services.ts';
import type { AdminState } from '../auth/require-admin.ts';
import { orderedListRouter } from '../http/ordered-list-router.ts';
import { fieldError, validateBody } from '../http/validate.ts';
import type { Service, ServiceInput, ServiceStore } from './service-store.ts';

const serviceBody = z.object(
  {
    title: z
      .string({ error: 'Give the service a title.' })
      .trim()
      .min(SERVICE_TITLE_MIN_LENGTH, 'Give the service a title.')
      .max(SERVICE_TITLE_MAX_LENGTH, `Titles can be at most ${SERVICE_TITLE_MAX_LENGTH} characters.`),
    slug: z
      .union([
        z.literal(''),
        z.null(),
        z
          .string()
          .trim()
          .max(SERVICE_SLUG_MAX_LENGTH, `Web addresses can be at most ${SERVICE_SLUG_MAX_LENGTH} characters.`)
          .regex(SERVICE_SLUG_PATTERN, 'Use lowercase letters, digits and hyphens, like interior-painting.'),
      ])
      .optional(),
    summary: z
      .string({ error: 'Write a one-line summary.' })
      .trim()
      .min(SERVICE_SUMMARY_MIN_LENGTH, `Write a summary of at least ${SERVICE_SUMMARY_MIN_LENGTH} characters.`)
      .max(SERVICE_SUMMARY_MAX_LENGTH, `Summaries can be at most ${SERVICE_SUMMARY_MAX_LENGTH} characters.`),
    description: z
      .string({ error: 'Describe the service.' })
      .trim()
      .min(
        SERVICE_DESCRIPTION_MIN_LENGTH,
        `Describe the service in at least ${SERVICE_DESCRIPTION_MIN_LENGTH} characters.`,
      )
      .max(SERVICE_DESCRIPTION_MAX_LENGTH, `Descriptions can be at most ${SERVICE_DESCRIPTION_MAX_LENGTH} characters.`),
    priceHint: z
      .union([
        z.null(),
        z
          .string()
          .trim()
          .max(
            SERVICE_PRICE_HINT_MAX_LENGTH,
            `Price hints can be at most ${SERVICE_PRICE_HINT_MAX_LENGTH} characters.`,
          ),
      ])
      .optional()
      .transform((hint) => hint || null),
    icon: z.enum(SERVICE_ICONS, `Choose one of: ${SERVICE_ICONS.join(', ')}.`),
  },
  { error: 'The request body must be a JSON object.' },
);

/** "Deck & fence staining" → "deck-fence-staining". */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

function serviceInput(ctx: Context, services: ServiceStore, currentId?: number): ServiceInput {
  const body = validateBody(ctx, serviceBody);
  const slug = body.slug || slugFromTitle(body.title) || 'service';
  const holder = services.findBySlug(slug);
  if (holder && holder.id !== currentId) fieldError(ctx, 'slug', 'That address is already used by another service.');
  return {
    slug,
    title: body.title,
    summary: body.summary,
    description: body.description,
    priceHint: body.priceHint,
    icon: body.icon,
  };
}

const json = ({ updatedAt: _updatedAt, ...service }: Service) => service;

/** The owner's services: create, edit, reorder, delete. */
export function adminServicesRouter(services: ServiceStore, requireAdmin: Middleware<AdminState>) {
  return orderedListRouter({
    prefix: '/api/admin/services',
    listKey: 'services',
    store: services,
    readInput: (ctx, currentId) => serviceInput(ctx, services, currentId),
    toJson: json,
    notFound: 'There is no such service.',
    requireAdmin,
  });
}
