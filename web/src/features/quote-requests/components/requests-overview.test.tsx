import { SOURCES_WINDOW_DAYS } from '@painting-site/gateway/contract/quote-requests';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import {
  awaitingDecision,
  mailHealth,
  messageSummary,
  openDashboardAt,
  overview,
} from '@/testing/dashboard-fixtures.ts';
import { jsonResponse } from '@/testing/stub-api.ts';
import { formatDayOf } from '../customer-mail-words.ts';
import { NOTHING_AWAITING_NOTE } from './awaiting-decision.tsx';
import { lastSendFailedWarning, MAIL_NOT_SET_UP_WARNING } from './mail-warning.tsx';
import { refusedPhotosWarning } from './refused-photos.tsx';
import { skippedAcknowledgementsWarning } from './skipped-acknowledgements.tsx';

const SOURCES_HEADING = `Where requests came from (last ${SOURCES_WINDOW_DAYS} days)`;

function overviewUrls(fetchMock: ReturnType<typeof openDashboardAt>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === '/api/admin/overview');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the dashboard overview', () => {
  it('counts new requests and those of this week and month, and links to the latest', async () => {
    openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': () =>
        jsonResponse(
          200,
          overview({
            counts: { new: 3, thisWeek: 5, thisMonth: 12, total: 40 },
            latest: [
              messageSummary(9, { name: 'Maria Gonzalez', read: false }),
              messageSummary(8, { name: 'Tom Richards', status: 'won' }),
            ],
          }),
        ),
    });

    const counts = await screen.findByRole('list', { name: 'Quote requests at a glance' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 new requests', '5 received this week', '12 received this month']);
    expect(within(counts).getByRole('link', { name: '3 new requests' })).toHaveAttribute(
      'href',
      `${paths.adminQuoteRequests}?status=new`,
    );
    expect(screen.getByRole('link', { name: 'Maria Gonzalez' })).toHaveAttribute(
      'href',
      `${paths.adminQuoteRequests}/9`,
    );
    expect(screen.getByRole('link', { name: 'Tom Richards' })).toHaveAttribute('href', `${paths.adminQuoteRequests}/8`);
    expect(screen.getByRole('link', { name: 'All quote requests (40)' })).toHaveAttribute(
      'href',
      paths.adminQuoteRequests,
    );
    const quickLinks = within(screen.getByRole('region', { name: 'Sections' })).getAllByRole('link');
    expect(quickLinks.map((link) => link.textContent)).toEqual([
      'Messages',
      'Visitors',
      'Estimate visits',
      'Follow-ups & reviews',
      'Estimates',
      'E-mail',
      'Gallery',
      'Services',
      'Testimonials',
      'How we work',
      'FAQ',
      'Pages',
      'Business details',
      'Brand',
      'Website address',
      'Account',
    ]);
  });

  it("asks for the follow-ups due by the owner's own date, and lists them, overdue ones marked", async () => {
    // Just past midnight on the first of a month on the owner's own clock (whatever its zone).
    vi.useFakeTimers({ now: new Date(2026, 11, 1, 0, 5), toFake: ['Date'] });
    const { fetchMock } = openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': () =>
        jsonResponse(
          200,
          overview({
            followUps: [
              messageSummary(4, { name: 'Ann Overdue', followUpOn: '2026-11-30' }),
              messageSummary(5, { name: 'Bob Today', followUpOn: '2026-12-01' }),
            ],
          }),
        ),
    });

    const due = await screen.findByRole('list', { name: 'Follow-ups due' });
    expect(overviewUrls(fetchMock).map((url) => url.searchParams.get('today'))).toEqual(['2026-12-01']);
    const items = within(due).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Ann Overdue' })).toHaveAttribute(
      'href',
      `${paths.adminQuoteRequests}/4`,
    );
    expect(items[0]).toHaveTextContent(/Overdue$/);
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Bob Today' })).toHaveAttribute(
      'href',
      `${paths.adminQuoteRequests}/5`,
    );
    expect(items[1]).toHaveTextContent(/Today$/);
  });

  it('tells where the last 30 days of requests came from, in a table', async () => {
    openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': () =>
        jsonResponse(
          200,
          overview({
            sources: [
              { source: 'flyer', count: 6 },
              { source: 'www.google.com', count: 3 },
              { source: 'direct', count: 1 },
            ],
          }),
        ),
    });

    const section = await screen.findByRole('region', { name: SOURCES_HEADING });
    const rows = within(within(section).getByRole('table', { name: 'Quote requests by source' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['SourceRequests', 'flyer6', 'www.google.com3', 'direct1']);
    expect(within(section).getByRole('rowheader', { name: 'flyer' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('warns when e-mail is not set up, with a link to the E-mail section', async () => {
    openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': () =>
        jsonResponse(
          200,
          overview({ mail: mailHealth({ configured: false, notifyEmail: null, from: null, lastSend: null }) }),
        ),
    });

    expect(await screen.findByText(MAIL_NOT_SET_UP_WARNING)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect your mail account in E-mail' })).toHaveAttribute(
      'href',
      paths.adminMail,
    );
  });

  it('warns when the last e-mail could not be sent, saying why', async () => {
    const refusal = 'The mail server could not be reached (smtp.example.com:465 timed out).';
    openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': () =>
        jsonResponse(
          200,
          overview({ mail: mailHealth({ lastSend: { ok: false, message: refusal, at: '2026-03-02T15:05:00.000Z' } }) }),
        ),
    });

    expect(await screen.findByText(lastSendFailedWarning(refusal))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check the e-mail settings' })).toHaveAttribute('href', paths.adminMail);
  });

  it('tells when customers got no acknowledgement because the hourly limit was reached, and says nothing when none', async () => {
    const skipped = { count: 4, latestAt: '2026-03-02T15:05:00.000Z' };
    openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': () => jsonResponse(200, overview({ skippedAcknowledgements: skipped })),
    });

    const warning = skippedAcknowledgementsWarning(skipped);
    expect(warning).toMatch(/^4 customers got no “we got your request” e-mail in the last 7 days, the latest /);
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', paths.adminQuoteRequests);
  });

  it('tells when visitors’ photos were refused for want of room, and what the owner can do when the room is full', async () => {
    const refused = { count: 3, latestAt: '2026-03-02T15:05:00.000Z', storageFull: true };
    openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': () => jsonResponse(200, overview({ refusedPhotos: refused })),
    });

    const warning = refusedPhotosWarning(refused);
    expect(warning).toMatch(/^Visitors could not add 3 photos to their requests in the last 7 days, the latest /);
    expect(warning).toContain('Delete old requests you no longer need');
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(refusedPhotosWarning({ ...refused, count: 1, storageFull: false })).toContain(
      'could not add 1 photo to their requests',
    );
  });

  it('lists the quotes awaiting a decision: who, what, quoted when, follow-ups sent and next, each a link', async () => {
    const next = '2026-03-10T15:04:00.000Z';
    openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': () =>
        jsonResponse(
          200,
          overview({
            awaitingDecision: [
              awaitingDecision(4, {
                name: 'Maria Gonzalez',
                quotedAt: '2026-02-20T10:00:00.000Z',
                nextFollowUpAt: next,
              }),
              awaitingDecision(6, {
                name: 'Tom Richards',
                serviceTitle: null,
                quotedAt: '2026-03-01T10:00:00.000Z',
                followUpsSent: 2,
                nextFollowUpAt: null,
              }),
            ],
          }),
        ),
    });

    const list = await screen.findByRole('list', { name: 'Quotes awaiting a decision' });
    const [maria, tom] = within(list)
      .getAllByRole('listitem')
      .map((item) => within(item));
    expect(maria?.getByRole('link', { name: 'Maria Gonzalez' })).toHaveAttribute(
      'href',
      `${paths.adminQuoteRequests}/4`,
    );
    expect(maria?.getByText('Interior painting')).toBeInTheDocument();
    expect(maria?.getByText(formatDayOf('2026-02-20T10:00:00.000Z'))).toHaveAttribute(
      'dateTime',
      '2026-02-20T10:00:00.000Z',
    );
    expect(maria?.getByText(`1 of 2 follow-ups sent, next ${formatDayOf(next)}`)).toBeInTheDocument();
    expect(tom?.getByRole('link', { name: 'Tom Richards' })).toHaveAttribute('href', `${paths.adminQuoteRequests}/6`);
    expect(tom?.getByText('2 of 2 follow-ups sent, none planned')).toBeInTheDocument();
    expect(screen.queryByText(NOTHING_AWAITING_NOTE)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says nothing about e-mail when it works, and says so when nothing is due or came in', async () => {
    openDashboardAt(paths.adminDashboard, { 'GET /api/admin/overview': () => jsonResponse(200, overview()) });

    expect(await screen.findByText(/No quote requests yet/)).toBeInTheDocument();
    expect(screen.queryByText(/E-mail is not set up|could not be sent/)).not.toBeInTheDocument();
    expect(screen.queryByText(/got no “we got your request” e-mail|could not add/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /e-mail settings|set up e-mail/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Nothing to follow up today/)).toBeInTheDocument();
    expect(screen.getByText(NOTHING_AWAITING_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Quotes awaiting a decision' })).not.toBeInTheDocument();
    expect(screen.getByText(/No quote requests in the last 30 days/)).toBeInTheDocument();
  });

  it('shows the spinner while the counts load, and a way to try again if they cannot', async () => {
    let fail = () => {};
    const networkDown = new Promise<void>((resolve) => {
      fail = resolve;
    });
    // Each request fails only once the network is declared down; the rejection is made for the
    // request that waits on it, so none is left without a handler when the request comes late.
    openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': () =>
        networkDown.then((): Response => {
          throw new TypeError('Failed to fetch');
        }),
    });

    expect(await screen.findByRole('status', { name: 'Loading the overview' })).toBeInTheDocument();
    fail();
    expect(await screen.findByText("Couldn't load the overview.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
