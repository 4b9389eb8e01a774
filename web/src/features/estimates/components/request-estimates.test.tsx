import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { preloadRoutes } from '@/testing/preload-routes.ts';
import { callsTo, jsonResponse } from '@/testing/stub-api.ts';
import { ESTIMATE_ID, estimate, estimateAnswers, REQUEST } from '../testing/estimate-fixtures.ts';

preloadRoutes(
  () => import('@/app/routes/admin/dashboard/layout.tsx'),
  () => import('@/app/routes/admin/dashboard/quote-request.tsx'),
  () => import('@/app/routes/admin/dashboard/estimate.tsx'),
);

const REQUEST_PATH = `${paths.adminQuoteRequests}/${REQUEST.id}`;

describe("a quote request's estimates", () => {
  it('lists them on the request, with their state and value', async () => {
    const { fetchMock } = openDashboardAt(REQUEST_PATH, {
      ...estimateAnswers(),
      'GET /api/admin/estimates': () =>
        jsonResponse(200, {
          estimates: [
            {
              id: ESTIMATE_ID,
              requestId: REQUEST.id,
              number: 1042,
              customerName: REQUEST.name,
              state: 'opened',
              valueCents: 125_000,
              sentAt: '2026-12-02T10:00:00.000Z',
              expiresOn: '2027-01-15',
              updatedAt: '2026-12-02T10:00:00.000Z',
            },
          ],
          currency: 'USD',
        }),
    });

    const section = within(await screen.findByRole('region', { name: 'Estimates' }));
    const link = await section.findByRole('link', { name: 'Estimate 1042' });
    expect(link).toHaveAttribute('href', `${paths.adminEstimates}/${ESTIMATE_ID}`);
    expect(link.closest('li')).toHaveTextContent('Estimate 1042Opened$1,250.00');
    // Only this request's, as the gateway filters them.
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), window.location.origin))
      .find((url) => url.pathname === '/api/admin/estimates');
    expect(asked?.searchParams.get('requestId')).toBe(String(REQUEST.id));
  });

  it('writes an estimate from the request and opens it in the editor', async () => {
    const { fetchMock, router } = openDashboardAt(REQUEST_PATH, {
      ...estimateAnswers(),
      'POST /api/admin/estimates': () => jsonResponse(201, estimate()),
    });
    const section = within(await screen.findByRole('region', { name: 'Estimates' }));
    expect(await section.findByText('No estimate written for this request yet.')).toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: 'Write an estimate' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Estimate 1042' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${paths.adminEstimates}/${ESTIMATE_ID}`);
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/admin/estimates')[0]?.body))).toEqual({
      requestId: REQUEST.id,
    });
    expect(await screen.findByRole('link', { name: `Request from ${REQUEST.name}` })).toHaveAttribute(
      'href',
      `${paths.adminQuoteRequests}/${REQUEST.id}`,
    );
  });
});
