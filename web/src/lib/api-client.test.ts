import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/config/constants.ts';
import { API_URL } from '@/config/env.ts';
import { paths } from '@/config/paths.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api.ts';
import { ApiError, apiClient, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, SESSION_ENDED_MESSAGE } from './api-client.ts';

const TOKEN = 'stored-session-token';

function openDashboardAt(path: string) {
  const { router } = renderWithRouter(
    [
      { path: paths.adminLogin, element: null },
      { path: `${paths.adminDashboard}/*`, element: null },
    ],
    path,
  );
  return router;
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiClient', () => {
  it('sends JSON with the stored token on an authenticated call and reads the JSON answer', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    const fetchMock = stubApi({ 'PUT /api/admin/site': () => jsonResponse(200, { name: 'Brightside Painting' }) });

    const answer = await apiClient.put('/api/admin/site', { name: 'Brightside Painting' }, { authenticated: true });

    expect(answer).toEqual({ name: 'Brightside Painting' });
    expect(fetchMock).toHaveBeenCalledWith(`${API_URL}/api/admin/site`, {
      method: 'PUT',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ name: 'Brightside Painting' }),
      signal: undefined,
    });
  });

  it('never sends the token on a public call', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    const fetchMock = stubApi({ 'GET /api/services': () => jsonResponse(200, []) });

    await apiClient.get('/api/services');

    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('ends the session when an authenticated call answers 401: token gone, back to sign-in', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    stubApi({
      'GET /api/admin/messages': () =>
        errorResponse(401, { code: 'unauthorized', message: 'Authentication required.' }),
    });
    const router = openDashboardAt(paths.adminQuoteRequests);

    const error = await failureOf(apiClient.get('/api/admin/messages', { authenticated: true }));

    expect(error).toMatchObject({ status: 401, message: SESSION_ENDED_MESSAGE });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await expect.poll(() => router.state.location.pathname).toBe(paths.adminLogin);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves the session alone when a public call answers 401', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    stubApi({
      'POST /api/auth/login': () =>
        errorResponse(401, { code: 'invalid_credentials', message: 'Wrong username or password.' }),
    });
    const router = openDashboardAt(paths.adminDashboard);

    const error = await failureOf(apiClient.post('/api/auth/login', { username: 'owner', password: 'nope' }));

    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials', message: 'Wrong username or password.' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(router.state.location.pathname).toBe(paths.adminDashboard);
  });

  it('turns a network failure into an ApiError that says the server cannot be reached', async () => {
    stubApi({ 'GET /api/site': () => Promise.reject(new TypeError('Failed to fetch')) });

    const error = await failureOf(apiClient.get('/api/site'));

    expect(error).toMatchObject({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE, fields: {} });
  });

  it('hands back the gateway’s code, message and field messages', async () => {
    stubApi({
      'POST /api/contact': () =>
        errorResponse(400, {
          code: 'validation_failed',
          message: 'Check the highlighted fields.',
          fields: { email: 'Enter an email address.' },
        }),
    });

    const error = await failureOf(apiClient.post('/api/contact', {}));

    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Check the highlighted fields.',
      fields: { email: 'Enter an email address.' },
    });
  });

  it('keeps what else the error body carries (a 409 with the next free windows)', async () => {
    const body = {
      error: { code: 'window_taken', message: 'Someone has just booked that time.' },
      windows: { enabled: true, timeZone: 'America/Los_Angeles', days: [] },
    };
    stubApi({ 'POST /api/visits': () => jsonResponse(409, body) });

    const error = await failureOf(apiClient.post('/api/visits', {}));

    expect(error).toMatchObject({ status: 409, code: 'window_taken', body });
  });

  it('words a failure without a gateway error body plainly', async () => {
    stubApi({ 'GET /api/site': () => new Response('<html>Bad Gateway</html>', { status: 502 }) });

    const error = await failureOf(apiClient.get('/api/site'));

    expect(error).toMatchObject({ status: 502, message: 'The server ran into a problem. Try again in a moment.' });
  });

  it('reads an empty answer (204) as nothing', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    stubApi({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });

    await expect(apiClient.post('/api/auth/logout', undefined, { authenticated: true })).resolves.toBeUndefined();
  });

  it('gives a cancelled call its abort back rather than a connection error', async () => {
    stubApi({ 'GET /api/site': () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')) });
    const controller = new AbortController();
    controller.abort();

    await expect(apiClient.get('/api/site', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
  it('downloads a file with the stored token, under the name the gateway suggests', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    const fetchMock = stubApi({
      'GET /api/admin/messages/export.csv': () =>
        new Response('Name\r\nMaria\r\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="quote-requests.csv"' },
        }),
    });

    const { blob, fileName } = await apiClient.download('/api/admin/messages/export.csv', { authenticated: true });

    expect(fileName).toBe('quote-requests.csv');
    expect(await blob.text()).toBe('Name\r\nMaria\r\n');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: `Bearer ${TOKEN}` });
  });

  it('ends the session when a download is refused with 401, as for any authenticated call', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    stubApi({
      'GET /api/admin/messages/export.csv': () =>
        errorResponse(401, { code: 'unauthorized', message: 'Sign in first.' }),
    });
    const router = openDashboardAt(paths.adminQuoteRequests);

    const error = await failureOf(apiClient.download('/api/admin/messages/export.csv', { authenticated: true }));

    expect(error).toMatchObject({ status: 401, message: SESSION_ENDED_MESSAGE });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await expect.poll(() => router.state.location.pathname).toBe(paths.adminLogin);
  });
});
