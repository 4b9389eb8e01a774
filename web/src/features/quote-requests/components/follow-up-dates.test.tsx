import { QUOTE_REQUESTS_PAGE_SIZE } from '@painting-site/gateway/contract/quote-requests';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { MESSAGE_COUNTS, messageSummary, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { jsonResponse } from '@/testing/stub-api.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('follow-up dates in the inbox', () => {
  it("shows each request's date, marked Overdue or Today against the owner's own date", async () => {
    // Late on the last evening of November on the owner's own clock (whatever its zone).
    vi.useFakeTimers({ now: new Date(2026, 10, 30, 23, 30), toFake: ['Date'] });
    openDashboardAt(paths.adminQuoteRequests, {
      'GET /api/admin/messages': () =>
        jsonResponse(200, {
          items: [
            messageSummary(9, { name: 'Due Today', followUpOn: '2026-11-30' }),
            messageSummary(8, { name: 'Long Overdue', followUpOn: '2020-01-06' }),
            messageSummary(7, { name: 'Later On', followUpOn: '2999-12-31' }),
            messageSummary(6, { name: 'Due Yesterday', followUpOn: '2026-11-29' }),
            messageSummary(5, { name: 'Due Tomorrow', followUpOn: '2026-12-01' }),
          ],
          total: 5,
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
    expect(within(rowOf('Due Yesterday')).getByText(/^Follow up/)).toHaveTextContent(/2026 · Overdue$/);
    expect(within(rowOf('Due Tomorrow')).getByText(/^Follow up/)).toHaveTextContent(/2026$/);
  });
});
