import type { EstimateListItem } from '@painting-site/gateway/contract/estimates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { formatAbsolute } from '@/lib/time-words.ts';
import { openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { preloadRoutes } from '@/testing/preload-routes.ts';
import { jsonResponse } from '@/testing/stub-api.ts';

preloadRoutes(
  () => import('@/app/routes/admin/dashboard/layout.tsx'),
  () => import('@/app/routes/admin/dashboard/estimates.tsx'),
);

const SENT: EstimateListItem = {
  id: 31,
  requestId: 7,
  number: 1042,
  customerName: 'Maria Gonzalez',
  state: 'sent',
  valueCents: 340_370,
  sentAt: '2026-12-02T10:00:00.000Z',
  expiresOn: '2027-01-15',
  updatedAt: '2026-12-02T10:00:00.000Z',
};
const DRAFT: EstimateListItem = {
  ...SENT,
  id: 32,
  requestId: 8,
  number: 1043,
  customerName: 'Tom Reyes',
  state: 'draft',
  valueCents: 0,
  sentAt: null,
};

/** The gateway's list, filtered by `?state=` as it filters it. */
const listAnswer = (url: URL) => {
  const state = url.searchParams.get('state');
  return jsonResponse(200, {
    estimates: [SENT, DRAFT].filter((each) => state === null || each.state === state),
    currency: 'USD',
  });
};

describe('the estimates list', () => {
  it('shows each estimate with its customer, state, value, sent date and expiry, linked to its editor', async () => {
    openDashboardAt(paths.adminEstimates, { 'GET /api/admin/estimates': listAnswer });

    const table = await screen.findByRole('table', { name: 'All estimates, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `Estimate 1042Maria GonzalezSent$3,403.70${formatAbsolute(SENT.sentAt ?? '')}Jan 15, 2027`,
      'Estimate 1043Tom ReyesDraft$0.00Not sentJan 15, 2027',
    ]);
    expect(within(table).getByRole('link', { name: 'Estimate 1042' })).toHaveAttribute(
      'href',
      `${paths.adminEstimates}/31`,
    );
    expect(screen.getByRole('link', { name: 'Price list and settings' })).toHaveAttribute(
      'href',
      paths.adminEstimateSettings,
    );
  });

  it('filters by state', async () => {
    const { router } = openDashboardAt(paths.adminEstimates, { 'GET /api/admin/estimates': listAnswer });
    await screen.findByRole('table');

    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Filter estimates' })).getByRole('link', { name: 'Draft' }),
    );

    const table = await screen.findByRole('table', { name: 'Draft estimates, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Tom Reyes')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=draft');
    expect(screen.getByRole('link', { name: 'Draft' })).toHaveAttribute('aria-current', 'true');
  });

  it('says so when no estimate is in the state chosen', async () => {
    openDashboardAt(`${paths.adminEstimates}?state=accepted`, { 'GET /api/admin/estimates': listAnswer });

    expect(await screen.findByText('No estimates are accepted right now.')).toBeInTheDocument();
  });
});
