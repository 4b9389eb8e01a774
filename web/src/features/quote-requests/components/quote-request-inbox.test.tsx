import type { QuoteRequestSummary } from '@painting-site/gateway/contract/quote-requests';
import { QUOTE_REQUESTS_PAGE_SIZE } from '@painting-site/gateway/contract/quote-requests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { MESSAGE_COUNTS, messageSummary, OWNER_TOKEN, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { callsTo, jsonResponse } from '@/testing/stub-api.ts';

const INBOX = [
  messageSummary(7, { name: 'Maria Gonzalez', read: false, status: 'new' }),
  messageSummary(6, { name: 'Tom Richards', read: true, status: 'quoted' }),
];

function listAnswer(items: QuoteRequestSummary[] = INBOX, total = items.length, page = 1) {
  return () => jsonResponse(200, { items, total, page, pageSize: QUOTE_REQUESTS_PAGE_SIZE, counts: MESSAGE_COUNTS });
}

/** The query of each list request, as sent. */
function listQueries(fetchMock: ReturnType<typeof openDashboardAt>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === '/api/admin/messages')
    .map((url) => Object.fromEntries(url.searchParams));
}

const requestList = () => screen.getByRole('list', { name: 'Quote requests' });
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
  // jsdom has no object URLs; the export test lends them.
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the quote-request inbox', () => {
  it('asks for the status, search words and page in the address, with the token', async () => {
    const { fetchMock } = openDashboardAt(`${paths.adminQuoteRequests}?status=new&q=smith&page=2`, {
      'GET /api/admin/messages': listAnswer(INBOX, 25, 2),
    });

    await screen.findByRole('link', { name: 'Maria Gonzalez' });

    expect(listQueries(fetchMock)).toEqual([
      { status: 'new', q: 'smith', page: '2', pageSize: String(QUOTE_REQUESTS_PAGE_SIZE) },
    ]);
    expect(callsTo(fetchMock, 'GET /api/admin/messages')[0]?.headers).toMatchObject({
      Authorization: `Bearer ${OWNER_TOKEN}`,
    });
    expect(screen.getByRole('searchbox', { name: 'Search requests' })).toHaveValue('smith');
    expect(screen.getByRole('link', { name: /^New/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('shows unread requests in bold, with a word for screen readers', async () => {
    openDashboardAt(paths.adminQuoteRequests, { 'GET /api/admin/messages': listAnswer() });
    await screen.findByRole('link', { name: 'Maria Gonzalez' });

    expect(within(rowOf('Maria Gonzalez')).getByText('Unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maria Gonzalez' })).toHaveStyle({ fontWeight: '700' });
    expect(within(rowOf('Tom Richards')).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tom Richards' })).toHaveStyle({ fontWeight: '400' });
    expect(screen.getByRole('link', { name: 'Maria Gonzalez' })).toHaveAttribute(
      'href',
      `${paths.adminQuoteRequests}/7`,
    );
    expect(within(requestList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('searches from the first page, keeping the status, and puts the words in the address', async () => {
    const { fetchMock, router } = openDashboardAt(`${paths.adminQuoteRequests}?status=quoted&page=3`, {
      'GET /api/admin/messages': listAnswer(INBOX, 60, 3),
    });
    await screen.findByRole('link', { name: 'Maria Gonzalez' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'division st{Enter}');

    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(2));
    expect(listQueries(fetchMock)[1]).toEqual({
      status: 'quoted',
      q: 'division st',
      page: '1',
      pageSize: String(QUOTE_REQUESTS_PAGE_SIZE),
    });
    expect(router.state.location.search).toBe('?status=quoted&q=division+st');
  });

  it('filters by status with the counts on each choice', async () => {
    const { fetchMock, router } = openDashboardAt(paths.adminQuoteRequests, {
      'GET /api/admin/messages': listAnswer(),
    });
    await screen.findByRole('link', { name: 'Maria Gonzalez' });
    const filter = screen.getByRole('navigation', { name: 'Filter requests' });

    expect(within(filter).getByRole('link', { name: 'All 11' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(filter).getByRole('link', { name: 'Won 4' }));

    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(2));
    expect(listQueries(fetchMock)[1]).toMatchObject({ status: 'won', page: '1' });
    expect(router.state.location.search).toBe('?status=won');
  });

  it('pages through with Previous and Next', async () => {
    const { fetchMock, router } = openDashboardAt(paths.adminQuoteRequests, {
      'GET /api/admin/messages': (url) => listAnswer(INBOX, 45, Number(url.searchParams.get('page')))(),
    });
    await screen.findByText('Page 1 of 3');

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(listQueries(fetchMock).map(({ page }) => page)).toEqual(['1', '2']);
    await userEvent.click(screen.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('says so when there are no quote requests yet', async () => {
    openDashboardAt(paths.adminQuoteRequests, { 'GET /api/admin/messages': listAnswer([], 0) });

    expect(await screen.findByText(/No quote requests yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Quote requests' })).not.toBeInTheDocument();
  });

  it('exports the current filter as a CSV file, fetched with the token', async () => {
    const createObjectURL = vi.fn(() => 'blob:quote-requests');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { fetchMock } = openDashboardAt(`${paths.adminQuoteRequests}?status=won&q=smith`, {
      'GET /api/admin/messages': listAnswer(),
      'GET /api/admin/messages/export.csv': () =>
        new Response('Received,Status,Name\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="quote-requests-2026-03-02.csv"',
          },
        }),
    });
    await screen.findByRole('link', { name: 'Maria Gonzalez' });

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findAllByText('Exported to quote-requests-2026-03-02.csv.')).not.toHaveLength(0);
    const [exportCall] = fetchMock.mock.calls.filter(([input]) => String(input).includes('export.csv'));
    expect(new URL(String(exportCall?.[0]), window.location.origin).search).toBe('?status=won&q=smith');
    expect(exportCall?.[1]?.headers).toMatchObject({ Authorization: `Bearer ${OWNER_TOKEN}` });
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(clicked.map((link) => [link.download, link.getAttribute('href')])).toEqual([
      ['quote-requests-2026-03-02.csv', 'blob:quote-requests'],
    ]);
  });
});
