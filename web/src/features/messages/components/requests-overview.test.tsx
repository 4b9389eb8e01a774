import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { messageSummary, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { jsonResponse } from '@/testing/stub-api.ts';

describe('the dashboard overview', () => {
  it('counts new requests and those of this week and month, and links to the latest', async () => {
    openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': () =>
        jsonResponse(200, {
          counts: { new: 3, thisWeek: 5, thisMonth: 12, total: 40 },
          latest: [
            messageSummary(9, { name: 'Maria Gonzalez', read: false }),
            messageSummary(8, { name: 'Tom Richards', status: 'won' }),
          ],
        }),
    });

    const counts = await screen.findByRole('list', { name: 'Quote requests at a glance' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 new requests', '5 received this week', '12 received this month']);
    expect(within(counts).getByRole('link', { name: '3 new requests' })).toHaveAttribute(
      'href',
      `${paths.adminMessages}?status=new`,
    );
    expect(screen.getByRole('link', { name: 'Maria Gonzalez' })).toHaveAttribute('href', `${paths.adminMessages}/9`);
    expect(screen.getByRole('link', { name: 'Tom Richards' })).toHaveAttribute('href', `${paths.adminMessages}/8`);
    expect(screen.getByRole('link', { name: 'All quote requests (40)' })).toHaveAttribute('href', paths.adminMessages);
    const quickLinks = within(screen.getByRole('region', { name: 'Sections' })).getAllByRole('link');
    expect(quickLinks.map((link) => link.textContent)).toEqual([
      'Messages',
      'E-mail',
      'Gallery',
      'Services',
      'Testimonials',
      'How we work',
      'FAQ',
      'Pages',
      'Business details',
      'Brand',
      'Account',
    ]);
  });

  it('says so when no quote request has come in yet', async () => {
    openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': () =>
        jsonResponse(200, { counts: { new: 0, thisWeek: 0, thisMonth: 0, total: 0 }, latest: [] }),
    });

    expect(await screen.findByText(/No quote requests yet/)).toBeInTheDocument();
  });

  it('shows the spinner while the counts load, and a way to try again if they cannot', async () => {
    let fail = () => {};
    const failure = new Promise<Response>((_resolve, reject) => {
      fail = () => reject(new TypeError('Failed to fetch'));
    });
    openDashboardAt(paths.adminDashboard, { 'GET /api/admin/overview': () => failure });

    expect(await screen.findByRole('status', { name: 'Loading the overview' })).toBeInTheDocument();
    fail();
    expect(await screen.findByText("Couldn't load the overview.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
