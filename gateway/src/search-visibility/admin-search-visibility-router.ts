import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import {
  SEARCH_VISIBILITY_SEGMENT,
  SEARCH_WAITS_FOR_ADDRESS,
  type SearchVisibilitySetting,
  SITE_ADDRESS_MISSING,
} from '../../contract/search-visibility.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { publishes } from '../http/side-effects.ts';
import { validateBody } from '../http/validate.ts';
import type { SiteAddress } from '../kernel/site-address.ts';
import type { OwnerState } from '../owner/index.ts';
import type { SearchVisibilityStore } from './search-visibility-store.ts';

const visibilityBody = z.object(
  { shown: z.boolean({ error: 'Say whether search engines may list the site: true or false.' }) },
  { error: 'The request body must be a JSON object.' },
);

/**
 * "Show my site in search engines": read it, turn it on or off. A change republishes the site
 * (`publishes`): the pages' robots tag and robots.txt follow it. Turning it on waits for the site's
 * address (409 with the reason): a listing of localhost pages helps nobody.
 */
export function adminSearchVisibilityRouter(
  visibility: SearchVisibilityStore,
  siteAddress: Pick<SiteAddress, 'current'>,
  requireOwner: Middleware<OwnerState>,
): Router<OwnerState> {
  const setting = (): SearchVisibilitySetting => ({
    shown: visibility.get().shown,
    addressSet: siteAddress.current() !== undefined,
  });
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });
  const path = `/${SEARCH_VISIBILITY_SEGMENT}`;

  router.get(path, requireOwner, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = setting();
  });

  router.put(path, requireOwner, publishes, (ctx) => {
    const { shown } = validateBody(ctx, visibilityBody);
    if (shown && siteAddress.current() === undefined) {
      ctx.throw(409, SEARCH_WAITS_FOR_ADDRESS, { code: SITE_ADDRESS_MISSING, expose: true });
    }
    visibility.set(shown);
    ctx.body = setting();
  });

  return router;
}
