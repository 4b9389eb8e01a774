import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/config/constants.ts';
import { API_URL } from '@/config/env.ts';
import { paths } from '@/config/paths.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { AdminGuard } from './admin-guard.tsx';

const TOKEN = 'stored-session-token';

function renderGuardedDashboard() {
  return renderWithRouter(
    [
      { path: paths.adminLogin, element: <h1>Owner sign-in</h1> },
      {
        path: paths.adminDashboard,
        element: (
          <AdminGuard>
            <h1>Dashboard</h1>
          </AdminGuard>
        ),
      },
    ],
    paths.adminDashboard,
  );
}

function stubFetch(implementation: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('AdminGuard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a visitor without a token to the sign-in page without asking the server', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(new Response(null, { status: 200 })));

    const { router } = renderGuardedDashboard();

    expect(await screen.findByRole('heading', { name: 'Owner sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminLogin);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Loading... while the credentials are being checked', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    stubFetch(() => new Promise<Response>(() => {}));

    renderGuardedDashboard();

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the dashboard once the server accepts the stored token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    const fetchMock = stubFetch(() => Promise.resolve(new Response(null, { status: 200 })));

    const { router } = renderGuardedDashboard();

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminDashboard);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      `${API_URL}/admin/credentials`,
      expect.objectContaining({
        method: 'GET',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
      }),
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
  });

  it('forgets a rejected token and sends the owner to sign in again', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    stubFetch(() => Promise.resolve(new Response(null, { status: 401 })));

    const { router } = renderGuardedDashboard();

    expect(await screen.findByRole('heading', { name: 'Owner sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminLogin);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('forgets the token and sends the owner to sign in when the server cannot be reached', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    const { router } = renderGuardedDashboard();

    expect(await screen.findByRole('heading', { name: 'Owner sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminLogin);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('cancels the check when the owner leaves before it answers', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    const fetchMock = stubFetch(() => new Promise<Response>(() => {}));

    const { unmount } = renderGuardedDashboard();
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);

    unmount();

    expect(signal?.aborted).toBe(true);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
  });
});
