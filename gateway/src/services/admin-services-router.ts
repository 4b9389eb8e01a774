import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import { SERVICE_MESSAGES, serviceMessages, slugFromTitle, tidyService } from '../../contract/service-rules.ts';
import { SERVICE_ICONS } from '../../contract/services.ts';
import { orderedListRouter } from '../http/ordered-list-router.ts';
import { fieldError, validateBodyByRules } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import type { Service, ServiceInput, ServiceStore } from './service-store.ts';

// The shape at the edge; the limits are the contract's rules, shared with the dashboard's form.
const serviceBody = z
  .object(
    {
      title: z.string({ error: SERVICE_MESSAGES.titleMissing }),
      slug: z.string({ error: 'Give the link name as text, or leave it empty.' }).nullable().optional(),
      summary: z.string({ error: 'Write a one-line summary.' }),
      description: z.string({ error: 'Describe the service.' }),
      priceHint: z.string({ error: 'Give the price hint as text, or leave it empty.' }).nullable().optional(),
      icon: z.enum(SERVICE_ICONS, `Choose one of: ${SERVICE_ICONS.join(', ')}.`),
    },
    { error: 'The request body must be a JSON object.' },
  )
  .transform((body): ServiceInput => ({ ...body, slug: body.slug ?? '', priceHint: body.priceHint ?? null }));

function serviceInput(ctx: Context, services: ServiceStore, currentId?: number): ServiceInput {
  const input = validateBodyByRules(ctx, serviceBody, tidyService, serviceMessages);
  const slug = input.slug || slugFromTitle(input.title) || 'service';
  const holder = services.findBySlug(slug);
  if (holder && holder.id !== currentId) fieldError(ctx, 'slug', SERVICE_MESSAGES.slugTaken);
  return { ...input, slug };
}

const json = ({ updatedAt: _updatedAt, ...service }: Service) => service;

/** The owner's services: create, edit, reorder, delete. */
export function adminServicesRouter(services: ServiceStore, requireOwner: Middleware<OwnerState>) {
  return orderedListRouter({
    prefix: '/api/admin/services',
    listKey: 'services',
    store: services,
    readInput: (ctx, currentId) => serviceInput(ctx, services, currentId),
    toJson: json,
    notFound: 'There is no such service.',
    requireOwner,
  });
}
