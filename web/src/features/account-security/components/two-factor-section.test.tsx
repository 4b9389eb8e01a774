import type { TwoFactorStatus } from '@painting-site/gateway/contract/auth';
import { ERROR_CODES } from '@painting-site/gateway/contract/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import {
  noContent,
  OWNER_TOKEN,
  openAccountPage,
  recoveryCodes,
  TWO_FACTOR_SETUP,
  twoFactorOn,
  twoFactorStatus,
} from '@/testing/dashboard-fixtures.ts';
import { preloadAccountPage } from '@/testing/preload-routes.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { COPY_KEY_LABEL, KEY_COPIED } from './copy-key-button.tsx';
import { RECOVERY_CODES_FILE_NAME, RECOVERY_CODES_TITLE, RECOVERY_CODES_WARNING } from './recovery-codes.tsx';
import { PROOF_CODE_LABEL } from './two-factor-proof-form.tsx';
import { ADD_ON_THIS_PHONE, APP_CODE_LABEL, QR_CODE_ALT } from './two-factor-scan-step.tsx';
import {
  CODES_RENEWED_MESSAGE,
  STATE_CHANGED_MESSAGE,
  TURNED_OFF_MESSAGE,
  TURNED_ON_MESSAGE,
  TWO_FACTOR_TITLE,
} from './two-factor-section.tsx';

const NOW = new Date('2026-03-03T12:00:00.000Z');
const PASSWORD = 'correct horse battery';
const WRONG_CODE = 'That code is not right. Check the app and try again.';
const WRONG_PASSWORD = 'That is not your current password.';
const TOO_MANY_ATTEMPTS = 'Too many wrong codes. Try again in about 15 minutes.';

preloadAccountPage();

type Answer = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/** The Account page with two-step sign-in as `status` says, which a test may change as the gateway would. */
function openAccount(status: { current: TwoFactorStatus }, answers: Record<string, Answer> = {}) {
  return openAccountPage({ 'GET /api/admin/account/two-factor': () => jsonResponse(200, status.current), ...answers });
}

const section = () => screen.getByRole('region', { name: TWO_FACTOR_TITLE });
const shownSection = () => screen.findByRole('region', { name: TWO_FACTOR_TITLE });
const heading = () => screen.getByRole('heading', { level: 2, name: TWO_FACTOR_TITLE });
const announcement = () => within(section()).getAllByRole('status')[0] as HTMLElement;
const bodyOf = (call: RequestInit | undefined) => JSON.parse(String(call?.body));

async function enterProof(user: ReturnType<typeof userEvent.setup>, password: string, code: string) {
  if (password) await user.type(within(section()).getByLabelText('Current password'), password);
  if (code) await user.type(within(section()).getByLabelText(PROOF_CODE_LABEL), code);
}

