import type { MailSettingsInput } from '@painting-site/gateway/contract/mail';
import type { MailSettingsView } from '@painting-site/gateway/contract/mail-settings';
import type { MailTestResult } from '@painting-site/gateway/contract/quote-requests';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { mailHealth, OWNER_TOKEN, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { MAIL_SAVED_MESSAGE } from './mail-account-form.tsx';

const SENT: MailTestResult = { ok: true, message: 'Sent to owner@brightside.example.', at: '2026-03-03T09:00:00.000Z' };
const NOT_SET_UP = mailHealth({ configured: false, notifyEmail: null, from: null, customerFrom: null, lastSend: null });
const BLANK: MailSettingsView = { source: 'none', fixedBy: [], settings: null, passwordSet: false };
const TYPED: MailSettingsInput = {
  host: 'smtp.gmail.com',
  port: 465,
  security: 'tls',
  user: 'rivera.painting@gmail.com',
  password: 'abcd efgh ijkl mnop',
  fromAddress: 'rivera.painting@gmail.com',
  fromName: '',
  notifyEmail: 'owner@brightside.example',
};
const { password: _password, ...SHOWN } = TYPED;
const SAVED: MailSettingsView = { source: 'dashboard', fixedBy: [], settings: SHOWN, passwordSet: true };

/** The first load may wait behind a busy machine's other tests. */
const LOADED = { timeout: 10_000 };

const testSection = () => screen.getByRole('form', { name: 'Your mail account' });

async function fillForm() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Use Gmail or Google Workspace’s server settings' }));
  // Pasted, as an owner does with an app password: typing each letter is slow in jsdom.
  for (const [label, text] of [
    ['User name', TYPED.user],
    ['Password or app password', TYPED.password],
    ['Send from', TYPED.fromAddress],
    ['Send new quote requests to', TYPED.notifyEmail],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
  return user;
}

describe('the E-mail section on a new site', () => {
  it('tests the typed settings before saving, then saves them, never showing the password again', async () => {
    const { fetchMock } = openDashboardAt(paths.adminMail, {
      'GET /api/admin/mail': () => jsonResponse(200, NOT_SET_UP),
      'GET /api/admin/mail/settings': () => jsonResponse(200, BLANK),
      'POST /api/admin/mail/test': () => jsonResponse(200, SENT),
      'PUT /api/admin/mail/settings': () => jsonResponse(200, SAVED),
    });
    expect(await screen.findByText(/^E-mail is not set up/, {}, LOADED)).toBeInTheDocument();
    const user = await fillForm();
    expect(screen.getByLabelText('Server name')).toHaveValue('smtp.gmail.com');
    expect(screen.getByLabelText('Port')).toHaveValue('465');
    expect(screen.getByRole('radio', { name: 'TLS on connect (usually port 465)' })).toBeChecked();

    await user.click(within(testSection()).getByRole('button', { name: 'Send a test e-mail' }));
    expect(await within(testSection()).findByText(SENT.message)).toBeInTheDocument();
    const [test] = callsTo(fetchMock, 'POST /api/admin/mail/test');
    expect(JSON.parse(String(test?.body))).toEqual(TYPED);
    expect(test?.headers).toMatchObject({ Authorization: `Bearer ${OWNER_TOKEN}` });
    expect(callsTo(fetchMock, 'PUT /api/admin/mail/settings')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(MAIL_SAVED_MESSAGE)).not.toHaveLength(0);
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/admin/mail/settings')[0]?.body))).toEqual(TYPED);
    expect(screen.getByLabelText('Password or app password')).toHaveValue('');
    expect(screen.getByText('A password is saved and never shown. Leave this empty to keep it.')).toBeInTheDocument();
    await expectNoAxeViolations();
  }, 40_000);

  it('shows a failed test and a refused save beside the setting to fix', async () => {
    const refused = 'The mail server refused the user name or password. Check both.';
    openDashboardAt(paths.adminMail, {
      'GET /api/admin/mail': () => jsonResponse(200, NOT_SET_UP),
      'GET /api/admin/mail/settings': () => jsonResponse(200, BLANK),
      'POST /api/admin/mail/test': () =>
        jsonResponse(200, { ok: false, field: 'port', message: 'Nothing is listening there.', at: SENT.at }),
      'PUT /api/admin/mail/settings': () =>
        errorResponse(400, { code: 'mail_check_failed', message: refused, fields: { password: refused } }),
    });
    await screen.findByText(/^E-mail is not set up/, {}, LOADED);
    const user = await fillForm();

    await user.click(within(testSection()).getByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findByRole('textbox', { name: 'Port' })).toHaveAccessibleDescription(
      /Nothing is listening there\./,
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const password = screen.getByLabelText('Password or app password');
    await expect.poll(() => password).toHaveAccessibleDescription(new RegExp(refused.replace('.', '\\.')));
    expect(password).toHaveFocus();
    expect(screen.queryByText(MAIL_SAVED_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows beside the password a test the gateway refused because the saved password is for another server', async () => {
    const kept = 'Type the password again: it is kept only for rivera.painting@gmail.com at smtp.gmail.com:465.';
    openDashboardAt(paths.adminMail, {
      'GET /api/admin/mail': () => jsonResponse(200, mailHealth()),
      'GET /api/admin/mail/settings': () => jsonResponse(200, SAVED),
      'POST /api/admin/mail/test': () =>
        errorResponse(400, {
          code: 'validation_failed',
          message: 'Some fields need attention.',
          fields: { password: kept },
        }),
    });
    const host = await screen.findByLabelText('Server name', {}, LOADED);
    const user = userEvent.setup();
    await user.clear(host);
    await user.paste('smtp.elsewhere.example');
    await user.click(within(testSection()).getByRole('button', { name: 'Send a test e-mail' }));
    const password = screen.getByLabelText('Password or app password');
    await expect.poll(() => password).toHaveAccessibleDescription(new RegExp(kept.replaceAll('.', '\\.')));
    expect(password).toHaveFocus();
  });

  it('checks the fields before sending anything', async () => {
    const { fetchMock } = openDashboardAt(paths.adminMail, {
      'GET /api/admin/mail': () => jsonResponse(200, NOT_SET_UP),
      'GET /api/admin/mail/settings': () => jsonResponse(200, BLANK),
    });
    await screen.findByText(/^E-mail is not set up/, {}, LOADED);
    await userEvent.click(within(testSection()).getByRole('button', { name: 'Send a test e-mail' }));
    expect(screen.getByLabelText('Server name')).toHaveAccessibleDescription(/Enter the mail server’s name/);
    expect(screen.getByLabelText('Server name')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/admin/mail/test')).toHaveLength(0);
  });

  it('guides each common provider, saying plainly that Microsoft takes no password', async () => {
    openDashboardAt(paths.adminMail, {
      'GET /api/admin/mail': () => jsonResponse(200, NOT_SET_UP),
      'GET /api/admin/mail/settings': () => jsonResponse(200, BLANK),
    });
    const outlook = await screen.findByText('Outlook.com, Hotmail and Microsoft 365', {}, LOADED);
    await userEvent.click(outlook);
    const guide = outlook.closest('details') as HTMLElement;
    expect(within(guide).getByText(/Microsoft has retired password sign-in/)).toBeVisible();
    expect(within(guide).getByRole('link', { name: /Microsoft/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/learn\.microsoft\.com\//),
    );
    for (const name of [
      'Gmail or Google Workspace',
      'Yahoo Mail',
      'iCloud Mail',
      'Zoho Mail',
      'Fastmail',
      'Brevo',
      'Mailgun',
      'Postmark',
      'SendGrid',
      'Amazon SES',
    ]) {
      expect(screen.getByText(name, { selector: 'summary' })).toBeInTheDocument();
    }
    await expectNoAxeViolations();
  });
});

describe('the E-mail section when the server sets e-mail', () => {
  it('shows the settings read-only, naming the variables, and tests the ones in use', async () => {
    const { fetchMock } = openDashboardAt(paths.adminMail, {
      'GET /api/admin/mail': () => jsonResponse(200, mailHealth()),
      'GET /api/admin/mail/settings': () =>
        jsonResponse(200, {
          source: 'environment',
          fixedBy: ['SMTP_URL', 'NOTIFY_EMAIL'],
          settings: { ...SHOWN, host: 'smtp.example.com', port: 587, security: 'starttls', fromAddress: '' },
          passwordSet: true,
        } satisfies MailSettingsView),
      'POST /api/admin/mail/test': () => jsonResponse(200, SENT),
    });
    expect(await screen.findByText('SMTP_URL and NOTIFY_EMAIL', { selector: 'code' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('smtp.example.com')).toBeInTheDocument();
    expect(screen.getByText('Set (never shown)')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findAllByText(SENT.message)).not.toHaveLength(0);
    expect(callsTo(fetchMock, 'POST /api/admin/mail/test')[0]?.body).toBeUndefined();
    await expectNoAxeViolations();
  });
});
