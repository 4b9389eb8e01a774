import type { BackupProgress, BackupStatus } from '@painting-site/gateway/contract/backups';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { formatAbsolute } from '@/lib/time-words.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { backupRun, backupStatus, openDashboardAt, overview } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { BACKUP_POLL_INTERVAL_MS } from '../use-backup-status.ts';
import { BACK_UP_NOW } from './back-up-now.tsx';
import { BACKUPS_HEADING } from './backups-panel.tsx';

/** "2 hours ago (Mar 3, 2026, 2:05 PM)", as the panel writes a time. */
const moment = (relative: string, iso: string) => `${relative} (${formatAbsolute(iso)})`;

/** The overview, with the gateway answering the backups' status with `status`, or each answer in turn. */
function openOverview(backups: BackupStatus | (() => Response), answers: Parameters<typeof openDashboardAt>[1] = {}) {
  return openDashboardAt(paths.adminDashboard, {
    'GET /api/admin/overview': () => jsonResponse(200, overview()),
    'GET /api/admin/backups': typeof backups === 'function' ? backups : () => jsonResponse(200, backups),
    ...answers,
  });
}

/** Answers each call with the next status in line; the last one again after that. */
function inTurn(...statuses: BackupStatus[]) {
  let next = 0;
  return () => jsonResponse(200, statuses[Math.min(next++, statuses.length - 1)]);
}

/** The panel once the status has come (or failed to): the region shows while it loads too. */
async function panel() {
  const region = await screen.findByRole('region', { name: BACKUPS_HEADING });
  await waitFor(() => expect(region).not.toHaveTextContent('Loading the backup status'));
  return region;
}

describe('the Backups panel on the dashboard overview', () => {
  it('says when the last backup was, what it added and where it went, the last check and the next run', async () => {
    const status = backupStatus();
    openOverview(status);

    const backups = await panel();
    expect(within(backups).getByRole('heading', { level: 2, name: BACKUPS_HEADING })).toBeInTheDocument();
    const last = status.lastSuccess?.finishedAt ?? '';
    expect(backups).toHaveTextContent(
      `Last backup: ${moment('2 hours ago', last)}, 1.2 MB added, to sftp:backup@nas.example:/site.`,
    );
    expect(backups).toHaveTextContent(
      `Checked ${moment('2 days ago', status.lastCheck?.finishedAt ?? '')}: the backups can be read.`,
    );
    expect(backups).toHaveTextContent(`Next backup: ${moment('in 6 hours', status.nextRunAt)}.`);
    expect(backups).not.toHaveTextContent(/same machine|failed|too old/);
    expect(within(backups).getByRole('button', { name: BACK_UP_NOW })).not.toHaveAttribute('aria-disabled');
    await expectNoAxeViolations();
  });

  it('warns in plain words when the backups are on the same machine as the site', async () => {
    openOverview(
      backupStatus({
        destination: 'local',
        where: '/data/backups',
        lastSuccess: backupRun(2, { bytesAdded: 13_000_000 }),
        lastCheck: null,
      }),
    );

    const backups = await panel();
    expect(backups).toHaveTextContent(/Last backup: 2 hours ago \(.+\), 12\.4 MB, to \/data\/backups\./);
    expect(backups).toHaveTextContent('These backups are on the same machine as the site.');
    expect(backups).toHaveTextContent('If its disk or the server dies, the site and its backups are lost together.');
    expect(backups).toHaveTextContent('Send them to another server or a storage bucket under “Where backups go” below');
    await expectNoAxeViolations();
  });

  it('says when the first backup runs on a new site', async () => {
    const status = backupStatus({ lastSuccess: null, lastCheck: null });
    openOverview(status);

    const backups = await panel();
    expect(backups).toHaveTextContent(
      `No backup yet. The first one runs ${moment('in 6 hours', status.nextRunAt)}, to sftp:backup@nas.example:/site.`,
    );
    expect(backups).not.toHaveTextContent(/too old|failed|Last backup/);
  });

  it('shows the last failure, when it happened and why', async () => {
    const problem = 'The backup server did not answer (nas.example, port 22). Is it switched on?';
    const failure = backupRun(1, { ok: false, bytesAdded: null, snapshot: null, problem });
    openOverview(backupStatus({ lastFailure: failure }));

    const backups = await panel();
    expect(backups).toHaveTextContent(`The last backup failed ${moment('1 hour ago', failure.finishedAt)}.`);
    expect(within(backups).getByText(problem)).toBeVisible();
    expect(backups).toHaveTextContent(/It is tried again in 6 hours/);
    expect(backups).not.toHaveTextContent('too old');
  });

  it('warns more strongly when the newest good backup is too old', async () => {
    const problem = 'The repository refused the password.';
    const lastSuccess = backupRun(50);
    openOverview(
      backupStatus({
        lastSuccess,
        lastFailure: backupRun(1, { ok: false, bytesAdded: null, problem }),
        stale: true,
      }),
    );

    const backups = await panel();
    expect(backups).toHaveTextContent(
      `Your newest backup is too old: it is from ${moment('2 days ago', lastSuccess.finishedAt)}.`,
    );
    expect(backups).toHaveTextContent('If this server were lost now, everything since then would be lost with it.');
    expect(within(backups).getByText(problem)).toBeVisible();
    await expectNoAxeViolations();
  });

  it('warns strongly when no backup has been made for too long', async () => {
    openOverview(backupStatus({ lastSuccess: null, lastCheck: null, stale: true }));

    const backups = await panel();
    expect(backups).toHaveTextContent('No backup has been made yet.');
    expect(backups).toHaveTextContent('If this server were lost now, the whole site would be lost with it.');
    expect(backups).toHaveTextContent(/No backup yet\. The first one runs in 6 hours/);
  });

  it('says when the last check found a problem', async () => {
    const problem = 'Some backed-up files could not be read back: run the check again, then ask for help.';
    const check = backupRun(30, { kind: 'check', ok: false, bytesAdded: null, snapshot: null, problem });
    openOverview(backupStatus({ lastCheck: check }));

    const backups = await panel();
    expect(backups).toHaveTextContent(`The check ${moment('yesterday', check.finishedAt)} found a problem: ${problem}`);
    expect(backups).not.toHaveTextContent('the backups can be read');
  });
});

