import type { MailTestResult } from '@painting-site/gateway/contract/quote-requests';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { mailHealth, OWNER_TOKEN, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { callsTo, jsonResponse } from '@/testing/stub-api.ts';

const SENT: MailTestResult = { ok: true, message: 'Sent to owner@brightside.example.', at: '2026-03-03T09:00:00.000Z' };
const REFUSED: MailTestResult = {
  ok: false,
  message: 'The mail server could not be reached: smtp.example.com did not answer within 15 seconds.',
  at: '2026-03-03T09:00:00.000Z',
};

/** The E-mail section with the test answered by `result`, held back until `release` is called. */
function openMailSection(result: MailTestResult) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const opened = openDashboardAt(paths.adminMail, {
    'GET /api/admin/mail': () => jsonResponse(200, mailHealth({ lastSend: null })),
    'POST /api/admin/mail/test': async () => {
      await answered;
      return jsonResponse(200, result);
    },
  });
  return { ...opened, release };
}

const testSection = () => screen.getByRole('region', { name: 'Test the e-mail' });

describe('the E-mail section', () => {
  it('shows where notifications go and who they come from', async () => {
    openDashboardAt(paths.adminMail, { 'GET /api/admin/mail': () => jsonResponse(200, mailHealth()) });

    expect(await screen.findByText('E-mail is set up.')).toBeInTheDocument();
    expect(screen.getByText('owner@brightside.example')).toBeInTheDocument();
    expect(screen.getByText('Brightside Painting <hello@brightside.example>')).toBeInTheDocument();
    const lastSend = screen.getByRole('region', { name: 'Last e-mail sent' });
    expect(within(lastSend).getByText('Sent.')).toBeInTheDocument();
    expect(within(lastSend).getByText('Sent to owner@brightside.example.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('sends a test e-mail, busy meanwhile, and announces that it was sent', async () => {
    const { fetchMock, release } = openMailSection(SENT);
    await screen.findByText('E-mail is set up.');

    await userEvent.click(screen.getByRole('button', { name: 'Send a test e-mail' }));

    expect(within(testSection()).getByRole('button', { name: 'Sending the test e-mail…' })).toBeDisabled();
    release();
    const status = within(testSection()).getByRole('status');
    expect(await within(status).findByText('Sent to owner@brightside.example.')).toBeInTheDocument();
    expect(status).toHaveTextContent(/^✓ Sent\./);
    expect(within(testSection()).getByRole('button', { name: 'Send a test e-mail' })).toBeEnabled();
    expect(callsTo(fetchMock, 'POST /api/admin/mail/test')[0]?.headers).toMatchObject({
      Authorization: `Bearer ${OWNER_TOKEN}`,
    });
    // The last send is now the test.
    expect(
      within(screen.getByRole('region', { name: 'Last e-mail sent' })).getByText('Sent to owner@brightside.example.'),
    ).toBeInTheDocument();
  });

  it("announces a failed test in the mail server's plain words", async () => {
    const { release } = openMailSection(REFUSED);
    await screen.findByText('E-mail is set up.');

    await userEvent.click(screen.getByRole('button', { name: 'Send a test e-mail' }));
    release();

    const status = within(testSection()).getByRole('status');
    expect(await within(status).findByText(REFUSED.message)).toBeInTheDocument();
    expect(status).toHaveTextContent(/^✗ Not sent\./);
    expect(within(status).queryByText('Sent.')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('names the sender of the customers’ acknowledgement', async () => {
    openDashboardAt(paths.adminMail, { 'GET /api/admin/mail': () => jsonResponse(200, mailHealth()) });

    expect(await screen.findByText('hello@brightside.example')).toBeInTheDocument();
    expect(screen.queryByText(/Customers get no/)).not.toBeInTheDocument();
  });

  it('says customers get no acknowledgement, and what to set, without MAIL_FROM and a business e-mail', async () => {
    openDashboardAt(paths.adminMail, {
      'GET /api/admin/mail': () =>
        jsonResponse(200, mailHealth({ from: 'owner@brightside.example', customerFrom: null })),
    });

    const advice = (await screen.findByText(/^Customers get no/)).closest('p');
    expect(advice).toHaveTextContent(
      'Customers get no “we got your request” e-mail: it would show your private notification address. Add your business e-mail in Business details, or ask whoever runs the website’s server to set MAIL_FROM.',
    );
    expect(within(advice as HTMLElement).getByRole('link', { name: 'Business details' })).toHaveAttribute(
      'href',
      paths.adminBusiness,
    );
    await expectNoAxeViolations();
  });

  it('explains which settings to set when e-mail is not set up', async () => {
    openDashboardAt(paths.adminMail, {
      'GET /api/admin/mail': () =>
        jsonResponse(
          200,
          mailHealth({ configured: false, notifyEmail: null, from: null, customerFrom: null, lastSend: null }),
        ),
    });

    expect(await screen.findByText(/E-mail is not set up/)).toBeInTheDocument();
    for (const setting of ['SMTP_URL', 'NOTIFY_EMAIL', 'MAIL_FROM']) {
      expect(screen.getByText(setting, { selector: 'code' })).toBeInTheDocument();
    }
    expect(screen.getByText('.env', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByText('No e-mail has been sent since the site last started.')).toBeInTheDocument();
    expect(screen.queryByText(/Customers get no/)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
