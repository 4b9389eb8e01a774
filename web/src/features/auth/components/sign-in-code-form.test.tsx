import { CODE_JUST_USED } from '@painting-site/gateway/contract/auth';
import { ERROR_CODES } from '@painting-site/gateway/contract/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router.tsx';
import { TOKEN_STORAGE_KEY } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { contentAnswer } from '@/testing/public-site-fixtures.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { callsTo, errorResponse, fakeToken, jsonResponse, stubApi } from '@/testing/stub-api.ts';
import { SECOND_STEP_EXPIRED_NOTICE, SECOND_STEP_HEADING } from './sign-in-code-form.tsx';

const TOKEN = fakeToken('owner');
const PASSWORD = 'correct horse battery';
const CHALLENGE = 'challenge-one';
const SECOND_STEP = { secondStep: 'code', challenge: CHALLENGE, expiresAt: '2030-01-01T08:05:00.000Z' };
const SESSION = { token: TOKEN, expiresAt: '2030-01-01T16:00:00.000Z' };
const WRONG_CODE = 'That code is not right. Check the app and try again.';
const TOO_MANY_ATTEMPTS = 'Too many failed sign-ins. Try again in about 15 minutes.';
const APP_HINT = 'Open your authenticator app and enter the 6-digit code it shows for this site.';

type Answer = Parameters<typeof stubApi>[0][string];

/** The sign-in page's network for an owner with two-step sign-in on: the password leads to the code step. */
function stubTwoStepSignIn(codeAnswer: Answer, answers: Record<string, Answer> = {}) {
  return stubApi({
    'GET /content.json': contentAnswer(),
    'POST /api/auth/login': () => jsonResponse(200, SECOND_STEP),
    'POST /api/auth/login/code': codeAnswer,
    'GET /admin/credentials': () => jsonResponse(200, { username: 'owner' }),
    ...answers,
  });
}

