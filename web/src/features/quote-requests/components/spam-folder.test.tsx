import type { QuoteRequestSummary } from '@painting-site/gateway/contract/quote-requests';
import { QUOTE_REQUESTS_PAGE_SIZE, SPAM_RETENTION_DAYS } from '@painting-site/gateway/contract/quote-requests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { MESSAGE_COUNTS, message, messageSummary, OWNER_TOKEN, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { callsTo, jsonResponse } from '@/testing/stub-api.ts';
import { RESTORED_MESSAGE, RESTORED_WITH_MAIL_MESSAGE } from './spam-notice.tsx';

const CAUGHT = message(12, {
  name: 'Real Customer',
  spamReason: 'too_fast',
  notifyStatus: 'off',
  acknowledgeStatus: 'off',
});
const BOT = messageSummary(11, { name: 'Cheap Pills', spamReason: 'honeypot', notifyStatus: 'off' });

/** The gateway's two folders: restoring a request moves it from the spam folder to the inbox. */
function folders(mailConfigured = true) {
  let spam: QuoteRequestSummary[] = [CAUGHT, BOT];
  const page = (items: QuoteRequestSummary[]) =>
    jsonResponse(200, {
      items,
      total: items.length,
      page: 1,
      pageSize: QUOTE_REQUESTS_PAGE_SIZE,
      counts: { ...MESSAGE_COUNTS, spam: spam.length },
    });
  return {
    'GET /api/admin/messages': (url: URL) => page(url.searchParams.get('folder') === 'spam' ? spam : []),
    'GET /api/admin/messages/12': () => jsonResponse(200, CAUGHT),
    'POST /api/admin/messages/12/restore': () => {
      spam = spam.filter(({ id }) => id !== CAUGHT.id);
      const mail = mailConfigured ? 'pending' : 'off';
      return jsonResponse(200, { ...CAUGHT, spamReason: null, notifyStatus: mail, acknowledgeStatus: mail });
    },
  };
}

function listQueries(fetchMock: ReturnType<typeof openDashboardAt>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === '/api/admin/messages')
    .map((url) => Object.fromEntries(url.searchParams));
}

afterEach(() => {
  vi.restoreAllMocks();
  // jsdom has no object URLs; the export test lends them.
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the spam folder', () => {
  it('is a choice of the filter with its size, kept in the address, and lists what the guards caught', async () => {
    const { fetchMock, router } = openDashboardAt(paths.adminQuoteRequests, folders());
    const filter = await screen.findByRole('navigation', { name: 'Filter requests' });

    await userEvent.click(await within(filter).findByRole('link', { name: 'Spam (2)' }));

    expect(await screen.findByRole('link', { name: 'Cheap Pills' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?folder=spam');
    expect(listQueries(fetchMock).at(-1)).toMatchObject({ folder: 'spam', page: '1' });
    expect(within(filter).getByRole('link', { name: 'Spam (2)' })).toHaveAttribute('aria-current', 'true');
    expect(within(filter).getByRole('link', { name: /^All/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByText(`2 requests in the spam folder`)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Spam is deleted after ${SPAM_RETENTION_DAYS} days`))).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows why a request is spam, restores it on request, and the request leaves the folder', async () => {
    const { fetchMock } = openDashboardAt(`${paths.adminQuoteRequests}?folder=spam`, folders());
    await userEvent.click(await screen.findByRole('link', { name: 'Real Customer' }));
    await screen.findByRole('heading', { level: 1, name: 'Request from Real Customer' });
    const notice = screen.getByRole('region', { name: 'In the spam folder' });

    expect(within(notice).getByText('Why: Sent faster than a person could type.')).toBeInTheDocument();
    expect(within(notice).getByText(/Spam is deleted after 30 days/)).toBeInTheDocument();
    await expectNoAxeViolations();

    await userEvent.click(within(notice).getByRole('button', { name: 'Restore to inbox' }));

    const restored = await screen.findByRole('region', { name: 'Back in the inbox' });
    expect(within(restored).getByRole('status')).toHaveTextContent(RESTORED_WITH_MAIL_MESSAGE);
    expect(within(restored).getByRole('status')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/admin/messages/12/restore')[0]?.headers).toMatchObject({
      Authorization: `Bearer ${OWNER_TOKEN}`,
    });

    await userEvent.click(screen.getByRole('link', { name: 'All quote requests' }));

    expect(await screen.findByRole('link', { name: 'Cheap Pills' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Real Customer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spam (1)' })).toHaveAttribute('aria-current', 'true');
  });

  it('says no e-mail went out when restoring while mail is not set up', async () => {
    openDashboardAt(`${paths.adminQuoteRequests}/12`, folders(false));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore to inbox' }));

    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Back in the inbox' })).toHaveTextContent(RESTORED_MESSAGE),
    );
  });

  it('exports the spam folder when it is open', async () => {
    const { fetchMock } = openDashboardAt(`${paths.adminQuoteRequests}?folder=spam`, {
      ...folders(),
      'GET /api/admin/messages/export.csv': () =>
        new Response('Received\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await screen.findByRole('link', { name: 'Cheap Pills' });

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/messages/export.csv')).toHaveLength(1));
    const [exportCall] = fetchMock.mock.calls.filter(([input]) => String(input).includes('export.csv'));
    expect(new URL(String(exportCall?.[0]), window.location.origin).search).toBe('?folder=spam');
  });
});
