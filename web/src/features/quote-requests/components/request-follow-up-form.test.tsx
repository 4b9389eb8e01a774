import type { QuoteRequestUpdate } from '@painting-site/gateway/contract/quote-requests';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { LEAVE_UNSAVED_QUESTION } from '@/lib/use-unsaved-changes-guard.ts';
import { message, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { FOLLOW_UP_SAVED_MESSAGE } from './request-follow-up-form.tsx';

const DETAIL_PATH = `${paths.adminQuoteRequests}/7`;
const REQUEST = message(7, { name: 'Maria Gonzalez', status: 'new', followUpOn: null, notes: '' });

const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const statusField = () => screen.getByRole('combobox', { name: 'Status' });
const dateField = () => screen.getByLabelText('Follow up on');
const notesField = () => screen.getByRole('textbox', { name: 'Private notes' });
const saveButton = () => screen.getByRole('button', { name: 'Save follow-up' });

function patchBodies(fetchMock: ReturnType<typeof openDashboardAt>['fetchMock']) {
  return callsTo(fetchMock, 'PATCH /api/admin/messages/7').map(
    (init) => JSON.parse(String(init.body)) as QuoteRequestUpdate,
  );
}

async function openRequest(refuse?: () => Response | undefined) {
  const opened = openDashboardAt(DETAIL_PATH, {
    'GET /api/admin/messages/7': () => jsonResponse(200, REQUEST),
    'PATCH /api/admin/messages/7': (_url, init) =>
      refuse?.() ?? jsonResponse(200, { ...REQUEST, ...(JSON.parse(String(init?.body)) as QuoteRequestUpdate) }),
    'GET /api/admin/messages': () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20, counts: {} }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Request from Maria Gonzalez' });
  return opened;
}

const confirm = vi.fn(() => false);
beforeEach(() => {
  confirm.mockClear();
  vi.stubGlobal('confirm', confirm);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a quote request's follow-up: status, date and notes", () => {
  it('saves all three with one Save and one confirmation, and changes nothing before it', async () => {
    const { fetchMock } = await openRequest();

    await userEvent.selectOptions(statusField(), 'Quoted');
    fireEvent.change(dateField(), { target: { value: '2026-04-15' } });
    await userEvent.type(notesField(), 'Walked it Tuesday; quoted $4,200.');
    expect(patchBodies(fetchMock)).toEqual([]);
    expect(screen.getByText('Not saved yet')).toBeInTheDocument();

    await userEvent.click(saveButton());

    expect(await within(notifications()).findAllByText(FOLLOW_UP_SAVED_MESSAGE)).not.toHaveLength(0);
    expect(patchBodies(fetchMock)).toEqual([
      { status: 'quoted', followUpOn: '2026-04-15', notes: 'Walked it Tuesday; quoted $4,200.' },
    ]);
    expect(screen.queryByText('Not saved yet')).not.toBeInTheDocument();
  });

  it('clears the follow-up date when the owner leaves it empty', async () => {
    const { fetchMock } = await openRequest();
    fireEvent.change(dateField(), { target: { value: '2026-04-15' } });
    await userEvent.click(screen.getByRole('button', { name: 'No follow-up date' }));
    expect(dateField()).toHaveValue('');

    await userEvent.click(saveButton());

    await waitFor(() => expect(patchBodies(fetchMock)).toEqual([{ status: 'new', followUpOn: null, notes: '' }]));
  });

  it('keeps what was typed when saving fails, and saves it on the next try', async () => {
    let failNext = true;
    const { fetchMock } = await openRequest(() => {
      if (!failNext) return undefined;
      failNext = false;
      return errorResponse(503, { code: 'unavailable', message: 'The server is busy. Try again in a moment.' });
    });
    await userEvent.type(notesField(), 'Called Tuesday, quoted $2,400.');
    await userEvent.click(saveButton());

    expect(await within(notifications()).findAllByText('The server is busy. Try again in a moment.')).not.toHaveLength(
      0,
    );
    expect(notesField()).toHaveValue('Called Tuesday, quoted $2,400.');
    expect(screen.getByText('Not saved yet')).toBeInTheDocument();

    await userEvent.click(saveButton());
    expect(await within(notifications()).findAllByText(FOLLOW_UP_SAVED_MESSAGE)).not.toHaveLength(0);
    expect(patchBodies(fetchMock)).toHaveLength(2);
  });

  it("shows the gateway's message on the field it refuses", async () => {
    await openRequest(() =>
      errorResponse(400, {
        code: 'invalid_body',
        message: 'Check the highlighted field.',
        fields: { followUpOn: 'Give a real day, as YYYY-MM-DD.' },
      }),
    );
    fireEvent.change(dateField(), { target: { value: '2026-02-28' } });
    await userEvent.click(saveButton());

    await waitFor(() =>
      expect(dateField()).toHaveAccessibleDescription(expect.stringContaining('Give a real day, as YYYY-MM-DD.')),
    );
    expect(dateField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses notes longer than the gateway takes, without sending them', async () => {
    const { fetchMock } = await openRequest();
    await userEvent.click(notesField());
    await userEvent.paste('x'.repeat(5001));
    await userEvent.click(saveButton());

    expect(notesField()).toHaveAccessibleDescription(expect.stringContaining('Notes can be at most 5000 characters'));
    expect(patchBodies(fetchMock)).toEqual([]);
  });

  it('asks before the owner leaves with notes not saved, and stays when the owner says no', async () => {
    const { router } = await openRequest();
    await userEvent.type(notesField(), 'Prefers mornings');

    await userEvent.click(screen.getByRole('link', { name: /All quote requests/ }));

    expect(confirm).toHaveBeenCalledWith(LEAVE_UNSAVED_QUESTION);
    expect(router.state.location.pathname).toBe(DETAIL_PATH);
    expect(notesField()).toHaveValue('Prefers mornings');
  });
});
