import type { MessageChanges } from '@painting-site/gateway/contract/quote-requests';
import { MESSAGES_PAGE_SIZE } from '@painting-site/gateway/contract/quote-requests';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { MESSAGE_COUNTS, message, messageSummary, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { localDay } from '../follow-up-day.ts';
import { FOLLOW_UP_CLEARED_MESSAGE } from './follow-up-form.tsx';

const DETAIL_PATH = `${paths.adminMessages}/7`;
const REQUEST = message(7, { name: 'Maria Gonzalez' });

const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const dateField = () => screen.getByLabelText('Follow up on');

function patchBodies(fetchMock: ReturnType<typeof openDashboardAt>['fetchMock']) {
  return callsTo(fetchMock, 'PATCH /api/admin/messages/7').map(
    (init) => JSON.parse(String(init.body)) as MessageChanges,
  );
}

function openRequest(refuse?: () => Response) {
  const opened = openDashboardAt(DETAIL_PATH, {
    'GET /api/admin/messages/7': () => jsonResponse(200, REQUEST),
    'PATCH /api/admin/messages/7': (_url, init) =>
      refuse?.() ?? jsonResponse(200, { ...REQUEST, ...(JSON.parse(String(init?.body)) as MessageChanges) }),
  });
  return opened;
}

describe("a quote request's follow-up date", () => {
  it('is saved, then cleared', async () => {
    const { fetchMock } = openRequest();
    await screen.findByRole('heading', { level: 1, name: 'Request from Maria Gonzalez' });

    fireEvent.change(dateField(), { target: { value: '2026-04-15' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save date' }));

    expect(await within(notifications()).findAllByText(/^Follow up on .*2026/)).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Clear date' }));

    expect(await within(notifications()).findAllByText(FOLLOW_UP_CLEARED_MESSAGE)).not.toHaveLength(0);
    expect(patchBodies(fetchMock)).toEqual([{ followUpOn: '2026-04-15' }, { followUpOn: null }]);
    expect(dateField()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear date' })).not.toBeInTheDocument();
  });

  it("shows the gateway's message on the field when it refuses the date", async () => {
    openRequest(() =>
      errorResponse(400, {
        code: 'invalid_body',
        message: 'Check the highlighted field.',
        fields: { followUpOn: 'Give a real day, as YYYY-MM-DD.' },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Request from Maria Gonzalez' });

    fireEvent.change(dateField(), { target: { value: '2026-02-28' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save date' }));

    await waitFor(() =>
      expect(dateField()).toHaveAccessibleDescription(expect.stringContaining('Give a real day, as YYYY-MM-DD.')),
    );
    expect(dateField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a day rather than saving an empty one', async () => {
    const { fetchMock } = openRequest();
    await screen.findByRole('heading', { level: 1, name: 'Request from Maria Gonzalez' });

    await userEvent.click(screen.getByRole('button', { name: 'Save date' }));

    expect(dateField()).toHaveAccessibleDescription(expect.stringContaining('Choose a day'));
    expect(patchBodies(fetchMock)).toEqual([]);
  });
});

describe('follow-up dates in the inbox', () => {
  it("shows each request's date, marked Overdue or Today against the owner's own date", async () => {
    openDashboardAt(paths.adminMessages, {
      'GET /api/admin/messages': () =>
        jsonResponse(200, {
          items: [
            messageSummary(9, { name: 'Due Today', followUpOn: localDay() }),
            messageSummary(8, { name: 'Long Overdue', followUpOn: '2020-01-06' }),
            messageSummary(7, { name: 'Later On', followUpOn: '2999-12-31' }),
          ],
          total: 3,
          page: 1,
          pageSize: MESSAGES_PAGE_SIZE,
          counts: MESSAGE_COUNTS,
        }),
    });
    await screen.findByRole('link', { name: 'Due Today' });
    const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

    expect(within(rowOf('Due Today')).getByText(/^Follow up/)).toHaveTextContent(/· Today$/);
    expect(within(rowOf('Long Overdue')).getByText(/^Follow up/)).toHaveTextContent(/2020 · Overdue$/);
    expect(within(rowOf('Later On')).getByText(/^Follow up/)).toHaveTextContent(/2999$/);
  });
});
