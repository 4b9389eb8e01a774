import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { resolveLazyRoutes } from './resolve-lazy-routes.ts';

const Layout = () => null;
const Gallery = () => null;
const Contact = () => null;

function routeTree() {
  const gallery: RouteObject = { path: '/gallery', lazy: async () => ({ Component: Gallery }) };
  const contact: RouteObject = { path: '/contact', lazy: async () => ({ Component: Contact }) };
  const layout: RouteObject = { lazy: async () => ({ Component: Layout }), children: [gallery, contact] };
  return { routes: [layout], layout, gallery, contact };
}

describe('resolving the lazy routes of a published page before hydrating', () => {
  it('puts the code of every route matching the address on it, as if it had never been lazy', async () => {
    const { routes, layout, gallery } = routeTree();

    await resolveLazyRoutes(routes, { pathname: '/gallery' });

    expect(layout).not.toHaveProperty('lazy');
    expect(layout.Component).toBe(Layout);
    expect(gallery).not.toHaveProperty('lazy');
    expect(gallery.Component).toBe(Gallery);
  });

  it('leaves the routes the address does not match to load on demand', async () => {
    const { routes, contact } = routeTree();

    await resolveLazyRoutes(routes, { pathname: '/gallery' });

    expect(contact.lazy).toBeTypeOf('function');
    expect(contact.Component).toBeUndefined();
  });
});
