import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { stubPublicSite } from '@/testing/public-site-fixtures.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { routes } from '../router.tsx';
import { AppRoot } from './app-root.tsx';

// The sign-in page's code arrives only when a test lets it.
const signInCode = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release };
});
vi.mock('./admin/login.tsx', async (importOriginal) => {
  await signInCode.arrived;
  return importOriginal();
});

function Broken(): never {
  throw new Error('a page that cannot render');
}

describe('the app root', () => {
  it('shows Loading while the sign-in page’s code is on its way after a click on “Owner sign-in”', async () => {
    stubPublicSite();
    const user = userEvent.setup();
    renderWithRouter(routes, paths.home);
    await screen.findByRole('heading', { level: 1, name: 'Interior and exterior painting, done right' });

    await user.click(screen.getByRole('link', { name: 'Owner sign-in' }));

    expect(await screen.findByText(/^Loading\.{0,3}$/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    signInCode.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Owner sign-in' })).toBeInTheDocument();
  });

  it('shows the error page when a page throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithRouter([{ element: <AppRoot />, children: [{ path: paths.home, element: <Broken /> }] }], paths.home);

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
