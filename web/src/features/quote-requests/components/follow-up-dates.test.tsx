import { QUOTE_REQUESTS_PAGE_SIZE } from '@painting-site/gateway/contract/quote-requests';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { MESSAGE_COUNTS, messageSummary, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { jsonResponse } from '@/testing/stub-api.ts';
import { localDay } from '../follow-up-day.ts';

describe('follow-up dates in the inbox', () => {
  it("shows each request's date, marked Overdue or Today against the owner's own date", async () => {
    openDashboardAt(paths.adminQuoteRequests, {
      'GET /api/admin/messages': () =>
        jsonResponse(200, {
          items: [
            messageSummary(9, { name: 'Due Today', followUpOn: localDay() }),
            messageSummary(8, { name: 'Long Overdue', followUpOn: '2020-01-06' }),
            messageSummary(7, { name: 'Later On', followUpOn: '2999-12-31' }),
          ],
          total: 3,
          page: 1,
          pageSize: QUOTE_REQUESTS_PAGE_SIZE,
          counts: MESSAGE_COUNTS,
        }),
    });
    await screen.findByRole('link', { name: 'Due Today' });
    const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

    expect(within(rowOf('Due Today')).getByText(/^Follow up/)).toHaveTextContent(/· Today$/);
    expect(within(rowOf('Long Overdue')).getByText(/^Follow up/)).toHaveTextContent(/2020 · Overdue$/);
    expect(within(rowOf('Later On')).getByText(/^Follow up/)).toHaveTextContent(/2999$/);
  });
});
