import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.ts';
import { loadMatchedPages } from './load-matched-pages.ts';

const Page = () => null;

function routeTree() {
  const importGallery = vi.fn(async () => ({ Component: Page }));
  const importContact = vi.fn(async () => ({ Component: Page }));
  const routes: RouteObject[] = [
    {
      element: createElement(Page),
      children: [
        { path: '/gallery', element: createElement(lazyPage(importGallery)) },
        { path: '/contact', element: createElement(lazyPage(importContact)) },
      ],
    },
  ];
  return { routes, importGallery, importContact };
}

describe('loading the pages of a published page before hydrating', () => {
  it('loads the code of the page matching the address', async () => {
    const { routes, importGallery } = routeTree();

    await loadMatchedPages(routes, { pathname: '/gallery' });

    expect(importGallery).toHaveBeenCalledOnce();
  });

  it('leaves the pages the address does not match to load on demand', async () => {
    const { routes, importContact } = routeTree();

    await loadMatchedPages(routes, { pathname: '/gallery' });

    expect(importContact).not.toHaveBeenCalled();
  });
});
