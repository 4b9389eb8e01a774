import { OTHER_SOURCES } from '@painting-site/gateway/contract/visitor-counts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { fiveVisitorsReport, openDashboardAt, visitorReport, visitorSource } from '@/testing/dashboard-fixtures.ts';
import { preloadRoutes } from '@/testing/preload-routes.ts';
import { callsTo, jsonResponse } from '@/testing/stub-api.ts';
import { formatDay } from '../visitor-words.ts';
import { CAMPAIGNS_CAPTION } from './campaigns-table.tsx';
import { chartSummary } from './daily-chart.tsx';
import { DAYS_CAPTION, HIDE_DAYS_LABEL, SHOW_DAYS_LABEL } from './daily-table.tsx';
import { SOURCES_CAPTION } from './sources-table.tsx';
import { DEVICES_LABEL, TOTALS_LABEL } from './visitor-totals.tsx';
import { CAMPAIGNS_TITLE, NO_VISITORS_NOTE, PERIOD_LEGEND } from './visitors-report.tsx';

preloadRoutes(
  () => import('@/app/routes/admin/dashboard/layout.tsx'),
  () => import('@/app/routes/admin/dashboard/visitors.tsx'),
);

const reportAnswer = () => ({
  'GET /api/admin/visitors': (url: URL) =>
    jsonResponse(200, fiveVisitorsReport(Number(url.searchParams.get('days')) as 7 | 30 | 90)),
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the Visitors section', () => {
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("shows the period's totals, devices, top pages by name and each source's way to a request", async () => {
    const { fetchMock } = openDashboardAt(paths.adminVisitors, reportAnswer());

    const totals = await screen.findByRole('list', { name: TOTALS_LABEL });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '5 Visitors',
      '12 Page views',
      '2 Quote forms started',
      '1 Requests sent',
      '1 Call taps',
      '0 Text taps',
    ]);
    expect(
      within(screen.getByRole('list', { name: DEVICES_LABEL }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 (60%) on a phone or tablet', '2 (40%) on a computer']);
    expect(callsTo(fetchMock, 'GET /api/admin/visitors')).toHaveLength(1);

    expect(rowsOf(screen.getByRole('table', { name: 'Pages by views' }))).toEqual([
      ['Home /', '6', '5'],
      ['Contact /contact', '4', '2'],
      ['Services /services', '2', '1'],
    ]);
    const sources = screen.getByRole('table', { name: SOURCES_CAPTION });
    expect(rowsOf(sources)).toEqual([
      ['flyercampaign link', '3', '2', '1', '33%', '1', '$3,403.70', '1', '0'],
      ['google.comwebsite', '1', '0', '0', '0%', '0', '$0.00', '0', '0'],
      ['Direct', '1', '0', '0', '0%', '0', '$0.00', '0', '0'],
    ]);
    expect(
      within(sources)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Source',
      'Visitors',
      'Quote forms started',
      'Requests sent',
      'Sent per visitor',
      'Estimates sent',
      'Value won',
      'Call taps',
      'Text taps',
    ]);
    // Too wide for a phone: it scrolls (or stacks) in a region a keyboard can reach.
    expect(screen.getByRole('region', { name: SOURCES_CAPTION })).toHaveAttribute('tabindex', '0');
    // The flyer's visitors by the medium and campaign of the link they came by.
    expect(rowsOf(screen.getByRole('table', { name: CAMPAIGNS_CAPTION }))).toEqual([
      ['flyer', 'print', 'spring-2026', '2', '1', '1', '50%'],
      ['flyer', 'not given', 'not given', '1', '1', '0', '0%'],
    ]);
    expect(screen.getByRole('region', { name: CAMPAIGNS_CAPTION })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText(/No cookie is used/)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows no campaign links section when no visitor came by a campaign link', async () => {
    const report = fiveVisitorsReport();
    report.campaigns = [];
    openDashboardAt(paths.adminVisitors, { 'GET /api/admin/visitors': () => jsonResponse(200, report) });

    await screen.findByRole('table', { name: SOURCES_CAPTION });
    expect(screen.queryByRole('heading', { name: CAMPAIGNS_TITLE })).not.toBeInTheDocument();
  });

  it('says "—" for the rate of a source without visitors', async () => {
    const report = fiveVisitorsReport();
    report.sources.push(visitorSource(OTHER_SOURCES, 'referrer'));
    openDashboardAt(paths.adminVisitors, { 'GET /api/admin/visitors': () => jsonResponse(200, report) });

    const sources = await screen.findByRole('table', { name: SOURCES_CAPTION });
    expect(rowsOf(sources).at(-1)?.[4]).toBe('—');
  });

  it("writes the value won in the site's currency and locale, and lists a source whose estimates came without counted visitors", async () => {
    const report = fiveVisitorsReport();
    report.money = { currency: 'EUR', locale: 'de-DE' };
    report.sources.push(visitorSource('nextdoor.com', 'referrer', {}, { estimatesSent: 2, wonCents: 125_050 }));
    openDashboardAt(paths.adminVisitors, { 'GET /api/admin/visitors': () => jsonResponse(200, report) });

    const rows = rowsOf(await screen.findByRole('table', { name: SOURCES_CAPTION }));
    const euros = (cents: number) =>
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    expect(rows[0]?.slice(5, 7)).toEqual(['1', euros(340_370)]);
    expect(rows.at(-1)).toEqual(['nextdoor.comwebsite', '0', '0', '0', '—', '2', euros(125_050), '0', '0']);
    expect(euros(125_050)).toMatch(/^1\.250,50\s€$/);
  });

  it('draws the days as a chart named by its figures, with every day in a table shown on demand', async () => {
    openDashboardAt(paths.adminVisitors, reportAnswer());
    const report = fiveVisitorsReport(30);

    const chart = await screen.findByRole('img', { name: chartSummary(report.daily) });
    expect(chart).toHaveAccessibleName(
      'Visitors and page views per day, Oct 28 to Nov 26: 5 visitors and 12 page views in all; the busiest day Nov 26, with 3 visitors and 8 page views.',
    );
    expect(screen.getByText('Visitors (bars)')).toBeInTheDocument();
    expect(screen.getByText('Page views (line)')).toBeInTheDocument();

    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: SHOW_DAYS_LABEL });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: DAYS_CAPTION })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: HIDE_DAYS_LABEL })).toHaveAttribute('aria-expanded', 'true');
    const days = rowsOf(screen.getByRole('table', { name: DAYS_CAPTION }));
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual([formatDay('2026-10-28'), '0', '0']);
    expect(days.slice(-2)).toEqual([
      [formatDay('2026-11-25'), '2', '4'],
      [formatDay('2026-11-26'), '3', '8'],
    ]);
    await expectNoAxeViolations();
  });

  it('asks for 30 days first, then the period the owner picks, by keyboard too', async () => {
    const { fetchMock } = openDashboardAt(paths.adminVisitors, reportAnswer());
    const asked = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), window.location.origin))
        .filter((url) => url.pathname === '/api/admin/visitors')
        .map((url) => url.searchParams.get('days'));

    await screen.findByRole('list', { name: TOTALS_LABEL });
    const period = screen.getByRole('radiogroup', { name: PERIOD_LEGEND });
    expect(within(period).getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    expect(asked()).toEqual(['30']);

    const user = userEvent.setup();
    await user.click(within(period).getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(asked()).toEqual(['30', '7']));
    expect(await screen.findAllByRole('row')).not.toHaveLength(0);
    expect(await screen.findByRole('img', { name: /Nov 20 to Nov 26/ })).toBeInTheDocument();

    // Arrow keys move between the radio buttons, as in any radio group.
    within(period).getByRole('radio', { name: 'Last 7 days' }).focus();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    expect(within(period).getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
    await waitFor(() => expect(asked()).toEqual(['30', '7', '30', '90']));
    expect(await screen.findByRole('img', { name: /Aug 29 to Nov 26/ })).toBeInTheDocument();
  });

  it('downloads the daily totals of the period as CSV', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:visitors');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const csv = 'Date,Visitors\n2026-11-26,3\n';
    const { fetchMock } = openDashboardAt(paths.adminVisitors, {
      ...reportAnswer(),
      'GET /api/admin/visitors/export.csv': () =>
        new Response(csv, {
          status: 200,
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="visitors.csv"' },
        }),
    });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('radiogroup', { name: PERIOD_LEGEND })).getByRole('radio', {
        name: 'Last 90 days',
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    const exports = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), window.location.origin))
      .filter((url) => url.pathname === '/api/admin/visitors/export.csv');
    expect(exports.map((url) => url.search)).toEqual(['?days=90']);
    expect(clicked.map((link) => [link.download, link.getAttribute('href')])).toEqual([
      ['visitors.csv', 'blob:visitors'],
    ]);
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe(csv);
  });

  it('explains itself when no visitor has been counted', async () => {
    openDashboardAt(paths.adminVisitors, {
      'GET /api/admin/visitors': () => jsonResponse(200, visitorReport()),
    });

    expect(await screen.findByText(NO_VISITORS_NOTE)).toBeInTheDocument();
    expect(NO_VISITORS_NOTE).toMatch(/^No visitors counted yet\. Counting starts when/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: PERIOD_LEGEND })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows the spinner while the figures load, and a way to try again if they cannot', async () => {
    let fail = () => {};
    const networkDown = new Promise<void>((resolve) => {
      fail = resolve;
    });
    openDashboardAt(paths.adminVisitors, {
      'GET /api/admin/visitors': () =>
        networkDown.then((): Response => {
          throw new TypeError('Failed to fetch');
        }),
    });

    expect(await screen.findByRole('status', { name: 'Loading the visitor figures' })).toBeInTheDocument();
    fail();
    expect(await screen.findByText("Couldn't load the visitor figures.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
