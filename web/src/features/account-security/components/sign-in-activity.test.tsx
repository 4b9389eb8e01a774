import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeSession, openAccountPage, signInEvent } from '@/testing/dashboard-fixtures.ts';
import { preloadAccountPage } from '@/testing/preload-routes.ts';
import { errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { ACTIVITY_CAPTION, ACTIVITY_TITLE } from './sign-in-activity.tsx';

const NOW = new Date('2026-03-03T12:00:00.000Z');

preloadAccountPage();

function openAccount(activityAnswer: () => Response | Promise<Response>) {
  return openAccountPage({
    'GET /api/admin/account/sessions': () => jsonResponse(200, { sessions: [activeSession('me', { current: true })] }),
    'GET /api/admin/account/activity': activityAnswer,
  });
}

const activitySection = () => screen.getByRole('region', { name: ACTIVITY_TITLE });

describe('the Account section: sign-in activity', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the events with their outcome in words and a New place badge on a sign-in from a new place', async () => {
    openAccount(() =>
      jsonResponse(200, {
        events: [
          signInEvent({ at: '2026-03-03T11:00:00.000Z', newPlace: true, address: '192.0.2.44' }),
          signInEvent({
            at: '2026-03-03T10:30:00.000Z',
            outcome: 'throttled',
            username: 'admin',
            address: '203.0.113.5',
          }),
          signInEvent({
            at: '2026-03-03T10:00:00.000Z',
            outcome: 'wrong_password',
            username: '',
            address: '203.0.113.5',
          }),
          signInEvent({ at: '2026-03-02T09:00:00.000Z', browser: 'Unknown browser' }),
        ],
      }),
    );

    const table = await screen.findByRole('table', { name: ACTIVITY_CAPTION });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(columns).toEqual(['Time', 'Result', 'Username', 'Address', 'Browser']);

    const [, newPlace, blocked, wrong, known] = within(table).getAllByRole('row');
    expect(newPlace).toHaveTextContent('Signed inNew place');
    expect(within(newPlace as HTMLElement).getByText('1 hour ago')).toHaveAttribute(
      'dateTime',
      '2026-03-03T11:00:00.000Z',
    );
    expect(within(newPlace as HTMLElement).getByRole('cell', { name: '192.0.2.44' })).toBeInTheDocument();
    expect(
      within(blocked as HTMLElement).getByRole('cell', { name: 'Blocked: too many attempts' }),
    ).toBeInTheDocument();
    expect(within(blocked as HTMLElement).getByRole('cell', { name: 'admin' })).toBeInTheDocument();
    expect(within(wrong as HTMLElement).getByRole('cell', { name: 'Wrong password' })).toBeInTheDocument();
    expect(within(wrong as HTMLElement).getByRole('cell', { name: 'None given' })).toBeInTheDocument();
    expect(within(known as HTMLElement).getByRole('cell', { name: 'Signed in' })).toBeInTheDocument();
    expect(within(known as HTMLElement).getByRole('cell', { name: 'Unknown browser' })).toBeInTheDocument();
    expect(within(table).getAllByText('New place')).toHaveLength(1);
  });

  it('says how the second step of a two-step sign-in went: with code, with a recovery code, or a wrong code', async () => {
    openAccount(() =>
      jsonResponse(200, {
        events: [
          signInEvent({ at: '2026-03-03T11:00:00.000Z', secondFactor: 'code' }),
          signInEvent({ at: '2026-03-03T10:50:00.000Z', secondFactor: 'recovery_code' }),
          signInEvent({ at: '2026-03-03T10:40:00.000Z', outcome: 'wrong_code', secondFactor: 'code' }),
          signInEvent({ at: '2026-03-03T10:30:00.000Z', outcome: 'wrong_code', secondFactor: 'recovery_code' }),
          signInEvent({ at: '2026-03-03T10:20:00.000Z', secondFactor: null }),
        ],
      }),
    );

    const table = await screen.findByRole('table', { name: ACTIVITY_CAPTION });
    const results = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(results).toEqual([
      'Signed in with code',
      'Signed in with a recovery code',
      'Wrong code',
      'Wrong recovery code',
      'Signed in',
    ]);
  });

  it('names each cell by its column, so on a phone every sign-in reads as labelled lines', async () => {
    openAccount(() => jsonResponse(200, { events: [signInEvent({ address: '2001:db8::1' })] }));

    const table = await screen.findByRole('table', { name: ACTIVITY_CAPTION });
    const [, row] = within(table).getAllByRole('row');
    const labels = [...(row as HTMLElement).children].map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual(['Time', 'Result', 'Username', 'Address', 'Browser']);
  });

  it('says when no sign-in has been recorded yet', async () => {
    openAccount(() => jsonResponse(200, { events: [] }));

    expect(await screen.findByText('No sign-ins recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a spinner while the activity loads', async () => {
    openAccount(() => new Promise<Response>(() => {}));

    expect(await screen.findByRole('status', { name: 'Loading the sign-in activity' })).toBeInTheDocument();
  });

  it('says it could not load the activity and offers to try again', async () => {
    openAccount(() => errorResponse(500, { code: 'internal', message: 'The server ran into a problem.' }));

    await screen.findByRole('heading', { level: 2, name: ACTIVITY_TITLE });
    expect(await within(activitySection()).findByText("Couldn't load the sign-in activity.")).toBeInTheDocument();
    expect(within(activitySection()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
