import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { QUOTE_REQUESTS_PAGE_SIZE } from '@painting-site/gateway/contract/quote-requests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { MESSAGE_COUNTS, message, noContent, OWNER_TOKEN, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { MARKED_UNREAD_MESSAGE, MESSAGE_DELETED_MESSAGE } from './quote-request-actions.tsx';

const REQUEST = message(7, {
  name: 'Maria Gonzalez',
  email: 'maria@example.com',
  phone: '(503) 555-0142',
  preferredContact: 'text',
  status: 'new',
});
const DETAIL_PATH = `${paths.adminQuoteRequests}/7`;

type Changes = Partial<Pick<QuoteRequest, 'status' | 'notes' | 'read'>>;

/** The gateway for one request: GET answers `shown`, PATCH applies the body unless `refuse` answers instead. */
function requestAnswers(shown: QuoteRequest = REQUEST, refuse?: () => Response | undefined) {
  return {
    'GET /api/admin/messages/7': () => jsonResponse(200, shown),
    'PATCH /api/admin/messages/7': (_url: URL, init?: RequestInit) =>
      refuse?.() ?? jsonResponse(200, { ...shown, ...(JSON.parse(String(init?.body)) as Changes) }),
  };
}

function patchBodies(fetchMock: ReturnType<typeof openDashboardAt>['fetchMock']) {
  return callsTo(fetchMock, 'PATCH /api/admin/messages/7').map((init) => JSON.parse(String(init.body)) as Changes);
}

/** The list the owner lands on after leaving a request. */
const emptyList = () =>
  jsonResponse(200, {
    items: [],
    total: 0,
    page: 1,
    pageSize: QUOTE_REQUESTS_PAGE_SIZE,
    counts: { ...MESSAGE_COUNTS, unread: 0 },
  });

const notifications = () => screen.getByRole('region', { name: 'Notifications' });

async function openRequest(answers: Parameters<typeof openDashboardAt>[1] = requestAnswers()) {
  const opened = openDashboardAt(DETAIL_PATH, answers);
  await screen.findByRole('heading', { level: 1, name: 'Request from Maria Gonzalez' });
  return opened;
}

describe('a quote request', () => {
  it('shows everything that was sent, with links to call, text and write back', async () => {
    await openRequest();

    expect(screen.getByRole('link', { name: 'maria@example.com' })).toHaveAttribute('href', 'mailto:maria@example.com');
    expect(screen.getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute('href', 'tel:5035550142');
    expect(screen.getByRole('link', { name: 'Send a text' })).toHaveAttribute('href', 'sms:5035550142');
    expect(screen.getByText('Text message')).toBeInTheDocument();
    expect(screen.getByText(REQUEST.details)).toBeInTheDocument();
    expect(screen.getByText(REQUEST.address)).toBeInTheDocument();
  });

  it('shows where the request came from: the campaign, medium, referring site and landing page', async () => {
    await openRequest(
      requestAnswers({
        ...REQUEST,
        source: {
          utmSource: 'flyer',
          utmMedium: 'print',
          utmCampaign: 'spring-2026',
          referrer: 'www.google.com',
          landingPage: '/?utm_source=flyer',
        },
      }),
    );
    const source = screen.getByRole('region', { name: 'Where it came from' });

    expect(within(source).getByText(/^Came from:/)).toHaveTextContent('Came from: flyer');
    expect(within(source).getByText('print')).toBeInTheDocument();
    expect(within(source).getByText('spring-2026')).toBeInTheDocument();
    expect(within(source).getByText('www.google.com')).toBeInTheDocument();
    expect(within(source).getByText('/?utm_source=flyer')).toBeInTheDocument();
  });

  it('names a visit with no campaign and no referring site "direct"', async () => {
    await openRequest();

    expect(
      within(screen.getByRole('region', { name: 'Where it came from' })).getByText(/^Came from:/),
    ).toHaveTextContent('Came from: direct');
  });

  it('shows what the visitor typed as text, never as markup', async () => {
    const sneaky = message(7, { name: 'Maria Gonzalez', details: '<img src=x onerror="alert(1)"> =SUM(A1)' });
    await openRequest(requestAnswers(sneaky));

    expect(screen.getByText('<img src=x onerror="alert(1)"> =SUM(A1)')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('marks an unread request read on opening it', async () => {
    const { fetchMock } = await openRequest(requestAnswers({ ...REQUEST, read: false, readAt: null }));

    await waitFor(() => expect(patchBodies(fetchMock)).toEqual([{ read: true }]));
    expect(callsTo(fetchMock, 'PATCH /api/admin/messages/7')[0]?.headers).toMatchObject({
      Authorization: `Bearer ${OWNER_TOKEN}`,
    });
  });

  it('marks a request unread again and goes back to the list it came from', async () => {
    const { fetchMock, router } = await openRequest({
      ...requestAnswers(),
      'GET /api/admin/messages': emptyList,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Mark as unread' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminQuoteRequests);
    expect(patchBodies(fetchMock)).toEqual([{ read: false }]);
    expect(within(notifications()).getAllByText(MARKED_UNREAD_MESSAGE)).not.toHaveLength(0);
  });

  it('asks before deleting, and deletes only once the owner confirms', async () => {
    const answers = { ...requestAnswers(), 'DELETE /api/admin/messages/7': noContent };
    const { fetchMock, router } = await openRequest({
      ...answers,
      'GET /api/admin/messages': emptyList,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete request' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this quote request?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/admin/messages/7')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Delete request' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Delete request' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this quote request?' })).getByRole('button', {
        name: 'Delete request',
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminQuoteRequests);
    expect(callsTo(fetchMock, 'DELETE /api/admin/messages/7')).toHaveLength(1);
    expect(within(notifications()).getAllByText(MESSAGE_DELETED_MESSAGE)).not.toHaveLength(0);
  });

  it('says so when the request is not there any more', async () => {
    openDashboardAt(DETAIL_PATH, {
      'GET /api/admin/messages/7': () =>
        errorResponse(404, { code: 'not_found', message: 'There is no such quote request.' }),
    });

    expect(await screen.findByText(/not there any more/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All quote requests' })).toHaveAttribute('href', paths.adminQuoteRequests);
  });
});
