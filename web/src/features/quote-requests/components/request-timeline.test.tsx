import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import type { TimelineEvent } from '@painting-site/gateway/contract/request-timeline';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { formatAbsolute } from '@/lib/time-words.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { estimateVisit, message, openDashboardAt, timelineEvent } from '@/testing/dashboard-fixtures.ts';
import { preloadRoutes } from '@/testing/preload-routes.ts';
import { jsonResponse } from '@/testing/stub-api.ts';
import { NO_HISTORY_NOTE } from './request-timeline.tsx';

preloadRoutes(
  () => import('@/app/routes/admin/dashboard/layout.tsx'),
  () => import('@/app/routes/admin/dashboard/quote-request.tsx'),
);

const DETAIL_PATH = `${paths.adminQuoteRequests}/7`;

/** One event of each outcome, oldest first, as the gateway sends them. */
const HISTORY: TimelineEvent[] = [
  timelineEvent(1, { at: '2026-03-02T15:04:00.000Z', summary: 'Sent from the contact form' }),
  timelineEvent(2, {
    at: '2026-03-02T15:04:05.000Z',
    kind: 'owner_notification',
    outcome: 'failed',
    summary: 'To owner@brightside.example',
    detail: '535 Authentication failed',
  }),
  timelineEvent(3, {
    at: '2026-03-02T15:04:06.000Z',
    kind: 'acknowledgement',
    outcome: 'sent',
    summary: 'Sent to maria@example.com',
  }),
  timelineEvent(4, {
    at: '2026-03-09T15:04:00.000Z',
    kind: 'follow_up',
    outcome: 'skipped',
    summary: 'Not sent to maria@example.com',
    detail: 'The customer unsubscribed',
  }),
];

async function openRequest(shown: QuoteRequest, answers: Parameters<typeof openDashboardAt>[1] = {}) {
  const opened = openDashboardAt(DETAIL_PATH, {
    'GET /api/admin/messages/7': () => jsonResponse(200, shown),
    ...answers,
  });
  await screen.findByRole('heading', { level: 1, name: 'Request from Maria Gonzalez' });
  return opened;
}

const history = () => within(screen.getByRole('region', { name: 'History' }));
const rows = () => within(history().getByRole('list', { name: 'History' })).getAllByRole('listitem');

describe("a quote request's history", () => {
  it('lists each event oldest first: what, when, how it went in words, and why', async () => {
    await openRequest(message(7, { name: 'Maria Gonzalez', timeline: HISTORY }));

    const items = rows();
    // Each row starts with what happened.
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Request received',
      'E-mail to you about the request',
      '“We got your request” e-mail to the customer',
      'Automatic follow-up e-mail',
    ]);
    const [received, notification, acknowledgement, followUp] = items.map((item) => within(item));
    expect(received?.getByText('Done')).toBeInTheDocument();
    expect(notification?.getByText('Failed')).toBeInTheDocument();
    expect(notification?.getByText('535 Authentication failed')).toBeInTheDocument();
    expect(acknowledgement?.getByText('Sent')).toBeInTheDocument();
    expect(acknowledgement?.getByText('Sent to maria@example.com')).toBeInTheDocument();
    expect(followUp?.getByText('Skipped')).toBeInTheDocument();
    expect(followUp?.getByText('The customer unsubscribed')).toBeInTheDocument();
    // The time is machine-readable too.
    const time = items[3]?.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-03-09T15:04:00.000Z');
    expect(time).toHaveTextContent(formatAbsolute('2026-03-09T15:04:00.000Z'));
    await expectNoAxeViolations();
  });

  it('says so when nothing is recorded', async () => {
    await openRequest(message(7, { name: 'Maria Gonzalez', timeline: [] }));
    expect(history().getByText(NO_HISTORY_NOTE)).toBeInTheDocument();
  });

  it('adds the event of a status change once it is saved', async () => {
    const shown = message(7, { name: 'Maria Gonzalez', status: 'contacted', timeline: HISTORY.slice(0, 1) });
    const statusEvent = timelineEvent(9, {
      at: '2026-03-05T10:00:00.000Z',
      kind: 'status',
      summary: 'Contacted → Quoted',
    });
    await openRequest(shown, {
      'PATCH /api/admin/messages/7': () =>
        jsonResponse(200, { ...shown, status: 'quoted', timeline: [...shown.timeline, statusEvent] }),
    });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'quoted');
    await userEvent.click(screen.getByRole('button', { name: 'Save follow-up' }));

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[1] as HTMLElement).getByText('Contacted → Quoted')).toBeInTheDocument();
  });

  it('adds the event of a visit action, loading the history again (the visit’s answer has none)', async () => {
    const visit = estimateVisit(7);
    const shown = message(7, { name: 'Maria Gonzalez', visit, visitStart: visit.start, timeline: HISTORY.slice(0, 1) });
    const confirmed = timelineEvent(9, { kind: 'visit', summary: 'Visit confirmed by you' });
    let loads = 0;
    await openRequest(shown, {
      'GET /api/admin/messages/7': () => {
        loads += 1;
        return jsonResponse(200, loads === 1 ? shown : { ...shown, timeline: [...shown.timeline, confirmed] });
      },
      'POST /api/admin/messages/7/visit/confirm': () => jsonResponse(200, { ...visit, status: 'confirmed' }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm visit' }));

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[1] as HTMLElement).getByText('Visit confirmed by you')).toBeInTheDocument();
  });
});
