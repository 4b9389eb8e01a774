import { HEADER_NAME_SEGMENT } from './brand.ts';
import { SEARCH_VISIBILITY_SEGMENT } from './search-visibility.ts';

// The API writes whose success changes what visitors see. The SPA reads this list and forgets the
// public content it holds after each, so this tab's public pages load the new snapshot; in the
// gateway each of these routes declares `publishes` on its route line (the site is published and
// the answer waits for it), and gateway/src/http/side-effects.test.ts holds the two to each other.

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A write route: its method and path, where a `:name` segment stands for any one segment. */
export interface WriteRoute {
  method: WriteMethod;
  path: string;
}

const ADMIN = '/api/admin';

/** The owner's ordered lists: add, reorder, edit, delete (`:id` also covers `order`). */
const orderedList = (list: string): WriteRoute[] => [
  { method: 'POST', path: `${ADMIN}/${list}` },
  { method: 'PUT', path: `${ADMIN}/${list}/:id` },
  { method: 'DELETE', path: `${ADMIN}/${list}/:id` },
];

export const SITE_CHANGING_ROUTES: readonly WriteRoute[] = [
  { method: 'PUT', path: `${ADMIN}/site` },
  // Each page's words, and the picture shown when a page is shared.
  { method: 'PUT', path: `${ADMIN}/pages/:page` },
  { method: 'PUT', path: `${ADMIN}/brand` },
  { method: 'PUT', path: `${ADMIN}/brand/${HEADER_NAME_SEGMENT}` },
  { method: 'POST', path: `${ADMIN}/brand/logo` },
  { method: 'DELETE', path: `${ADMIN}/brand/logo` },
  { method: 'PUT', path: `${ADMIN}/${SEARCH_VISIBILITY_SEGMENT}` },
  { method: 'POST', path: `${ADMIN}/gallery` },
  { method: 'PUT', path: `${ADMIN}/gallery/order` },
  { method: 'PATCH', path: `${ADMIN}/gallery/:id` },
  { method: 'DELETE', path: `${ADMIN}/gallery/:id` },
  { method: 'PUT', path: `${ADMIN}/gallery/:id/before` },
  { method: 'DELETE', path: `${ADMIN}/gallery/:id/before` },
  ...['services', 'testimonials', 'faq', 'work-steps'].flatMap(orderedList),
];

function pathMatches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = path.split('/');
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) => (segment.startsWith(':') ? given[index] !== '' : segment === given[index]))
  );
}

/** Whether a successful `method` call to `path` (its query string ignored) changes the public site. */
export function changesPublicSite(method: string, path: string): boolean {
  const [pathOnly = ''] = path.split('?');
  const upper = method.toUpperCase();
  return SITE_CHANGING_ROUTES.some((route) => route.method === upper && pathMatches(route.path, pathOnly));
}
