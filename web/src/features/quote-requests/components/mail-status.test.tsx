import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { message, OWNER_TOKEN, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { callsTo, jsonResponse } from '@/testing/stub-api.ts';

const DETAIL_PATH = `${paths.adminQuoteRequests}/7`;
const FAILED = message(7, {
  name: 'Maria Gonzalez',
  notifyStatus: 'failed',
  notifyError: 'The mail server refused the sign-in: check the user name and password in SMTP_URL.',
  acknowledgeStatus: 'sent',
});

const mailSection = () => screen.getByRole('region', { name: 'E-mails' });

describe("a quote request's e-mails", () => {
  it('says in words that the notification failed and why, and that the acknowledgement went out', async () => {
    openDashboardAt(DETAIL_PATH, { 'GET /api/admin/messages/7': () => jsonResponse(200, FAILED) });
    await screen.findByRole('heading', { level: 1, name: 'Request from Maria Gonzalez' });

    expect(
      within(mailSection()).getByText(
        'Could not be sent: The mail server refused the sign-in: check the user name and password in SMTP_URL.',
      ),
    ).toBeInTheDocument();
    expect(within(mailSection()).getByText('Sent')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it.each([
    [
      'recipient_daily_cap',
      'Not sent: this address already got one today (one a day per address, so the form cannot send spam)',
    ],
    [
      'site_hourly_cap',
      'Not sent: the site had sent as many as it may this hour (at most 20; a limit that keeps the form from sending spam)',
    ],
    [
      'no_sender_address',
      'Not sent: there is no address to send it from. Add your business e-mail in Business details, or set MAIL_FROM',
    ],
    ['unsubscribed', 'Not sent: this address unsubscribed from the site’s automatic e-mails'],
  ] as const)('says why the acknowledgement was skipped (%s), with nothing to send again', async (reason, words) => {
    const skipped = message(7, { name: 'Maria Gonzalez', acknowledgeStatus: 'off', acknowledgeSkipped: reason });
    openDashboardAt(DETAIL_PATH, { 'GET /api/admin/messages/7': () => jsonResponse(200, skipped) });
    await screen.findByRole('heading', { level: 1, name: 'Request from Maria Gonzalez' });

    expect(within(mailSection()).getByText(words)).toBeInTheDocument();
    expect(within(mailSection()).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });

  it('sends again on request and announces how it went', async () => {
    const { fetchMock } = openDashboardAt(DETAIL_PATH, {
      'GET /api/admin/messages/7': () => jsonResponse(200, FAILED),
      'POST /api/admin/messages/7/retry-mail': () =>
        jsonResponse(200, { ...FAILED, notifyStatus: 'sent', notifyError: null }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Request from Maria Gonzalez' });

    await userEvent.click(within(mailSection()).getByRole('button', { name: 'Send again' }));

    expect(await within(mailSection()).findByRole('status')).toHaveTextContent('Sent again.');
    expect(callsTo(fetchMock, 'POST /api/admin/messages/7/retry-mail')[0]?.headers).toMatchObject({
      Authorization: `Bearer ${OWNER_TOKEN}`,
    });
    expect(within(mailSection()).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    expect(within(mailSection()).getAllByText('Sent')).toHaveLength(2);
  });

  it('announces it when the e-mail fails again, keeping the button', async () => {
    openDashboardAt(DETAIL_PATH, {
      'GET /api/admin/messages/7': () => jsonResponse(200, FAILED),
      'POST /api/admin/messages/7/retry-mail': () =>
        jsonResponse(200, { ...FAILED, notifyError: 'The mail server could not be reached.' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Request from Maria Gonzalez' });

    await userEvent.click(within(mailSection()).getByRole('button', { name: 'Send again' }));

    expect(await within(mailSection()).findByRole('status')).toHaveTextContent(
      'The e-mail still could not be sent: The mail server could not be reached.',
    );
    expect(within(mailSection()).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });

  it('offers no Send again when nothing failed', async () => {
    openDashboardAt(DETAIL_PATH, {
      'GET /api/admin/messages/7': () => jsonResponse(200, message(7, { name: 'Maria Gonzalez' })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Request from Maria Gonzalez' });

    expect(within(mailSection()).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });
});
