import type { VisitAvailability } from '@painting-site/gateway/contract/estimate-visits';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { OWNER_TOKEN, openDashboardAt, VISIT_ZONE, visitAvailability } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { AVAILABILITY_MESSAGES } from '../availability-form-values.ts';
import { BOOKING_OFF_PREVIEW } from '../availability-preview.ts';
import { AVAILABILITY_SAVED_MESSAGE } from './use-availability-form.ts';
import { DAY_OFF_NOTE } from './weekly-hours-editor.tsx';

const NO_FEED = { url: null, webcalUrl: null, createdAt: null };

async function openVisits(
  save: (availability: VisitAvailability) => Response,
  shown: VisitAvailability = visitAvailability(),
) {
  const opened = openDashboardAt(paths.adminVisits, {
    'GET /api/admin/visits/availability': () => jsonResponse(200, shown),
    'PUT /api/admin/visits/availability': (_url, init) => save(JSON.parse(String(init?.body)) as VisitAvailability),
    'GET /api/admin/visits/feed': () => jsonResponse(200, NO_FEED),
  });
  await screen.findByRole('textbox', { name: 'Length of a visit (minutes)' });
  return opened;
}

const sent = (fetchMock: ReturnType<typeof openDashboardAt>['fetchMock']) =>
  callsTo(fetchMock, 'PUT /api/admin/visits/availability').map(
    (init) => JSON.parse(String(init.body)) as VisitAvailability,
  );
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save visit hours' }));
const day = (name: string) => within(screen.getByRole('group', { name }));

