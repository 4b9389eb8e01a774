import type { CalendarFeed } from '@painting-site/gateway/contract/estimate-visits';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { openDashboardAt, visitAvailability } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { FEED_MADE_MESSAGE, FEED_RENEWED_MESSAGE, FEED_STOPPED_MESSAGE } from './calendar-feed-box.tsx';
import { COPIED } from './copy-text-button.tsx';

const NO_FEED: CalendarFeed = { url: null, webcalUrl: null, createdAt: null };
const feed = (token: string): CalendarFeed => ({
  url: `https://brightside.example/api/calendar/${token}.ics`,
  webcalUrl: `webcal://brightside.example/api/calendar/${token}.ics`,
  createdAt: '2026-11-20T10:00:00.000Z',
});

async function openFeed(shown: CalendarFeed, answers: Parameters<typeof openDashboardAt>[1] = {}) {
  const opened = openDashboardAt(paths.adminVisits, {
    'GET /api/admin/visits/availability': () => jsonResponse(200, visitAvailability()),
    'GET /api/admin/visits/feed': () => jsonResponse(200, shown),
    ...answers,
  });
  await screen.findByRole('heading', { name: 'Calendar feed' });
  return opened;
}

const notifications = () => screen.getByRole('region', { name: 'Notifications' });

describe('the calendar feed box', () => {
  it('makes an address when there is none, and shows it with its copy buttons', async () => {
    const { fetchMock } = await openFeed(NO_FEED, {
      'POST /api/admin/visits/feed': () => jsonResponse(200, feed('first')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Make a calendar address' }));

    expect(await within(notifications()).findAllByText(FEED_MADE_MESSAGE)).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Calendar address' })).toHaveValue(feed('first').webcalUrl);
    expect(screen.getByRole('textbox', { name: 'Web address (for Google Calendar)' })).toHaveValue(feed('first').url);
    expect(screen.getByRole('textbox', { name: 'Calendar address' })).toHaveAttribute('readonly');
    expect(callsTo(fetchMock, 'POST /api/admin/visits/feed')).toHaveLength(1);
  });

  it('copies an address and says so', async () => {
    await openFeed(feed('first'));
    const writeText = vi.fn(async () => {});
    // userEvent installs its own clipboard: stand in for it after setup.
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy the calendar address' }));
    expect(writeText).toHaveBeenCalledWith(feed('first').webcalUrl);
    expect(await screen.findByText(COPIED)).toBeInTheDocument();
  });

  it('asks before making a new address, which replaces the old one', async () => {
    const { fetchMock } = await openFeed(feed('first'), {
      'POST /api/admin/visits/feed': () => jsonResponse(200, feed('second')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Make a new address' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a new calendar address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'POST /api/admin/visits/feed')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Make a new calendar address?' })).getByRole('button', {
        name: 'Make a new address',
      }),
    );
    expect(await within(notifications()).findAllByText(FEED_RENEWED_MESSAGE)).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Calendar address' })).toHaveValue(feed('second').webcalUrl);
    expect(callsTo(fetchMock, 'POST /api/admin/visits/feed')).toHaveLength(1);
  });

  it('stops the feed after asking, and offers to make one again', async () => {
    const { fetchMock } = await openFeed(feed('first'), {
      'DELETE /api/admin/visits/feed': () => jsonResponse(200, NO_FEED),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Stop the feed' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Stop the calendar feed?' })).getByRole('button', {
        name: 'Stop the feed',
      }),
    );
    expect(await within(notifications()).findAllByText(FEED_STOPPED_MESSAGE)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Make a calendar address' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Calendar address' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/admin/visits/feed')).toHaveLength(1);
  });

  it('keeps the dialog and says why when the gateway refuses', async () => {
    await openFeed(feed('first'), {
      'DELETE /api/admin/visits/feed': () => errorResponse(500, { code: 'internal', message: 'Something broke.' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Stop the feed' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop the calendar feed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop the feed' }));
    expect(await within(notifications()).findAllByText(/Something broke/)).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Stop the calendar feed?' })).toBeInTheDocument();
  });

  it('has no accessibility violations with an address', async () => {
    await openFeed(feed('first'));
    await screen.findByRole('textbox', { name: 'Calendar address' });
    await expectNoAxeViolations();
  });
});
