import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { estimateMonthFigures, estimateSettings, openDashboardAt, overview } from '@/testing/dashboard-fixtures.ts';
import { preloadRoutes } from '@/testing/preload-routes.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import {
  ESTIMATES_LINK,
  MONTH_FIGURES_LABEL,
  MONTH_FIGURES_TITLE,
  NO_ESTIMATES_THIS_MONTH,
  NO_WIN_RATE,
} from './estimate-month-figures.tsx';

preloadRoutes(
  () => import('@/app/routes/admin/dashboard/layout.tsx'),
  () => import('@/app/routes/admin/dashboard/overview.tsx'),
);

/** The overview, its requests' part answered, and `answers` for the rest. */
const openOverview = (answers: Parameters<typeof openDashboardAt>[1] = {}) =>
  openDashboardAt(paths.adminDashboard, {
    'GET /api/admin/overview': () => jsonResponse(200, overview()),
    ...answers,
  });

const cardsOf = async () =>
  within(await screen.findByRole('list', { name: MONTH_FIGURES_LABEL }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("the overview's estimates this month", () => {
  it('shows how many were sent and for how much, how many were won and for how much, and the win rate', async () => {
    const { fetchMock } = openOverview({
      'GET /api/admin/estimates/figures': () =>
        jsonResponse(
          200,
          estimateMonthFigures({ sent: 6, quotedCents: 2_480_000, won: 2, wonCents: 810_050, winRate: 2 / 3 }),
        ),
    });

    const section = await screen.findByRole('region', { name: MONTH_FIGURES_TITLE });
    expect(await cardsOf()).toEqual([
      '6 sent',
      '$24,800.00 quoted',
      '2 won$8,100.50',
      '67% win rateof those accepted, declined or expired',
    ]);
    expect(within(section).getByRole('link', { name: ESTIMATES_LINK })).toHaveAttribute('href', paths.adminEstimates);
    // This month is the business's, by the gateway's clock: the owner's device names no month.
    expect(
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), window.location.origin))
        .filter((url) => url.pathname === '/api/admin/estimates/figures')
        .map((url) => url.search),
    ).toEqual(['']);
    await expectNoAxeViolations();
  });

  it(`writes amounts in the site's currency and locale, and "${NO_WIN_RATE}" for the win rate when nothing was decided yet`, async () => {
    openOverview({
      'GET /api/admin/estimates/settings': () =>
        jsonResponse(200, estimateSettings({ currency: 'EUR', locale: 'de-DE' })),
      'GET /api/admin/estimates/figures': () =>
        jsonResponse(200, estimateMonthFigures({ sent: 1, quotedCents: 125_050 })),
    });

    const euros = (cents: number) =>
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    expect(await cardsOf()).toEqual([
      '1 sent',
      `${euros(125_050)} quoted`,
      `0 won${euros(0)}`,
      `${NO_WIN_RATE} win rateof those accepted, declined or expired`,
    ]);
  });

  it('says so when nothing was sent or decided this month', async () => {
    openOverview();

    const section = await screen.findByRole('region', { name: MONTH_FIGURES_TITLE });
    expect(await within(section).findByText(NO_ESTIMATES_THIS_MONTH)).toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: MONTH_FIGURES_LABEL })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: ESTIMATES_LINK })).toBeInTheDocument();
  });

  it('shows the spinner while they load, then what failed with a way to try again, the rest of the overview undisturbed', async () => {
    let fail = () => {};
    const busy = new Promise<void>((resolve) => {
      fail = resolve;
    });
    let answer = () => busy.then(() => errorResponse(503, { code: 'unavailable', message: 'The database is busy.' }));
    const { fetchMock } = openOverview({
      'GET /api/admin/estimates/figures': () => answer(),
    });

    const section = await screen.findByRole('region', { name: MONTH_FIGURES_TITLE });
    expect(within(section).getByRole('status', { name: 'Loading this month’s estimates' })).toBeInTheDocument();
    fail();
    expect(await within(section).findByText("Couldn't load this month’s estimates.")).toBeInTheDocument();
    expect(within(section).getByText(OWNER_LOAD_ADVICE)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Quote requests at a glance' })).toBeInTheDocument();

    answer = async () => jsonResponse(200, estimateMonthFigures({ sent: 2, quotedCents: 90_000 }));
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    expect((await cardsOf())[0]).toBe('2 sent');
    expect(callsTo(fetchMock, 'GET /api/admin/estimates/figures')).toHaveLength(2);
  });
});
