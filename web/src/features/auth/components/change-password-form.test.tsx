import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router.tsx';
import { TOKEN_STORAGE_KEY } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { accountPageAnswers } from '@/testing/dashboard-fixtures.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { callsTo, errorResponse, fakeToken, jsonResponse, stubApi } from '@/testing/stub-api.ts';
import { PASSWORD_CHANGED_MESSAGE } from './change-password-form.tsx';

const OLD_TOKEN = fakeToken('owner', 'old');
const NEW_TOKEN = fakeToken('owner', 'new');
const CURRENT = 'correct horse battery';
const NEW_PASSWORD = 'ladder paint brush ceiling';

function stubGateway(passwordAnswer: () => Response | Promise<Response>) {
  return stubApi({
    'GET /admin/credentials': () => jsonResponse(200, { username: 'owner' }),
    'PUT /api/admin/password': passwordAnswer,
    // The Account section's other parts, loaded beside the form.
    ...accountPageAnswers(),
  });
}

async function openAccountPage() {
  localStorage.setItem(TOKEN_STORAGE_KEY, OLD_TOKEN);
  const rendered = renderWithRouter(routes, paths.adminAccount);
  await screen.findByRole('heading', { level: 1, name: 'Account' });
  return rendered;
}

type Entries = { current?: string; next?: string; confirm?: string };

async function changePassword({ current = CURRENT, next = NEW_PASSWORD, confirm = next }: Entries = {}) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

const notifications = () => screen.getByRole('region', { name: 'Notifications' });

describe('changing the password', () => {
  it('refuses a confirmation that does not match, without asking the server', async () => {
    const fetchMock = stubGateway(() => jsonResponse(200, { token: NEW_TOKEN, expiresAt: '2030-01-01T00:00:00Z' }));
    await openAccountPage();

    await changePassword({ confirm: 'ladder paint brush ceilings' });

    const confirm = screen.getByLabelText('Confirm new password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('This does not match the new password.');
    expect(confirm).toHaveFocus();
    expect(callsTo(fetchMock, 'PUT /api/admin/password')).toHaveLength(0);
  });

  it('refuses a new password shorter than 12 characters, without asking the server', async () => {
    const fetchMock = stubGateway(() => jsonResponse(200, { token: NEW_TOKEN, expiresAt: '2030-01-01T00:00:00Z' }));
    await openAccountPage();

    await changePassword({ next: 'short pass' });

    const next = screen.getByLabelText('New password');
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(next).toHaveAccessibleDescription(expect.stringContaining('Use at least 12 characters.'));
    expect(next).toHaveFocus();
    expect(callsTo(fetchMock, 'PUT /api/admin/password')).toHaveLength(0);
  });

  it('refuses the username as the new password', async () => {
    const fetchMock = stubGateway(() => jsonResponse(200, { token: NEW_TOKEN, expiresAt: '2030-01-01T00:00:00Z' }));
    localStorage.setItem(TOKEN_STORAGE_KEY, fakeToken('brightside.owner'));
    renderWithRouter(routes, paths.adminAccount);
    await screen.findByRole('heading', { level: 1, name: 'Account' });

    await changePassword({ next: 'Brightside.Owner' });

    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a password that is not your username.'),
    );
    expect(callsTo(fetchMock, 'PUT /api/admin/password')).toHaveLength(0);
  });

  it('shows a wrong current password beside that field', async () => {
    stubGateway(() =>
      errorResponse(400, {
        code: 'validation_failed',
        message: 'Check the highlighted fields.',
        fields: { currentPassword: 'The current password is not right.' },
      }),
    );
    await openAccountPage();

    await changePassword({ current: 'not my password' });

    const current = screen.getByLabelText('Current password');
    expect(await screen.findByText('The current password is not right.')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('The current password is not right.');
    expect(current).toHaveFocus();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(OLD_TOKEN);
  });

  it('says how long to wait after too many wrong passwords, and keeps the session', async () => {
    const tooMany = 'Too many wrong passwords. Try again in about 1 minute.';
    stubGateway(() => errorResponse(429, { code: 'too_many_attempts', message: tooMany }, { 'Retry-After': '60' }));
    await openAccountPage();

    await changePassword({ current: 'not my password' });

    const form = screen.getByRole('form', { name: 'Change password' });
    expect(await within(form).findByText(tooMany)).toBeInTheDocument();
    expect(form).toHaveAccessibleDescription(tooMany);
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(OLD_TOKEN);
  });

  it('keeps this device signed in with the new token and clears the form', async () => {
    const fetchMock = stubGateway(() => jsonResponse(200, { token: NEW_TOKEN, expiresAt: '2030-01-01T00:00:00Z' }));
    const { router } = await openAccountPage();

    await changePassword();

    expect(await within(notifications()).findAllByText(PASSWORD_CHANGED_MESSAGE)).not.toHaveLength(0);
    expect({ ...localStorage }).toEqual({ [TOKEN_STORAGE_KEY]: NEW_TOKEN });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
    expect(router.state.location.pathname).toBe(paths.adminAccount);

    const [change] = callsTo(fetchMock, 'PUT /api/admin/password');
    expect(change?.headers).toMatchObject({ Authorization: `Bearer ${OLD_TOKEN}` });
    expect(JSON.parse(String(change?.body))).toEqual({ currentPassword: CURRENT, newPassword: NEW_PASSWORD });
  });

  it('sends the owner to sign in when the session has ended meanwhile', async () => {
    stubGateway(() => errorResponse(401, { code: 'unauthorized', message: 'Authentication required.' }));
    const { router } = await openAccountPage();

    await changePassword();

    expect(await screen.findByRole('heading', { level: 1, name: 'Owner sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminLogin);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(within(notifications()).getAllByText('Your session has ended. Please sign in again.')).not.toHaveLength(0);
  });
});
