import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { stubPublicSite } from '@/testing/public-site-fixtures.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { routes } from './router.tsx';

describe('app routes', () => {
  it('shows the not-found page for an unknown path', async () => {
    stubPublicSite();
    renderWithRouter(routes, '/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', paths.home);
    // The button's words come with the page's content, which may arrive just after the heading.
    expect(await screen.findByRole('link', { name: 'Request a free estimate' })).toHaveAttribute('href', paths.contact);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the home page with a call to request an estimate', async () => {
    stubPublicSite();
    renderWithRouter(routes, paths.home);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Interior and exterior painting, done right' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a free estimate' })).toHaveAttribute('href', paths.contact);
  });

  it('shows the owner sign-in page without the public header', async () => {
    renderWithRouter(routes, paths.adminLogin);

    expect(await screen.findByRole('heading', { level: 1, name: 'Owner sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
