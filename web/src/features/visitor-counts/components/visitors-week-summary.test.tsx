import type { VisitorFigures } from '@painting-site/gateway/contract/visitor-counts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { openDashboardAt, overview, visitorWeek } from '@/testing/dashboard-fixtures.ts';
import { preloadRoutes } from '@/testing/preload-routes.ts';
import { errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { VISITORS_LINK, WEEK_LIST_LABEL, WEEK_TITLE, WEEK_UNAVAILABLE_NOTE } from './visitors-week-summary.tsx';

preloadRoutes(
  () => import('@/app/routes/admin/dashboard/layout.tsx'),
  () => import('@/app/routes/admin/dashboard/overview.tsx'),
);

function openOverview(thisWeek: Partial<VisitorFigures>, lastWeek: Partial<VisitorFigures>) {
  return openDashboardAt(paths.adminDashboard, {
    'GET /api/admin/overview': () => jsonResponse(200, overview()),
    'GET /api/admin/visitors/week': () => jsonResponse(200, visitorWeek(thisWeek, lastWeek)),
  });
}

const summaryLines = async () =>
  within(await screen.findByRole('list', { name: WEEK_LIST_LABEL }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("the overview's visitors this week", () => {
  it('tells each figure against last week in words: up, down, the same', async () => {
    openOverview({ visitors: 25, pageViews: 60, requestsSent: 2 }, { visitors: 20, pageViews: 80, requestsSent: 2 });

    const section = await screen.findByRole('region', { name: WEEK_TITLE });
    expect(await summaryLines()).toEqual([
      '25 visitors▲ up 25% on last week',
      '60 page views▼ down 25% on last week',
      '2 requests sent= same as last week',
    ]);
    expect(within(section).getByRole('link', { name: VISITORS_LINK })).toHaveAttribute('href', paths.adminVisitors);
    await expectNoAxeViolations();
  });

  it('says "new this week" after a week of nothing, and "same" for nothing twice', async () => {
    openOverview({ visitors: 4, pageViews: 9 }, {});

    expect(await summaryLines()).toEqual([
      '4 visitors+ new this week',
      '9 page views+ new this week',
      '0 requests sent= same as last week',
    ]);
  });

  it('keeps the overview when the figures cannot be loaded, with a quiet line instead', async () => {
    openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': () => jsonResponse(200, overview()),
      'GET /api/admin/visitors/week': () =>
        errorResponse(503, { code: 'unavailable', message: 'The visitor counts are not ready.' }),
    });

    expect(await screen.findByText(WEEK_UNAVAILABLE_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Quote requests at a glance' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: VISITORS_LINK })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
