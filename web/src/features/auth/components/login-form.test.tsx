import { KEEP_SIGNED_IN_DAYS } from '@painting-site/gateway/contract/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router.tsx';
import { TOKEN_STORAGE_KEY } from '@/config/constants.ts';
import { API_URL } from '@/config/env.ts';
import { paths } from '@/config/paths.ts';
import { contentAnswer, SITE } from '@/testing/public-site-fixtures.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { callsTo, errorResponse, fakeToken, jsonResponse, stubApi } from '@/testing/stub-api.ts';
import { KEEP_SIGNED_IN_HINT, KEEP_SIGNED_IN_LABEL } from './login-form.tsx';

const TOKEN = fakeToken('owner');
const EXPIRES_AT = '2030-01-01T08:00:00.000Z';
const WRONG_CREDENTIALS = 'Wrong username or password.';
const TOO_MANY_ATTEMPTS = 'Too many failed sign-ins. Try again in about 15 minutes.';

/** The network the sign-in page meets: the published content (the business's name and logo), and `answers`. */
function stubSignInPage(answers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ 'GET /content.json': contentAnswer(), ...answers });
}

async function openSignInPage() {
  const rendered = renderWithRouter(routes, paths.adminLogin);
  await screen.findByRole('heading', { level: 1, name: 'Owner sign-in' });
  return rendered;
}

