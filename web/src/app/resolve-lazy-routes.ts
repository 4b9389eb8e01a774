import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the code of the routes that match `location` and puts it on the route objects, as if it
 * had never been lazy. A published page hydrates with it: the router then renders the page at
 * once, the same markup the server rendered, instead of its loading fallback.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: string | Partial<Location>): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}
