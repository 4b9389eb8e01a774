import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isLazyPage } from './lazy-page.ts';

/**
 * Loads the code of the pages on the routes that match `location`. A published page hydrates
 * after it: each lazy page then renders at once, the same markup the server rendered, instead
 * of its loading fallback.
 */
export async function loadMatchedPages(routes: RouteObject[], location: string | Partial<Location>): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const page = isValidElement(route.element) ? route.element.type : undefined;
      return isLazyPage(page) ? page.load() : undefined;
    }),
  );
}
