import type { UpcomingVisit } from '@painting-site/gateway/contract/estimate-visits';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('the overview’s visits', () => {
  it('lists the next five, today’s tagged, each with its time in the business’s zone, service, town and request', async () => {
    // Now is today in any zone's clock a minute from now, unless midnight falls in that minute.
    const now = new Date(Date.now() + 60_000).toISOString();
    const visits = [
      upcomingVisit(21, { name: 'Maria Gonzalez', start: now, address: '1420 SE Division St, Portland' }),
      upcomingVisit(22, {
        name: 'Tom Richards',
        serviceTitle: null,
        address: '8 Elm St, Beaverton',
        status: 'confirmed',
      }),
      ...[23, 24, 25, 26, 27].map((id) =>
        upcomingVisit(id, { start: new Date(Date.now() + id * 24 * HOUR_MS).toISOString(), status: 'confirmed' }),
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
    expect(items[0]?.querySelector('time')?.textContent).toBe(formatVisitStart(now, VISIT_ZONE));
    const second = within(items[1] as HTMLElement);
    expect(second.getByText('Service not chosen · Beaverton')).toBeInTheDocument();
    expect(second.queryByText('Not confirmed')).not.toBeInTheDocument();
    expect(visitsSection().getByText('Times in Los Angeles time.')).toBeInTheDocument();
    expect(visitsSection().getByRole('link', { name: 'Visit hours and calendar feed' })).toHaveAttribute(
      'href',
      paths.adminVisits,
    );
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