describe('the estimate visits section', () => {
  it('is in the menu after Messages and Visitors', async () => {
    await openVisits((availability) => jsonResponse(200, availability));
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    const messages = labels.indexOf('Messages');
    expect(labels.slice(messages, messages + 3)).toEqual(['Messages', 'Visitors', 'Estimate visits']);
  });

  it('shows the saved availability: the zone chosen, each weekday’s hours, days off said', async () => {
    await openVisits((availability) => jsonResponse(200, availability));
    expect(screen.getByRole('checkbox', { name: 'Let customers book an estimate visit online' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue(VISIT_ZONE);
    expect(screen.getByText(BOOKING_OFF_PREVIEW)).toBeInTheDocument();
    expect(day('Monday').getByLabelText('From (hours 1)')).toHaveValue('08:00');
    expect(day('Monday').getByLabelText('To (hours 2)')).toHaveValue('15:00');
    expect(day('Saturday').getByText(DAY_OFF_NOTE)).toBeInTheDocument();
    expect(day('Sunday').getByText(DAY_OFF_NOTE)).toBeInTheDocument();
    expect(day('Friday').queryByText(DAY_OFF_NOTE)).not.toBeInTheDocument();
  });

  it('saves booking turned on, the rules, hours added and removed, and blocked days', async () => {
    const { fetchMock } = await openVisits((availability) => jsonResponse(200, availability));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Let customers book an estimate visit online' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'America/Denver');
    const length = screen.getByRole('textbox', { name: 'Length of a visit (minutes)' });
    await userEvent.clear(length);
    await userEvent.type(length, '45');
    const ahead = screen.getByRole('textbox', { name: 'How far ahead (days)' });
    await userEvent.clear(ahead);
    await userEvent.type(ahead, '14');

    // Saturday morning, added: the cursor lands in its first box.
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Saturday' }));
    expect(day('Saturday').getByLabelText('From')).toHaveFocus();
    fireEvent.change(day('Saturday').getByLabelText('To'), { target: { value: '11:00' } });
    // Friday afternoon, removed.
    await userEvent.click(day('Friday').getByRole('button', { name: 'Remove Friday 13:00–15:00' }));
    expect(day('Friday').getByLabelText('To')).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Add blocked days' }));
    expect(screen.getByLabelText('First day (blocked days 1)')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('First day (blocked days 1)'), { target: { value: '2026-12-24' } });
    fireEvent.change(screen.getByLabelText('Last day (blocked days 1)'), { target: { value: '2026-12-26' } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Note (blocked days 1)' }), 'Christmas');
    expect(
      screen.getByText(/Customers can book a 45-minute visit on Mon, Tue, Wed, Thu, Fri, Sat/),
    ).toBeInTheDocument();

    await save();

    expect(await within(notifications()).findAllByText(AVAILABILITY_SAVED_MESSAGE)).not.toHaveLength(0);
    const base = visitAvailability();
    expect(sent(fetchMock)).toEqual([
      {
        ...base,
        enabled: true,
        timeZone: 'America/Denver',
        visitMinutes: 45,
        daysAhead: 14,
        hours: [...base.hours.slice(0, 9), { day: 'Saturday', start: '09:00', end: '11:00' }],
        blocked: [{ from: '2026-12-24', to: '2026-12-26', note: 'Christmas' }],
      },
    ]);
    expect(callsTo(fetchMock, 'PUT /api/admin/visits/availability')[0]?.headers).toMatchObject({
      Authorization: `Bearer ${OWNER_TOKEN}`,
    });
  });

  it('checks what it can before sending: numbers, and an end before its start', async () => {
    const { fetchMock } = await openVisits((availability) => jsonResponse(200, availability));
    const perDay = screen.getByRole('textbox', { name: 'Visits a day, at most' });
    await userEvent.clear(perDay);
    await userEvent.type(perDay, 'three');
    fireEvent.change(day('Tuesday').getByLabelText('To (hours 1)'), { target: { value: '07:00' } });

    await save();

    await waitFor(() => expect(perDay).toHaveFocus());
    expect(perDay).toHaveAccessibleDescription(AVAILABILITY_MESSAGES.wholeNumber(1, 20));
    expect(day('Tuesday').getByLabelText('To (hours 1)')).toHaveAccessibleDescription(
      AVAILABILITY_MESSAGES.endAfterStart,
    );
    expect(screen.getByText('2 fields need attention.')).toBeInTheDocument();
    expect(sent(fetchMock)).toEqual([]);
  });

  it('shows the gateway’s messages beside the rows they name, the first focused, keeping what was typed', async () => {
    const shown = visitAvailability({ blocked: [{ from: '2026-12-24', to: '2026-12-26', note: '' }] });
    await openVisits(
      () =>
        errorResponse(400, {
          code: 'validation_failed',
          message: 'Some fields need attention.',
          fields: {
            visitMinutes: 'A visit is at least 15 minutes.',
            'hours.3.end': 'These hours overlap the ones before.',
            'blocked.0.to': 'The last day must be on or after the first.',
          },
        }),
      shown,
    );
    const note = screen.getByRole('textbox', { name: 'Note (blocked days 1)' });
    await userEvent.type(note, 'Away');

    await save();

    const length = screen.getByRole('textbox', { name: 'Length of a visit (minutes)' });
    await waitFor(() => expect(length).toHaveFocus());
    expect(length).toHaveAccessibleDescription('A visit is at least 15 minutes.');
    // hours.3 is the fourth row sent: Tuesday's second.
    expect(day('Tuesday').getByLabelText('To (hours 2)')).toHaveAccessibleDescription(
      'These hours overlap the ones before.',
    );
    expect(screen.getByLabelText('Last day (blocked days 1)')).toHaveAccessibleDescription(
      'The last day must be on or after the first.',
    );
    expect(screen.getByText('3 fields need attention.')).toBeInTheDocument();
    expect(within(notifications()).queryByText('Some fields need attention.')).not.toBeInTheDocument();
    expect(note).toHaveValue('Away');
  });

  it('holds the tab from closing with changes not saved', async () => {
    await openVisits((availability) => jsonResponse(200, availability));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Let customers book an estimate visit online' }));
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
  });

  it('has no accessibility violations', async () => {
    await openVisits((availability) => jsonResponse(200, availability));
    await expectNoAxeViolations();
  });
});