describe('the Account section: two-step sign-in', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    // jsdom has no object URLs; the download test lends them.
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('turns it on: password, QR code and setup key, a code from the app, then the recovery codes once', async () => {
    const status = { current: twoFactorStatus() };
    const codes = recoveryCodes();
    let confirmations = 0;
    const { fetchMock } = openAccount(status, {
      'POST /api/admin/account/two-factor/setup': () => jsonResponse(200, TWO_FACTOR_SETUP),
      'POST /api/admin/account/two-factor/confirm': () => {
        if (++confirmations === 1) {
          return errorResponse(400, {
            code: ERROR_CODES.validationFailed,
            message: 'Check the highlighted fields.',
            fields: { code: WRONG_CODE },
          });
        }
        status.current = twoFactorOn({ enabledAt: NOW.toISOString() });
        return jsonResponse(200, { codes });
      },
    });
    const user = userEvent.setup();

    expect(await within(await shownSection()).findByText('Two-step sign-in is off.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

    const password = within(section()).getByLabelText('Current password');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(password, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const qr = await within(section()).findByRole('img', { name: QR_CODE_ALT });
    expect(qr).toHaveAttribute('src', TWO_FACTOR_SETUP.qrCode);
    expect(qr).toHaveAttribute('width', '200');
    expect(qr).toHaveAttribute('height', '200');
    expect(screen.getByRole('heading', { level: 3, name: 'Add this site to your authenticator app' })).toHaveFocus();
    expect(within(section()).getByRole('definition')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(within(section()).getByRole('term')).toHaveTextContent('Setup key');
    const [setup] = callsTo(fetchMock, 'POST /api/admin/account/two-factor/setup');
    expect(bodyOf(setup)).toEqual({ password: PASSWORD });
    expect(setup?.headers).toMatchObject({ Authorization: `Bearer ${OWNER_TOKEN}` });
    await expectNoAxeViolations();

    const code = within(section()).getByLabelText(APP_CODE_LABEL);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await within(section()).findByText(WRONG_CODE)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(WRONG_CODE);
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await within(section()).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(screen.getByRole('heading', { level: 3, name: RECOVERY_CODES_TITLE })).toHaveFocus();
    expect(within(section()).getByText(RECOVERY_CODES_WARNING)).toBeInTheDocument();
    expect(announcement()).toHaveTextContent(TURNED_ON_MESSAGE);
    expect(bodyOf(callsTo(fetchMock, 'POST /api/admin/account/two-factor/confirm')[1])).toEqual({ code: '123456' });
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(await within(section()).findByText(/Two-step sign-in is on since/)).toBeInTheDocument();
    expect(within(section()).getByText('10 recovery codes left.')).toBeInTheDocument();
    expect(within(section()).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(heading()).toHaveFocus();
    expect(callsTo(fetchMock, 'GET /api/admin/account/two-factor')).toHaveLength(2);
  });

  it('offers, beside the QR code, a link that opens the authenticator app on this phone, and copies the key', async () => {
    openAccount(
      { current: twoFactorStatus() },
      { 'POST /api/admin/account/two-factor/setup': () => jsonResponse(200, TWO_FACTOR_SETUP) },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.type(within(section()).getByLabelText('Current password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const link = await within(section()).findByRole('link', { name: ADD_ON_THIS_PHONE });
    expect(link).toHaveAttribute('href', TWO_FACTOR_SETUP.otpauthUri);
    expect(link.getAttribute('href')).toMatch(/^otpauth:\/\/totp\//);
    await user.click(within(section()).getByRole('button', { name: COPY_KEY_LABEL }));
    // The key without the spaces it is shown with, as an app takes it pasted.
    expect(await navigator.clipboard.readText()).toBe(TWO_FACTOR_SETUP.secret);
    expect(await within(section()).findByText(KEY_COPIED)).toHaveAttribute('role', 'status');
    await expectNoAxeViolations();
  });

  it('copies the recovery codes to the clipboard and downloads them as a text file', async () => {
    const codes = recoveryCodes();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:recovery-codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    openAccount(
      { current: twoFactorOn() },
      {
        'POST /api/admin/account/two-factor/recovery-codes': () => jsonResponse(200, { codes }),
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    await enterProof(user, PASSWORD, '123456');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));
    await within(section()).findByRole('list', { name: 'Recovery codes' });

    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
    expect(announcement()).toHaveTextContent('Recovery codes copied.');

    await user.click(screen.getByRole('button', { name: 'Download codes' }));
    expect(clicked.map((link) => [link.download, link.getAttribute('href')])).toEqual([
      [RECOVERY_CODES_FILE_NAME, 'blob:recovery-codes'],
    ]);
    const file = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(file.type).toBe('text/plain');
    const lines = (await file.text()).split('\n');
    for (const code of codes) expect(lines).toContain(code);
    expect(announcement()).toHaveTextContent(`Recovery codes downloaded as ${RECOVERY_CODES_FILE_NAME}.`);
  });

  it('says since when it is on and how many recovery codes are left, warning when few or none are', async () => {
    const status = { current: twoFactorOn({ recoveryCodesLeft: 2 }) };
    openAccount(status);

    const on = await within(await shownSection()).findByText(/Two-step sign-in is on since/);
    expect(within(on).getByText(/2026/).tagName).toBe('TIME');
    expect(within(on).getByText(/2026/)).toHaveAttribute('dateTime', '2026-02-01T09:30:00.000Z');
    expect(
      within(section()).getByText('Only 2 recovery codes left. Make new ones before they run out.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make new recovery codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on two-step sign-in' })).not.toBeInTheDocument();
  });

  it('warns when no recovery code is left', async () => {
    openAccount({ current: twoFactorOn({ recoveryCodesLeft: 0 }) });

    expect(await within(await shownSection()).findByText(/No recovery codes left/)).toBeInTheDocument();
  });

  it('makes new recovery codes with the password and a code, and shows them once', async () => {
    const status = { current: twoFactorOn({ recoveryCodesLeft: 1 }) };
    const codes = recoveryCodes('b');
    const { fetchMock } = openAccount(status, {
      'POST /api/admin/account/two-factor/recovery-codes': () => {
        status.current = twoFactorOn();
        return jsonResponse(200, { codes });
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    expect(within(section()).getByLabelText('Current password')).toHaveFocus();
    expect(within(section()).getByText(/the old ones stop working/)).toBeInTheDocument();
    await enterProof(user, PASSWORD, '7HKQ 3WMX P9TA');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));

    const list = await within(section()).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(announcement()).toHaveTextContent(CODES_RENEWED_MESSAGE);
    expect(bodyOf(callsTo(fetchMock, 'POST /api/admin/account/two-factor/recovery-codes')[0])).toEqual({
      password: PASSWORD,
      code: '7hkq-3wmx-p9ta',
    });

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await within(section()).findByText('10 recovery codes left.')).toBeInTheDocument();
  });

  it('turns it off with the password and a code, after saying what that means', async () => {
    const status = { current: twoFactorOn() };
    const { fetchMock } = openAccount(status, {
      'POST /api/admin/account/two-factor/disable': () => {
        status.current = twoFactorStatus();
        return noContent();
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(within(section()).getByText(/Your password alone will sign you in again/)).toBeInTheDocument();
    await enterProof(user, PASSWORD, '123456');
    await user.click(within(section()).getByRole('button', { name: 'Turn off two-step sign-in' }));

    expect(await within(section()).findByText('Two-step sign-in is off.')).toBeInTheDocument();
    expect(announcement()).toHaveTextContent(TURNED_OFF_MESSAGE);
    expect(heading()).toHaveFocus();
    const [disable] = callsTo(fetchMock, 'POST /api/admin/account/two-factor/disable');
    expect(bodyOf(disable)).toEqual({ password: PASSWORD, code: '123456' });
    expect(disable?.headers).toMatchObject({ Authorization: `Bearer ${OWNER_TOKEN}` });
  });

  it('shows the server’s messages on the password and code fields', async () => {
    openAccount(
      { current: twoFactorOn() },
      {
        'POST /api/admin/account/two-factor/disable': () =>
          errorResponse(400, {
            code: ERROR_CODES.validationFailed,
            message: 'Check the highlighted fields.',
            fields: { password: WRONG_PASSWORD, code: WRONG_CODE },
          }),
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    await enterProof(user, PASSWORD, '123456');
    await user.click(within(section()).getByRole('button', { name: 'Turn off two-step sign-in' }));

    const password = within(section()).getByLabelText('Current password');
    const code = within(section()).getByLabelText(PROOF_CODE_LABEL);
    await waitFor(() => expect(password).toHaveAccessibleDescription(WRONG_PASSWORD));
    expect(code).toHaveAccessibleDescription(WRONG_CODE);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
  });

  it('shows a wrong password on its field when turning it on', async () => {
    const { fetchMock } = openAccount(
      { current: twoFactorStatus() },
      {
        'POST /api/admin/account/two-factor/setup': () =>
          errorResponse(400, {
            code: ERROR_CODES.validationFailed,
            message: 'Check the highlighted fields.',
            fields: { password: WRONG_PASSWORD },
          }),
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const password = within(section()).getByLabelText('Current password');
    expect(password).toHaveAccessibleDescription('Enter your current password. First, confirm it is you.');
    expect(callsTo(fetchMock, 'POST /api/admin/account/two-factor/setup')).toHaveLength(0);

    await user.type(password, 'not it');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(`${WRONG_PASSWORD} First, confirm it is you.`));
    expect(password).toHaveFocus();
    expect(within(section()).queryByRole('img', { name: QR_CODE_ALT })).not.toBeInTheDocument();
  });

  it('refuses a code of neither shape without asking the server', async () => {
    const { fetchMock } = openAccount({ current: twoFactorOn() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));

    await enterProof(user, PASSWORD, '12345');
    await user.click(within(section()).getByRole('button', { name: 'Turn off two-step sign-in' }));

    const code = within(section()).getByLabelText(PROOF_CODE_LABEL);
    expect(code).toHaveAccessibleDescription(
      'Enter the 6-digit code from your app, or a recovery code like 7hkq-3wmx-p9ta.',
    );
    expect(code).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/admin/account/two-factor/disable')).toHaveLength(0);
  });

  it('loads the status again, and says so, when it had been changed elsewhere (409)', async () => {
    const status = { current: twoFactorStatus() };
    const { fetchMock } = openAccount(status, {
      'POST /api/admin/account/two-factor/setup': () => {
        status.current = twoFactorOn();
        return errorResponse(409, { code: ERROR_CODES.twoFactorState, message: 'Two-step sign-in is already on.' });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.type(within(section()).getByLabelText('Current password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await within(section()).findByText(/Two-step sign-in is on since/)).toBeInTheDocument();
    expect(announcement()).toHaveTextContent(STATE_CHANGED_MESSAGE);
    expect(heading()).toHaveFocus();
    expect(callsTo(fetchMock, 'GET /api/admin/account/two-factor')).toHaveLength(2);
  });

  it('passes on the wait after too many wrong codes', async () => {
    openAccount(
      { current: twoFactorOn() },
      {
        'POST /api/admin/account/two-factor/recovery-codes': () =>
          errorResponse(
            429,
            { code: ERROR_CODES.tooManyAttempts, message: TOO_MANY_ATTEMPTS },
            { 'Retry-After': '900' },
          ),
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    await enterProof(user, PASSWORD, '123456');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));

    const form = within(section()).getByRole('form', { name: 'Make new recovery codes' });
    expect(await within(form).findByText(TOO_MANY_ATTEMPTS)).toBeInTheDocument();
    expect(form).toHaveAccessibleDescription(TOO_MANY_ATTEMPTS);
  });

  it('cancels a step back to the status, focus on the section’s heading', async () => {
    const { fetchMock } = openAccount({ current: twoFactorStatus() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));

    await user.click(within(section()).getByRole('button', { name: 'Cancel' }));

    expect(within(section()).getByText('Two-step sign-in is off.')).toBeInTheDocument();
    expect(heading()).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/admin/account/two-factor/setup')).toHaveLength(0);
  });
});