/** Opens the sign-in page and passes the password step; resolves once the code step is shown. */
async function reachCodeStep() {
  const rendered = renderWithRouter(routes, paths.adminLogin);
  await screen.findByRole('heading', { level: 1, name: 'Owner sign-in' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'owner');
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('form', { name: SECOND_STEP_HEADING });
  return { ...rendered, user };
}

async function sendCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(codeField(), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const codeField = () => within(screen.getByRole('form', { name: SECOND_STEP_HEADING })).getByRole('textbox');
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const sentCodes = (fetchMock: ReturnType<typeof stubApi>) =>
  callsTo(fetchMock, 'POST /api/auth/login/code').map((call) => JSON.parse(String(call.body)));

describe('the sign-in page: the second step (two-step sign-in)', () => {
  it('gives way to the code step after the right password, with focus on the code field', async () => {
    stubTwoStepSignIn(() => jsonResponse(200, SESSION));
    await reachCodeStep();

    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: SECOND_STEP_HEADING })).toBeInTheDocument();
    const code = screen.getByLabelText('Sign-in code');
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(APP_HINT);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(localStorage.length).toBe(0);
    await expectNoAxeViolations();
  });

  it('signs in with the right code: sends it with the challenge, keeps the token and lands on the dashboard', async () => {
    const fetchMock = stubTwoStepSignIn(() => jsonResponse(200, SESSION));
    const { router, user } = await reachCodeStep();

    await sendCode(user, '123 456');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminDashboard);
    expect(router.state.historyAction).toBe('REPLACE');
    expect({ ...localStorage }).toEqual({ [TOKEN_STORAGE_KEY]: TOKEN });
    expect(sentCodes(fetchMock)).toEqual([{ challenge: CHALLENGE, code: '123456' }]);
    expect(callsTo(fetchMock, 'POST /api/auth/login/code')[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('shows a spinner on a disabled button while the code is checked', async () => {
    stubTwoStepSignIn(() => new Promise<Response>(() => {}));
    const { user } = await reachCodeStep();

    await sendCode(user, '123456');

    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  });

  it('says a wrong code is wrong beside the field only, and puts focus back on it', async () => {
    stubTwoStepSignIn(() => errorResponse(401, { code: ERROR_CODES.invalidCode, message: WRONG_CODE }));
    const { router, user } = await reachCodeStep();

    await sendCode(user, '654321');

    const form = screen.getByRole('form', { name: SECOND_STEP_HEADING });
    expect(await within(form).findByText(WRONG_CODE)).toBeInTheDocument();
    const code = screen.getByLabelText('Sign-in code');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(`${WRONG_CODE} ${APP_HINT}`);
    expect(code).toHaveFocus();
    expect(within(notifications()).queryByText(WRONG_CODE)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminLogin);
    expect(localStorage.length).toBe(0);
  });

  it('says a code just used was just used, beside the field', async () => {
    stubTwoStepSignIn(() => errorResponse(401, { code: ERROR_CODES.invalidCode, message: CODE_JUST_USED }));
    const { user } = await reachCodeStep();

    await sendCode(user, '654321');

    const code = screen.getByLabelText('Sign-in code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(`${CODE_JUST_USED} ${APP_HINT}`));
    expect(screen.getAllByText(CODE_JUST_USED)).toHaveLength(1);
  });

  it('goes back to the password when the step has expired, and says to enter it again', async () => {
    stubTwoStepSignIn(() =>
      errorResponse(401, { code: ERROR_CODES.secondStepExpired, message: 'This sign-in has expired.' }),
    );
    const { user } = await reachCodeStep();

    await sendCode(user, '123456');

    const passwordForm = await screen.findByRole('form', { name: 'Sign in' });
    expect(within(passwordForm).getByText(SECOND_STEP_EXPIRED_NOTICE)).toBeInTheDocument();
    expect(within(notifications()).queryByText('This sign-in has expired.')).not.toBeInTheDocument();
    expect(passwordForm).toHaveAccessibleDescription(SECOND_STEP_EXPIRED_NOTICE);
    expect(screen.getByLabelText('Username')).toHaveValue('owner');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.queryByRole('form', { name: SECOND_STEP_HEADING })).not.toBeInTheDocument();
  });

  it('passes on the wait after too many attempts, as the password step does', async () => {
    stubTwoStepSignIn(() =>
      errorResponse(429, { code: ERROR_CODES.tooManyAttempts, message: TOO_MANY_ATTEMPTS }, { 'Retry-After': '900' }),
    );
    const { user } = await reachCodeStep();

    await sendCode(user, '123456');

    const form = screen.getByRole('form', { name: SECOND_STEP_HEADING });
    expect(await within(form).findByText(TOO_MANY_ATTEMPTS)).toBeInTheDocument();
    expect(form).toHaveAccessibleDescription(TOO_MANY_ATTEMPTS);
    expect(within(notifications()).queryByText(TOO_MANY_ATTEMPTS)).not.toBeInTheDocument();
    expect(codeField()).toHaveFocus();
  });

  it('refuses a code of the wrong shape beside the field, without asking the server', async () => {
    const fetchMock = stubTwoStepSignIn(() => jsonResponse(200, SESSION));
    const { user } = await reachCodeStep();

    await sendCode(user, '12345');

    const code = screen.getByLabelText('Sign-in code');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(`The code from your app is 6 digits. ${APP_HINT}`);
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(code).toHaveAccessibleDescription(`Enter the 6-digit code from your app. ${APP_HINT}`);
    expect(callsTo(fetchMock, 'POST /api/auth/login/code')).toHaveLength(0);
  });

  it('takes a recovery code instead, in any case and spacing, and switches back', async () => {
    const fetchMock = stubTwoStepSignIn(() => jsonResponse(200, SESSION));
    const { user } = await reachCodeStep();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));

    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveFocus();
    expect(recovery).toHaveAttribute('autocomplete', 'off');
    expect(recovery).toHaveAttribute('inputmode', 'text');
    expect(recovery).toHaveAccessibleDescription(expect.stringContaining('7hkq-3wmx-p9ta'));

    await sendCode(user, 'abc');
    expect(recovery).toHaveAccessibleDescription(expect.stringMatching(/^A recovery code is 12 letters and digits/));
    expect(callsTo(fetchMock, 'POST /api/auth/login/code')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Use the code from your app instead' }));
    expect(screen.getByLabelText('Sign-in code')).toHaveValue('');
    expect(screen.getByLabelText('Sign-in code')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));

    await sendCode(user, '7HKQ 3WMX P9TA');

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(sentCodes(fetchMock)).toEqual([{ challenge: CHALLENGE, code: '7hkq-3wmx-p9ta' }]);
  });

  it('goes back to the password step with Back, the username kept', async () => {
    const fetchMock = stubTwoStepSignIn(() => jsonResponse(200, SESSION));
    const { user } = await reachCodeStep();

    await user.click(screen.getByRole('button', { name: 'Back to the password' }));

    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: SECOND_STEP_HEADING })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('owner');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/auth/login/code')).toHaveLength(0);
  });
});
