import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { openDashboardAt, overview } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { BACKUPS_HEADING } from './backups-panel.tsx';
import { DOWNLOAD_BACKUP, DOWNLOAD_STARTED } from './download-backup.tsx';
import { START_FROM_BACKUP } from './start-from-backup.tsx';

const PASSPHRASE = 'blue porch ladder spring';
const TICKET = { url: '/api/admin/backups/file/one-time', expiresAt: '2026-03-02T10:01:00.000Z' };

afterEach(() => {
  vi.restoreAllMocks();
});

function openOverview(answers: Parameters<typeof openDashboardAt>[1] = {}) {
  return openDashboardAt(paths.adminDashboard, {
    'GET /api/admin/overview': () => jsonResponse(200, overview()),
    'POST /api/admin/backups/file': () => jsonResponse(200, TICKET),
    ...answers,
  });
}

async function downloadForm() {
  const panel = await screen.findByRole('region', { name: BACKUPS_HEADING });
  return within(await within(panel).findByRole('form', { name: DOWNLOAD_BACKUP }));
}

describe('"Download a backup" on the overview', () => {
  it('asks for the passphrase twice, says in words what is wrong, and focuses the field to fix', async () => {
    const { fetchMock } = openOverview();
    const form = await downloadForm();
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Passphrase'), 'too short');
    await user.click(form.getByRole('button', { name: DOWNLOAD_BACKUP }));
    expect(form.getByLabelText('Passphrase')).toHaveAccessibleDescription(/at least 12 characters/);
    expect(form.getByLabelText('Passphrase')).toHaveFocus();

    await user.clear(form.getByLabelText('Passphrase'));
    await user.type(form.getByLabelText('Passphrase'), PASSPHRASE);
    await user.type(form.getByLabelText('The same passphrase again'), `${PASSPHRASE}!`);
    await user.click(form.getByRole('button', { name: DOWNLOAD_BACKUP }));
    expect(form.getByLabelText('The same passphrase again')).toHaveAccessibleDescription(
      'The two passphrases differ. Type the same one twice.',
    );
    expect(form.getByLabelText('The same passphrase again')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/admin/backups/file')).toHaveLength(0);
  });

  it('gets a one-time address for the file and has the browser download it, saying so in a live region', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.getAttribute('href')).toBe(TICKET.url);
      expect(this.hasAttribute('download')).toBe(true);
    });
    const { fetchMock } = openOverview();
    const form = await downloadForm();
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Passphrase'), PASSPHRASE);
    await user.type(form.getByLabelText('The same passphrase again'), PASSPHRASE);
    await user.click(form.getByRole('button', { name: DOWNLOAD_BACKUP }));
    await waitFor(() => expect(form.getByText(DOWNLOAD_STARTED)).toHaveAttribute('aria-live', 'polite'));
    expect(clicked).toHaveBeenCalledOnce();
    const [call] = callsTo(fetchMock, 'POST /api/admin/backups/file');
    expect(JSON.parse(String(call?.body))).toEqual({ passphrase: PASSPHRASE, repeat: PASSPHRASE });
    expect(form.getByLabelText('Passphrase')).toHaveValue('');
    await expectNoAxeViolations(document.body);
  });

  it('says the gateway’s words when it refuses', async () => {
    openOverview({
      'POST /api/admin/backups/file': () =>
        errorResponse(429, {
          code: 'too_many_requests',
          message: 'That makes 6 downloads this hour. Try again in about 40 minutes.',
        }),
    });
    const form = await downloadForm();
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Passphrase'), PASSPHRASE);
    await user.type(form.getByLabelText('The same passphrase again'), PASSPHRASE);
    await user.click(form.getByRole('button', { name: DOWNLOAD_BACKUP }));
    await waitFor(() =>
      expect(form.getByText(/That makes 6 downloads this hour\./)).toHaveAttribute('aria-live', 'polite'),
    );
  });
});

describe('"Start from a backup file"', () => {
  it('is offered on a blank install only', async () => {
    openOverview({ 'GET /api/admin/backups/restore': () => jsonResponse(200, { blank: true }) });
    const region = await screen.findByRole('region', { name: START_FROM_BACKUP });
    expect(within(region).getByLabelText('Backup file')).toHaveAttribute('type', 'file');
    expect(within(region).getByLabelText('Its passphrase')).toHaveAttribute('type', 'password');
  });

  it('is not offered on a site with data', async () => {
    openOverview();
    await downloadForm();
    expect(screen.queryByRole('region', { name: START_FROM_BACKUP })).not.toBeInTheDocument();
  });
});
