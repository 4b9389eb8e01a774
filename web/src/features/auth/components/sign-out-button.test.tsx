import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router.tsx';
import { TOKEN_STORAGE_KEY } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { callsTo, fakeToken, jsonResponse, stubApi } from '@/testing/stub-api.ts';

const TOKEN = fakeToken('owner');

async function openDashboard() {
  localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
  const rendered = renderWithRouter(routes, paths.adminDashboard);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return rendered;
}

describe('signing out', () => {
  it('revokes the token, forgets it and returns to the sign-in page', async () => {
    const fetchMock = stubApi({
      'GET /admin/credentials': () => jsonResponse(200, { username: 'owner' }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const { router } = await openDashboard();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Owner sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminLogin);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/auth/logout')[0]?.headers).toMatchObject({ Authorization: `Bearer ${TOKEN}` });
  });

  it('signs out here even when the server cannot be reached', async () => {
    stubApi({
      'GET /admin/credentials': () => jsonResponse(200, { username: 'owner' }),
      'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { router } = await openDashboard();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Owner sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminLogin);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('leaves the dashboard closed afterwards', async () => {
    const fetchMock = stubApi({
      'GET /admin/credentials': () => jsonResponse(200, { username: 'owner' }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const { router } = await openDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: 'Owner sign-in' });

    await act(() => router.navigate(paths.adminAccount));

    expect(await screen.findByRole('heading', { level: 1, name: 'Owner sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminLogin);
    // No token left to check: the guard turns the owner back without asking the server.
    expect(callsTo(fetchMock, 'GET /admin/credentials')).toHaveLength(1);
  });
});
