import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { SEARCH_VISIBILITY_SEGMENT, type SearchVisibility } from '../../contract/search-visibility.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { publishes } from '../http/side-effects.ts';
import { validateBody } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import type { SearchVisibilityStore } from './search-visibility-store.ts';

const visibilityBody = z.object(
  { shown: z.boolean({ error: 'Say whether search engines may list the site: true or false.' }) },
  { error: 'The request body must be a JSON object.' },
);

/**
 * "Show my site in search engines": read it, turn it on or off. A change republishes the site
 * (`publishes`): the pages' robots tag and robots.txt follow it.
 */
export function adminSearchVisibilityRouter(
  visibility: SearchVisibilityStore,
  requireOwner: Middleware<OwnerState>,
): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });
  const path = `/${SEARCH_VISIBILITY_SEGMENT}`;

  router.get(path, requireOwner, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = visibility.get() satisfies SearchVisibility;
  });

  router.put(path, requireOwner, publishes, (ctx) => {
    const { shown } = validateBody(ctx, visibilityBody);
    ctx.body = visibility.set(shown) satisfies SearchVisibility;
  });

  return router;
}
