import { KEEP_SIGNED_IN_DAYS } from '@painting-site/gateway/contract/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { activeSession, noContent, OWNER_TOKEN, openAccountPage, signInEvent } from '@/testing/dashboard-fixtures.ts';
import { preloadAccountPage } from '@/testing/preload-routes.ts';
import { callsTo, errorResponse, fakeToken, jsonResponse } from '@/testing/stub-api.ts';
import { SESSIONS_TITLE } from './active-sessions.tsx';
import { KEPT_SIGNED_IN_TAG } from './session-item.tsx';

const NOW = new Date('2026-03-03T12:00:00.000Z');

preloadAccountPage();

const THIS_DEVICE = activeSession('this-one', {
  current: true,
  browser: 'Firefox on macOS',
  address: '198.51.100.20',
  signedInAt: '2026-03-03T11:00:00.000Z',
  expiresAt: '2026-03-03T19:00:00.000Z',
});
const LAPTOP = activeSession('laptop-1', { signedInAt: '2026-03-03T10:00:00.000Z' });
const PHONE = activeSession('phone-2', {
  browser: 'Safari on iPhone',
  address: '192.0.2.44',
  signedInAt: '2026-03-02T08:00:00.000Z',
});

type Answer = () => Response | Promise<Response>;

function openAccount(sessionsAnswer: Answer, answers: Record<string, Answer> = {}) {
  return openAccountPage({
    'GET /api/admin/account/sessions': sessionsAnswer,
    'GET /api/admin/account/activity': () => jsonResponse(200, { events: [signInEvent()] }),
    ...answers,
  });
}

const sessionsSection = () => screen.getByRole('region', { name: SESSIONS_TITLE });
const sessionsList = () => within(sessionsSection()).getByRole('list', { name: SESSIONS_TITLE });
const listed = () => within(sessionsList()).getAllByRole('listitem');