async function signInAs(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const form = () => screen.getByRole('form', { name: 'Sign in' });
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

describe('the owner sign-in form', () => {
  it('names the business from the published content: the app names none of its own', async () => {
    stubSignInPage({ 'GET /content.json': contentAnswer({ site: { ...SITE, name: 'Sunrise Painters' } }) });
    await openSignInPage();

    expect(await screen.findByText(/This sign-in is for the owner of Sunrise Painters/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Owner sign-in · Sunrise Painters'));
    expect(screen.queryByText(/Brightside/)).not.toBeInTheDocument();
  });

  it('labels its fields for the browser and password managers', async () => {
    stubSignInPage();
    await openSignInPage();

    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('says what is missing beside each field, without asking the server', async () => {
    const fetchMock = stubSignInPage();
    await openSignInPage();

    await signInAs('', '');

    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Enter your username.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(username).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(0);
  });

  it('refuses a username the server would refuse, and moves focus to it', async () => {
    const fetchMock = stubSignInPage();
    await openSignInPage();

    await signInAs('owner name!', 'correct horse battery');

    const username = screen.getByLabelText('Username');
    expect(username).toHaveAccessibleDescription('A username has only letters, digits and . _ @ -');
    expect(username).toHaveFocus();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(callsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(0);
  });

  it('refuses a username shorter than three characters', async () => {
    const fetchMock = stubSignInPage();
    await openSignInPage();

    await signInAs('ab', 'correct horse battery');

    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('A username is 3 to 64 characters long.');
    expect(callsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(0);
  });

  it('signs the owner in, keeps only the token and lands on the dashboard', async () => {
    const fetchMock = stubSignInPage({
      'POST /api/auth/login': () => jsonResponse(200, { token: TOKEN, expiresAt: EXPIRES_AT }),
      'GET /admin/credentials': () => jsonResponse(200, { username: 'owner' }),
    });
    const { router } = await openSignInPage();

    await signInAs('  owner ', 'correct horse battery');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminDashboard);
    expect(router.state.historyAction).toBe('REPLACE');
    expect({ ...localStorage }).toEqual({ [TOKEN_STORAGE_KEY]: TOKEN });
    expect(screen.getByText('Signed in as owner')).toBeInTheDocument();

    const [login] = callsTo(fetchMock, 'POST /api/auth/login');
    expect(fetchMock).toHaveBeenCalledWith(`${API_URL}/api/auth/login`, expect.anything());
    expect(login?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(login?.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(String(login?.body))).toEqual({
      username: 'owner',
      password: 'correct horse battery',
      keepSignedIn: false,
    });
  });

  it(`asks the gateway to keep the owner signed in on this device for ${KEEP_SIGNED_IN_DAYS} days when ticked`, async () => {
    const fetchMock = stubSignInPage({
      'POST /api/auth/login': () => jsonResponse(200, { token: TOKEN, expiresAt: EXPIRES_AT }),
      'GET /admin/credentials': () => jsonResponse(200, { username: 'owner' }),
    });
    await openSignInPage();
    const keep = screen.getByRole('checkbox', { name: KEEP_SIGNED_IN_LABEL });
    expect(keep).not.toBeChecked();
    expect(keep).toHaveAccessibleDescription(KEEP_SIGNED_IN_HINT);

    await userEvent.setup().click(keep);
    await signInAs('owner', 'correct horse battery');

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const [login] = callsTo(fetchMock, 'POST /api/auth/login');
    expect(JSON.parse(String(login?.body))).toMatchObject({ keepSignedIn: true });
  });

  it('shows a spinner on a disabled button while the server answers', async () => {
    stubSignInPage({ 'POST /api/auth/login': () => new Promise<Response>(() => {}) });
    await openSignInPage();

    await signInAs('owner', 'correct horse battery');

    const button = screen.getByRole('button', { name: 'Signing in…' });
    expect(button).toBeDisabled();
    expect(button.querySelector('[data-variant="spinner"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says "Wrong username or password." once, under the form, not also in a toast', async () => {
    stubSignInPage({
      'POST /api/auth/login': () => errorResponse(401, { code: 'invalid_credentials', message: WRONG_CREDENTIALS }),
    });
    const { router } = await openSignInPage();

    await signInAs('owner', 'wrong password');

    expect(await within(form()).findByText(WRONG_CREDENTIALS)).toBeInTheDocument();
    expect(screen.getAllByText(WRONG_CREDENTIALS)).toHaveLength(1);
    expect(within(notifications()).queryAllByRole('listitem')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(router.state.location.pathname).toBe(paths.adminLogin);
    expect(localStorage.length).toBe(0);
  });

  it('says a repeated failure in the one place under the form, and lets the owner in after', async () => {
    let attempts = 0;
    stubSignInPage({
      'POST /api/auth/login': () =>
        ++attempts < 3
          ? errorResponse(401, { code: 'invalid_credentials', message: WRONG_CREDENTIALS })
          : jsonResponse(200, { token: TOKEN, expiresAt: EXPIRES_AT }),
      'GET /admin/credentials': () => jsonResponse(200, { username: 'owner' }),
    });
    await openSignInPage();
    const user = userEvent.setup();
    const shownToasts = () =>
      within(notifications())
        .queryAllByRole('listitem')
        .filter((toast) => toast.dataset.state !== 'exiting');

    await signInAs('owner', 'wrong password');
    await within(form()).findByText(WRONG_CREDENTIALS);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(await within(form()).findByText(WRONG_CREDENTIALS)).toBeInTheDocument();
    expect(shownToasts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByText(WRONG_CREDENTIALS)).not.toBeInTheDocument();
  });

  it('passes on the wait after too many failed sign-ins', async () => {
    stubSignInPage({
      'POST /api/auth/login': () =>
        errorResponse(429, { code: 'too_many_attempts', message: TOO_MANY_ATTEMPTS }, { 'Retry-After': '900' }),
    });
    await openSignInPage();

    await signInAs('owner', 'wrong password');

    expect(await within(form()).findByText(TOO_MANY_ATTEMPTS)).toBeInTheDocument();
    expect(within(notifications()).queryByText(TOO_MANY_ATTEMPTS)).not.toBeInTheDocument();
  });

  it('shows the server’s field messages beside the fields', async () => {
    stubSignInPage({
      'POST /api/auth/login': () =>
        errorResponse(400, {
          code: 'validation_failed',
          message: 'Check the highlighted fields.',
          fields: { password: 'Password is too long.' },
        }),
    });
    await openSignInPage();

    await signInAs('owner', 'correct horse battery');

    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('Password is too long.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password is too long.');
    expect(password).toHaveFocus();
    // The field says what is wrong: no toast repeats it.
    expect(within(notifications()).queryByText('Check the highlighted fields.')).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    stubSignInPage({ 'POST /api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    await openSignInPage();

    await signInAs('owner', 'correct horse battery');

    expect(
      await within(form()).findByText('Cannot reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
  });

  it('takes an owner who is already signed in straight to the dashboard', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    stubSignInPage({ 'GET /admin/credentials': () => jsonResponse(200, { username: 'owner' }) });

    const { router } = renderWithRouter(routes, paths.adminLogin);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminDashboard);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
