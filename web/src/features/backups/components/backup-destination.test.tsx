import type { BackupDestinationSaved } from '@painting-site/gateway/contract/backup-destination';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { backupDestinationView, openDashboardAt, overview } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { DESTINATION_FIXED_WORDS, DESTINATION_HEADING } from './backup-destination.tsx';
import { BACKUP_HOLDS_HEADING } from './what-a-backup-holds.tsx';

const PASSWORD = 'p8Wm2xQn5RtY7uIo9AsDfGhJkLzXcVbN';
const SFTP = { kind: 'sftp', host: 'nas.example.com', port: 22, user: 'backup', path: '/backups/site' } as const;

function openOverview(answers: Parameters<typeof openDashboardAt>[1] = {}) {
  return openDashboardAt(paths.adminDashboard, {
    'GET /api/admin/overview': () => jsonResponse(200, overview()),
    ...answers,
  });
}

async function section() {
  // The dashboard's code loads on demand: the first test waits for it.
  const region = await screen.findByRole('region', { name: DESTINATION_HEADING }, { timeout: 15_000 });
  await within(region).findByRole('form', { name: DESTINATION_HEADING });
  return region;
}

describe('Where backups go, on the Backups panel', () => {
  it('sets an SFTP server: shows the key to paste, tests it in words, saves, and shows the password once with the recovery sheet', async () => {
    const user = userEvent.setup();
    const saved: BackupDestinationSaved = {
      destination: backupDestinationView({
        source: 'dashboard',
        settings: SFTP,
        repository: 'sftp://backup@nas.example.com:22//backups/site',
      }),
      password: PASSWORD,
      recoverySheet: `RECOVERY SHEET\n  ${PASSWORD}\n  restore.mjs latest`,
    };
    const { fetchMock } = openOverview({
      'POST /api/admin/backups/destination/test': () =>
        jsonResponse(200, { ok: false, field: 'user', message: 'The server refused the key.' }),
      'PUT /api/admin/backups/destination': () => jsonResponse(200, saved),
    });
    const region = await section();
    expect(within(region).getByLabelText('This site’s public key')).toHaveValue(backupDestinationView().sshPublicKey);

    await user.type(within(region).getByLabelText('Server name'), SFTP.host);
    await user.type(within(region).getByLabelText('User'), SFTP.user);
    await user.type(within(region).getByLabelText('Folder'), SFTP.path);
    await user.click(within(region).getByRole('button', { name: 'Test' }));
    const answer = await within(region).findByRole('status');
    await waitFor(() => expect(answer).toHaveTextContent(/It does not work yet\.\s*The server refused the key\./));
    expect(within(region).getByLabelText('User')).toHaveAccessibleDescription(/refused the key/);
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/admin/backups/destination/test')[0]?.body))).toEqual(SFTP);

    await user.click(within(region).getByRole('button', { name: 'Save' }));
    const password = await within(region).findByLabelText('Backup password');
    expect(password).toHaveTextContent(PASSWORD);
    expect(region).toHaveTextContent('Save it in your password manager now.');
    expect(within(region).getByRole('button', { name: 'Download the recovery sheet' })).toBeInTheDocument();
    expect(within(region).getByLabelText('Recovery sheet')).toHaveTextContent('restore.mjs latest');
    await expectNoAxeViolations();
  });

  it('asks for the bucket’s fields, with the providers’ words on where they are', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openOverview();
    const region = await section();
    await user.click(within(region).getByRole('radio', { name: /S3-compatible bucket/ }));
    expect(within(region).getByText('Where your storage provider shows these')).toBeInTheDocument();
    expect(region).toHaveTextContent(/Backblaze B2.*keyID is the access key id/);
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(within(region).getByLabelText('S3 endpoint')).toHaveFocus();
    expect(within(region).getByLabelText('Secret key')).toHaveAccessibleDescription(/Enter the secret key/);
    expect(callsTo(fetchMock, 'PUT /api/admin/backups/destination')).toHaveLength(0);
  });

  it('says the server’s settings fix it when BACKUP_REPOSITORY is set, and what a backup holds', async () => {
    openOverview({
      'GET /api/admin/backups/destination': () =>
        jsonResponse(200, backupDestinationView({ source: 'environment', repository: 'sftp:backup@nas:/site' })),
    });
    const region = await screen.findByRole('region', { name: DESTINATION_HEADING });
    await waitFor(() => expect(region).toHaveTextContent(DESTINATION_FIXED_WORDS));
    expect(within(region).queryByRole('form')).toBeNull();
    const holds = screen.getByRole('region', { name: BACKUP_HOLDS_HEADING });
    expect(holds).toHaveTextContent(/mail account’s password/);
    expect(holds).toHaveTextContent(/signing secret/);
    expect(holds).toHaveTextContent(/encrypted/);
  });

  it('shows a refused save’s words beside the field, and keeps the form', async () => {
    const user = userEvent.setup();
    openOverview({
      'PUT /api/admin/backups/destination': () =>
        errorResponse(400, {
          code: 'backup_destination_check_failed',
          message: 'No server is known by that name.',
          fields: { host: 'No server is known by that name.' },
        }),
    });
    const region = await section();
    await user.type(within(region).getByLabelText('Server name'), 'nas.example.com');
    await user.type(within(region).getByLabelText('User'), 'backup');
    await user.type(within(region).getByLabelText('Folder'), '/backups');
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(region).getByLabelText('Server name')).toHaveAccessibleDescription(/No server is known/),
    );
    expect(within(region).queryByLabelText('Backup password')).toBeNull();
  });
});