describe('the Account section: active sessions', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the sessions newest first, this device marked and without a Sign out button', async () => {
    openAccount(() => jsonResponse(200, { sessions: [PHONE, LAPTOP, THIS_DEVICE] }));

    await screen.findByRole('list', { name: SESSIONS_TITLE });
    const [first, second, third] = listed();
    expect(first).toHaveTextContent('Firefox on macOS');
    expect(within(first as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(within(first as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Chrome on Windows');
    expect(second).toHaveTextContent('203.0.113.7');
    expect(third).toHaveTextContent('Safari on iPhone');

    const signedIn = within(second as HTMLElement).getByText('2 hours ago');
    expect(signedIn.tagName).toBe('TIME');
    expect(signedIn).toHaveAttribute('dateTime', LAPTOP.signedInAt);
    expect(signedIn).toHaveAttribute('title', expect.stringContaining('2026'));
    expect(within(second as HTMLElement).getByText('in 6 hours')).toHaveAttribute('dateTime', LAPTOP.expiresAt);
    expect(within(second as HTMLElement).getByRole('button', { name: 'Sign out Chrome on Windows, 203.0.113.7' }));
    expect(within(third as HTMLElement).getByRole('button', { name: 'Sign out Safari on iPhone, 192.0.2.44' }));
  });

  it(`says which session is kept signed in for ${KEEP_SIGNED_IN_DAYS} days`, async () => {
    openAccount(() => jsonResponse(200, { sessions: [THIS_DEVICE, { ...PHONE, keptSignedIn: true }] }));

    await screen.findByRole('list', { name: SESSIONS_TITLE });
    const [thisDevice, phone] = listed();
    expect(within(phone as HTMLElement).getByText(KEPT_SIGNED_IN_TAG)).toBeInTheDocument();
    expect(within(phone as HTMLElement).getByRole('button', { name: /^Sign out Safari on iPhone/ })).toBeEnabled();
    expect(within(thisDevice as HTMLElement).queryByText(KEPT_SIGNED_IN_TAG)).not.toBeInTheDocument();
  });

  it('signs another session out with its id and the token, removes it and announces it', async () => {
    const { fetchMock } = openAccount(() => jsonResponse(200, { sessions: [THIS_DEVICE, LAPTOP, PHONE] }), {
      'DELETE /api/admin/account/sessions/laptop-1': noContent,
    });
    await screen.findByRole('list', { name: SESSIONS_TITLE });

    await userEvent.click(screen.getByRole('button', { name: 'Sign out Chrome on Windows, 203.0.113.7' }));

    const status = within(sessionsSection()).getByRole('status');
    expect(await within(status).findByText('Signed out Chrome on Windows, 203.0.113.7.')).toBeInTheDocument();
    expect(listed()).toHaveLength(2);
    expect(sessionsList()).not.toHaveTextContent('Chrome on Windows');
    expect(screen.getByRole('heading', { level: 2, name: SESSIONS_TITLE })).toHaveFocus();
    const [signOut] = callsTo(fetchMock, 'DELETE /api/admin/account/sessions/laptop-1');
    expect(signOut?.headers).toMatchObject({ Authorization: `Bearer ${OWNER_TOKEN}` });
    expect(callsTo(fetchMock, 'DELETE /api/admin/account/sessions/phone-2')).toHaveLength(0);
  });

  it('keeps each session busy until its own sign-out is answered, several at once', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = async () => {
      await answered;
      return noContent();
    };
    openAccount(() => jsonResponse(200, { sessions: [THIS_DEVICE, LAPTOP, PHONE] }), {
      'DELETE /api/admin/account/sessions/laptop-1': held,
      'DELETE /api/admin/account/sessions/phone-2': held,
    });
    await screen.findByRole('list', { name: SESSIONS_TITLE });

    await userEvent.click(screen.getByRole('button', { name: 'Sign out Chrome on Windows, 203.0.113.7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone, 192.0.2.44' }));

    const busy = within(sessionsList()).getAllByRole('button', { name: 'Signing out…' });
    expect(busy).toHaveLength(2);
    for (const button of busy) expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(listed()).toHaveLength(1));
    expect(listed()[0]).toHaveTextContent('This device');
  });

  it('removes a session that had already ended (404) and says so', async () => {
    openAccount(() => jsonResponse(200, { sessions: [THIS_DEVICE, LAPTOP] }), {
      'DELETE /api/admin/account/sessions/laptop-1': () =>
        errorResponse(404, { code: 'not_found', message: 'No such session.' }),
    });
    await screen.findByRole('list', { name: SESSIONS_TITLE });

    await userEvent.click(screen.getByRole('button', { name: 'Sign out Chrome on Windows, 203.0.113.7' }));

    const status = within(sessionsSection()).getByRole('status');
    expect(
      await within(status).findByText('That session (Chrome on Windows, 203.0.113.7) had already ended.'),
    ).toBeInTheDocument();
    expect(listed()).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: SESSIONS_TITLE })).toHaveFocus();
  });

  it('keeps the session and says why when the sign-out fails', async () => {
    openAccount(() => jsonResponse(200, { sessions: [THIS_DEVICE, LAPTOP] }), {
      'DELETE /api/admin/account/sessions/laptop-1': () =>
        errorResponse(500, { code: 'internal', message: 'The server ran into a problem.' }),
    });
    await screen.findByRole('list', { name: SESSIONS_TITLE });

    await userEvent.click(screen.getByRole('button', { name: 'Sign out Chrome on Windows, 203.0.113.7' }));

    const status = within(sessionsSection()).getByRole('status');
    expect(
      await within(status).findByText(
        'Could not sign out Chrome on Windows, 203.0.113.7. The server ran into a problem.',
      ),
    ).toBeInTheDocument();
    expect(status).toHaveFocus();
    expect(listed()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Sign out Chrome on Windows, 203.0.113.7' })).toBeEnabled();
  });

  it('lists the sessions again after a password change signed the other devices out', async () => {
    let loads = 0;
    const { fetchMock } = openAccount(
      () => jsonResponse(200, { sessions: loads++ === 0 ? [THIS_DEVICE, LAPTOP, PHONE] : [THIS_DEVICE] }),
      {
        'PUT /api/admin/password': () =>
          jsonResponse(200, { token: fakeToken('owner', 'new'), expiresAt: '2026-03-03T20:00:00.000Z' }),
      },
    );
    await screen.findByRole('list', { name: SESSIONS_TITLE });
    expect(listed()).toHaveLength(3);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'correct horse battery');
    await user.type(screen.getByLabelText('New password'), 'ladder paint brush ceiling');
    await user.type(screen.getByLabelText('Confirm new password'), 'ladder paint brush ceiling');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(listed()).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET /api/admin/account/sessions')).toHaveLength(2);
  });

  it('shows a spinner while the sessions load', async () => {
    openAccount(() => new Promise<Response>(() => {}));

    expect(await screen.findByRole('status', { name: 'Loading the active sessions' })).toBeInTheDocument();
  });

  it('says it could not load the sessions and offers to try again', async () => {
    let failures = 1;
    openAccount(() =>
      failures-- > 0
        ? errorResponse(500, { code: 'internal', message: 'The server ran into a problem.' })
        : jsonResponse(200, { sessions: [THIS_DEVICE] }),
    );

    await screen.findByRole('heading', { level: 2, name: SESSIONS_TITLE });
    expect(await within(sessionsSection()).findByText("Couldn't load the active sessions.")).toBeInTheDocument();
    await userEvent.click(within(sessionsSection()).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('list', { name: SESSIONS_TITLE })).toHaveTextContent('This device');
  });

  it('says when no device is signed in', async () => {
    openAccount(() => jsonResponse(200, { sessions: [] }));

    expect(await screen.findByText('No device is signed in.')).toBeInTheDocument();
  });

  it('passes axe with sessions and activity shown', async () => {
    openAccount(() => jsonResponse(200, { sessions: [THIS_DEVICE, LAPTOP, PHONE] }), {
      'GET /api/admin/account/activity': () =>
        jsonResponse(200, {
          events: [
            signInEvent({ newPlace: true }),
            signInEvent({ outcome: 'wrong_password', address: '203.0.113.99', username: 'admin' }),
            signInEvent({ outcome: 'throttled', address: '203.0.113.99', username: '' }),
          ],
        }),
    });
    await screen.findByRole('list', { name: SESSIONS_TITLE });
    await screen.findByRole('table', { name: 'Recent sign-in activity' });

    const headings = screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(headings).toEqual(
      expect.arrayContaining([
        'H1 Account',
        'H2 Password',
        'H2 Two-step sign-in',
        'H2 Active sessions',
        'H2 Sign-in activity',
      ]),
    );
    await expectNoAxeViolations();
  });
});
