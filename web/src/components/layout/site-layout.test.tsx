import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { SiteLayout } from './site-layout.tsx';

function renderLayoutAt(path: string) {
  return renderWithRouter(
    [
      {
        element: <SiteLayout brandName="Brightside Painting" />,
        children: Object.values(paths).map((pagePath) => ({ path: pagePath, element: <p>Page content</p> })),
      },
    ],
    path,
  );
}

describe('SiteLayout', () => {
  it('offers the four public pages in the main navigation and marks the current one', () => {
    renderLayoutAt(paths.services);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');

    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Gallery', 'Services', 'Contact']);
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Home', 'Gallery', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });

  it('marks only Home as current on the home page', () => {
    renderLayoutAt(paths.home);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');

    expect(current.map((link) => link.textContent)).toEqual(['Home']);
  });

  it('lets keyboard users skip straight to the page content', () => {
    renderLayoutAt(paths.home);

    const links = screen.getAllByRole('link');

    expect(links[0]).toHaveTextContent('Skip to content');
    expect(links[0]).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
