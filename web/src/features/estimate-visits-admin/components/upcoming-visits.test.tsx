import type { UpcomingVisit } from '@painting-site/gateway/contract/estimate-visits';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { formatVisitStart } from '@/lib/visit-time-words.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { openDashboardAt, overview, upcomingVisit, VISIT_ZONE } from '@/testing/dashboard-fixtures.ts';
import { jsonResponse } from '@/testing/stub-api.ts';
import { NO_VISITS_NOTE, OVERVIEW_VISITS_SHOWN } from './upcoming-visits.tsx';

const HOUR_MS = 60 * 60 * 1000;

function openOverview(visits: UpcomingVisit[]) {
  return openDashboardAt(paths.adminDashboard, {
    'GET /api/admin/overview': () => jsonResponse(200, overview()),
    'GET /api/admin/visits': () => jsonResponse(200, { timeZone: VISIT_ZONE, visits }),
  });
}

const visitsSection = () => within(screen.getByRole('region', { name: 'Visits today and coming' }));

/** The owner's "now": 10:30 PM on 30 November in Los Angeles, already 1 December in UTC. */
const LAST_EVENING_OF_NOVEMBER = '2026-12-01T06:30:00.000Z';

/** The visits, in the order shown, as their time and whether they are tagged Today. */
async function shownVisits() {
  const items = within(await screen.findByRole('list', { name: 'Visits' })).getAllByRole('listitem');
  return items.map((item) => [item.querySelector('time')?.dateTime, within(item).queryByText('Today') !== null]);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the overview’s visits', () => {
  it('lists the next five, today’s tagged, each with its time in the business’s zone, service, town and request', async () => {
    // 10:00 AM on Monday 30 November in Los Angeles; Maria's visit is at 11, Tom's tomorrow at 9.
    vi.useFakeTimers({ now: new Date('2026-11-30T18:00:00.000Z'), toFake: ['Date'] });
    const inAnHour = '2026-11-30T19:00:00.000Z';
    const visits = [
      upcomingVisit(21, { name: 'Maria Gonzalez', start: inAnHour, address: '1420 SE Division St, Portland' }),
      upcomingVisit(22, {
        name: 'Tom Richards',
        serviceTitle: null,
        address: '8 Elm St, Beaverton',
        status: 'confirmed',
      }),
      ...[23, 24, 25, 26, 27].map((id) =>
        upcomingVisit(id, {
          start: new Date(Date.parse(inAnHour) + id * 24 * HOUR_MS).toISOString(),
          status: 'confirmed',
        }),
      ),
    ];
    openOverview(visits);

    const list = await screen.findByRole('list', { name: 'Visits' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(OVERVIEW_VISITS_SHOWN);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Maria Gonzalez' })).toHaveAttribute(
      'href',
      `${paths.adminQuoteRequests}/21`,
    );
    expect(first.getByText('Today')).toBeInTheDocument();
    expect(first.getByText('Not confirmed')).toBeInTheDocument();
    expect(first.getByText('Interior painting · Portland')).toBeInTheDocument();
    expect(items[0]?.querySelector('time')?.textContent).toBe(formatVisitStart(inAnHour, VISIT_ZONE));
    const second = within(items[1] as HTMLElement);
    expect(second.getByText('Service not chosen · Beaverton')).toBeInTheDocument();
    expect(second.queryByText('Today')).not.toBeInTheDocument();
    expect(second.queryByText('Not confirmed')).not.toBeInTheDocument();
    expect(visitsSection().getByText('Times in Los Angeles time.')).toBeInTheDocument();
    expect(visitsSection().getByRole('link', { name: 'Visit hours and calendar feed' })).toHaveAttribute(
      'href',
      paths.adminVisits,
    );
  });

  it('tags Today by the business’s date, not UTC’s, on the last evening of a month', async () => {
    vi.useFakeTimers({ now: new Date(LAST_EVENING_OF_NOVEMBER), toFake: ['Date'] });
    openOverview([
      // 11:30 PM on 30 November in Los Angeles: today there.
      upcomingVisit(21, { start: '2026-12-01T07:30:00.000Z', end: '2026-12-01T08:30:00.000Z' }),
      // 9:00 AM on 1 December: tomorrow there, though it is 1 December in UTC already.
      upcomingVisit(22),
    ]);
    expect(await shownVisits()).toEqual([
      ['2026-12-01T07:30:00.000Z', true],
      ['2026-12-01T17:00:00.000Z', false],
    ]);
  });

  it('tags Today through the whole day the clocks go back, 25 hours long', async () => {
    // 12:30 AM Pacific Daylight Time on Sunday 1 November 2026; at 2:00 the clocks go back to 1:00 PST.
    vi.useFakeTimers({ now: new Date('2026-11-01T07:30:00.000Z'), toFake: ['Date'] });
    openOverview([
      // 11:30 PM PST the same day: 24 hours on, still today.
      upcomingVisit(21, { start: '2026-11-02T07:30:00.000Z', end: '2026-11-02T08:30:00.000Z' }),
      // 12:15 AM PST on Monday: tomorrow.
      upcomingVisit(22, { start: '2026-11-02T08:15:00.000Z', end: '2026-11-02T09:15:00.000Z' }),
    ]);
    expect(await shownVisits()).toEqual([
      ['2026-11-02T07:30:00.000Z', true],
      ['2026-11-02T08:15:00.000Z', false],
    ]);
  });

  it('says when none are booked', async () => {
    openOverview([]);
    expect(await screen.findByText(NO_VISITS_NOTE)).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    openOverview([upcomingVisit(21)]);
    await screen.findByRole('list', { name: 'Visits' });
    await expectNoAxeViolations();
  });
});