describe('"Back up now"', () => {
  const startedAt = new Date().toISOString();
  const progress = (changes: Partial<BackupProgress>): BackupProgress => ({
    kind: 'backup',
    trigger: 'owner',
    startedAt,
    fraction: null,
    step: 'Copying the database',
    ...changes,
  });
  const idle = backupStatus();
  const copying = backupStatus({ running: progress({}) });
  const sending = backupStatus({ running: progress({ fraction: 0.42, step: 'Sending files' }) });
  const done = backupStatus({
    lastSuccess: backupRun(0, { trigger: 'owner', startedAt, bytesAdded: 1_300_000 }),
  });

  it('starts a backup, shows its steps and progress, then announces the result, focus staying on the button', async () => {
    const { fetchMock } = openOverview(inTurn(idle, sending, done), {
      'POST /api/admin/backups': () => jsonResponse(202, copying),
    });
    const backups = await panel();
    const button = within(backups).getByRole('button', { name: BACK_UP_NOW });
    const announcer = within(backups).getByRole('status');

    await userEvent.click(button);
    expect(await within(announcer).findByText('Backing up: Copying the database')).toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('A backup is under way. You can start another once it ends.');
    // Pressed again while it runs: nothing is sent.
    await userEvent.click(button);
    expect(callsTo(fetchMock, 'POST /api/admin/backups')).toHaveLength(1);

    const bar = await within(backups).findByRole('progressbar', { name: 'Backup progress' });
    expect(bar).toHaveAttribute('value', '0.42');
    expect(within(backups).getByText('42%')).toBeVisible();
    expect(announcer).toHaveTextContent('Backing up: Sending files');
    await expectNoAxeViolations();

    expect(await within(announcer).findByText('Backup finished: 1.2 MB added.')).toBeInTheDocument();
    expect(within(backups).queryByRole('progressbar')).toBeNull();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
    expect(backups).toHaveTextContent(/Last backup: just now \(.+\), 1\.2 MB added/);
    expect(callsTo(fetchMock, 'GET /api/admin/backups')).toHaveLength(3);
  }, 20_000);

  it('announces the problem when the run fails', async () => {
    const problem = 'The backup server did not answer (nas.example, port 22).';
    const failed = backupStatus({
      lastFailure: backupRun(0, { trigger: 'owner', startedAt, ok: false, bytesAdded: null, problem }),
    });
    openOverview(inTurn(idle, failed), { 'POST /api/admin/backups': () => jsonResponse(202, copying) });
    const backups = await panel();

    await userEvent.click(within(backups).getByRole('button', { name: BACK_UP_NOW }));

    expect(await within(backups).findByText(`Backup failed: ${problem}`)).toBeInTheDocument();
  }, 20_000);

  it('follows a run already under way, and stops asking once the panel is gone', async () => {
    const { fetchMock, unmount } = openOverview(sending);
    const backups = await panel();
    expect(within(backups).getByRole('button', { name: BACK_UP_NOW })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/backups')).toHaveLength(2), {
      timeout: 3 * BACKUP_POLL_INTERVAL_MS,
    });

    unmount();
    const asked = callsTo(fetchMock, 'GET /api/admin/backups').length;
    await new Promise((resolve) => setTimeout(resolve, 2.5 * BACKUP_POLL_INTERVAL_MS));
    expect(callsTo(fetchMock, 'GET /api/admin/backups')).toHaveLength(asked);
  }, 20_000);

  it('says when it loses touch with the server mid-run, and keeps following it', async () => {
    let asked = 0;
    openOverview(() => {
      asked += 1;
      if (asked === 2) return new Response('<html>Bad Gateway</html>', { status: 502 });
      return jsonResponse(200, asked === 1 ? sending : done);
    });
    const backups = await panel();
    const announcer = within(backups).getByRole('status');

    expect(await within(announcer).findByText('Cannot reach the server to follow it. Trying again…')).toBeVisible();
    expect(await within(announcer).findByText('Backup finished: 1.2 MB added.')).toBeVisible();
    expect(announcer).not.toHaveTextContent('Cannot reach');
  }, 20_000);

  it('says visibly why a backup could not be started', async () => {
    const message = 'Backups cannot start: the server is shutting down.';
    openOverview(idle, {
      'POST /api/admin/backups': () => errorResponse(503, { code: 'backup_unavailable', message }),
    });
    const backups = await panel();
    const button = within(backups).getByRole('button', { name: BACK_UP_NOW });

    await userEvent.click(button);

    expect(
      await within(within(backups).getByRole('status')).findByText(`The backup could not be started: ${message}`),
    ).toBeVisible();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
  });

  it('says visibly when the status cannot be loaded, and offers to ask again', async () => {
    openOverview(() => errorResponse(500, { code: 'internal', message: 'The server ran into a problem.' }));
    const backups = await panel();

    expect(await within(backups).findByText("Couldn't load the backup status.")).toBeVisible();
    expect(within(backups).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
