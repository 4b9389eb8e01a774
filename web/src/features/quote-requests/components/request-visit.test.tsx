import { type EstimateVisit, VISIT_MESSAGES } from '@painting-site/gateway/contract/estimate-visits';
import { QUOTE_REQUESTS_PAGE_SIZE, type QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { formatVisitSpan, formatVisitStart } from '@/lib/visit-time-words.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import {
  estimateVisit,
  MESSAGE_COUNTS,
  message,
  messageSummary,
  OWNER_TOKEN,
  openDashboardAt,
  VISIT_ZONE,
} from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { CANCEL_REASON_MESSAGES, VISIT_CANCELLED_MESSAGE } from './cancel-visit-dialog.tsx';
import { NO_VISIT_NOTE, VISIT_BOOKED_MESSAGE, VISIT_CONFIRMED_MESSAGE, VISIT_MOVED_MESSAGE } from './request-visit.tsx';
import { VISIT_TIME_MESSAGES } from './visit-time-form.tsx';

const DETAIL_PATH = `${paths.adminQuoteRequests}/7`;
const BOOKED = estimateVisit(7);
const VISIT_BASE = `/api/admin/messages/7/visit`;

type Answers = Parameters<typeof openDashboardAt>[1];

async function openRequest(visit: EstimateVisit | null, answers: Answers = {}) {
  const shown: QuoteRequest = message(7, { name: 'Maria Gonzalez', visit, visitStart: visit?.start ?? null });
  const opened = openDashboardAt(DETAIL_PATH, {
    'GET /api/admin/messages/7': () => jsonResponse(200, shown),
    ...answers,
  });
  // The panel is ready once the business's zone has come: a live visit can be moved, else one booked.
  const region = await screen.findByRole('region', { name: 'Estimate visit' });
  await within(region).findByRole('button', { name: /^(Move visit|Book a visit)$/ });
  return opened;
}

const panel = () => within(screen.getByRole('region', { name: 'Estimate visit' }));
/** The visit's time as the panel says it (its spaces are Intl's narrow ones, which text matchers fold). */
const visitTime = () =>
  waitFor(() => {
    const time = screen.getByRole('region', { name: 'Estimate visit' }).querySelector('time');
    if (!time) throw new Error('no visit time shown');
    return time;
  });
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const bodies = (fetchMock: ReturnType<typeof openDashboardAt>['fetchMock'], key: string) =>
  callsTo(fetchMock, key).map((init) => JSON.parse(String(init.body)) as unknown);

/** Types a day and a time into the visit form (jsdom's date and time boxes take a value, not keys). */
function typeTime(day: string, time: string) {
  fireEvent.change(panel().getByLabelText('Day'), { target: { value: day } });
  fireEvent.change(panel().getByLabelText('Time'), { target: { value: time } });
}

/** The owner's now: 10:00 AM on Thursday 26 November 2026 in Los Angeles, before the booked visit. */
const NOW = '2026-11-26T18:00:00.000Z';

describe("a request's estimate visit", () => {
  // The form refuses a time that has passed: at a fixed now, the times below stay ahead of it.
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(NOW), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says when, in the business’s zone, where it stands and how the customer’s e-mail went; Confirm confirms it', async () => {
    const { fetchMock } = await openRequest(BOOKED, {
      [`POST ${VISIT_BASE}/confirm`]: () => jsonResponse(200, { ...BOOKED, status: 'confirmed' }),
    });
    // 17:00 UTC is 9 in the morning in Los Angeles, wherever the owner's browser is.
    expect(await visitTime()).toHaveTextContent(/Dec 1.*9:00/);
    expect((await visitTime()).textContent).toBe(formatVisitSpan(BOOKED.start, BOOKED.end, VISIT_ZONE));
    expect(panel().getByText(/Los Angeles time/)).toBeInTheDocument();
    expect(panel().getByText('Booked by the customer online, not confirmed yet')).toBeInTheDocument();
    expect(panel().getByText('Sent')).toBeInTheDocument();

    await userEvent.click(panel().getByRole('button', { name: 'Confirm visit' }));

    expect(await within(notifications()).findAllByText(VISIT_CONFIRMED_MESSAGE)).not.toHaveLength(0);
    expect(panel().getByText('Booked by the customer online, confirmed')).toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Confirm visit' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${VISIT_BASE}/confirm`)[0]?.headers).toMatchObject({
      Authorization: `Bearer ${OWNER_TOKEN}`,
    });
  });

  it('moves it to a day and time typed in the business’s zone, sent as the exact instant', async () => {
    const moved = { ...BOOKED, start: '2030-06-04T17:30:00.000Z', end: '2030-06-04T18:30:00.000Z' };
    const { fetchMock } = await openRequest(BOOKED, {
      [`POST ${VISIT_BASE}/move`]: () => jsonResponse(200, moved),
    });
    await userEvent.click(await panel().findByRole('button', { name: 'Move visit' }));
    // The form starts at the visit's own time, as the business's clock says it.
    expect(panel().getByLabelText('Day')).toHaveValue('2026-12-01');
    expect(panel().getByLabelText('Time')).toHaveValue('09:00');
    expect(panel().getByLabelText('Time')).toHaveAccessibleDescription('In Los Angeles time.');

    typeTime('2030-06-04', '10:30');
    await userEvent.click(panel().getByRole('button', { name: 'Move visit' }));

    expect(await within(notifications()).findAllByText(VISIT_MOVED_MESSAGE)).not.toHaveLength(0);
    // Summer: Los Angeles is 7 hours behind UTC.
    expect(bodies(fetchMock, `POST ${VISIT_BASE}/move`)).toEqual([{ start: '2030-06-04T17:30:00.000Z' }]);
    expect((await visitTime()).textContent).toBe(formatVisitSpan(moved.start, moved.end, VISIT_ZONE));
    expect(screen.getByRole('heading', { name: 'Estimate visit' })).toHaveFocus();
  });

  it('says the gateway’s words when the new time is refused, and keeps the form', async () => {
    await openRequest(BOOKED, {
      [`POST ${VISIT_BASE}/move`]: () => errorResponse(409, { code: 'window_taken', message: VISIT_MESSAGES.overlaps }),
    });
    await userEvent.click(await panel().findByRole('button', { name: 'Move visit' }));
    typeTime('2030-06-04', '10:30');
    await userEvent.click(panel().getByRole('button', { name: 'Move visit' }));

    expect(await panel().findByRole('alert')).toHaveTextContent(VISIT_MESSAGES.overlaps);
    expect(panel().getByLabelText('Time')).toHaveValue('10:30');
    expect(within(notifications()).queryByText(VISIT_MESSAGES.overlaps)).not.toBeInTheDocument();
  });

  it('will not send a past time, nor one the clocks skip', async () => {
    const { fetchMock } = await openRequest(BOOKED, {
      [`POST ${VISIT_BASE}/move`]: () => jsonResponse(200, BOOKED),
    });
    await userEvent.click(await panel().findByRole('button', { name: 'Move visit' }));
    typeTime('2020-01-06', '09:00');
    await userEvent.click(panel().getByRole('button', { name: 'Move visit' }));
    await waitFor(() =>
      expect(panel().getByLabelText('Time')).toHaveAccessibleDescription(/Choose a time in the future/),
    );
    expect(panel().getByLabelText('Time')).toHaveFocus();

    // 2:30 does not happen in Los Angeles on 8 March 2026: the clocks go from 2:00 to 3:00.
    typeTime('2026-03-08', '02:30');
    await userEvent.click(panel().getByRole('button', { name: 'Move visit' }));
    await waitFor(() =>
      expect(panel().getByLabelText('Time')).toHaveAccessibleDescription(
        new RegExp(VISIT_TIME_MESSAGES.skipped.replace(/[()]/g, '\\$&')),
      ),
    );

    // A minute before now, on today's date: past too.
    typeTime('2026-11-26', '09:59');
    await userEvent.click(panel().getByRole('button', { name: 'Move visit' }));
    await waitFor(() =>
      expect(panel().getByLabelText('Time')).toHaveAccessibleDescription(/Choose a time in the future/),
    );
    expect(callsTo(fetchMock, `POST ${VISIT_BASE}/move`)).toEqual([]);
  });

  it('cancels it with a reason, which is required, and then offers to book another', async () => {
    const cancelled = {
      ...BOOKED,
      status: 'cancelled' as const,
      cancelledBy: 'owner' as const,
      cancelReason: 'I am ill.',
    };
    const { fetchMock } = await openRequest(BOOKED, {
      [`POST ${VISIT_BASE}/cancel`]: () => jsonResponse(200, cancelled),
    });
    await userEvent.click(await panel().findByRole('button', { name: 'Cancel visit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this visit?' }));
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel visit' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(new RegExp(CANCEL_REASON_MESSAGES.missing)));
    expect(callsTo(fetchMock, `POST ${VISIT_BASE}/cancel`)).toEqual([]);

    await userEvent.type(reason, '  I am ill. ');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel visit' }));

    expect(await within(notifications()).findAllByText(VISIT_CANCELLED_MESSAGE)).not.toHaveLength(0);
    expect(bodies(fetchMock, `POST ${VISIT_BASE}/cancel`)).toEqual([{ reason: 'I am ill.' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(panel().getByText('Cancelled by you')).toBeInTheDocument();
    expect(panel().getByText('I am ill.')).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Book a visit' })).toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Move visit' })).not.toBeInTheDocument();
  });

  it('books one for a request with none', async () => {
    const booked = estimateVisit(7, {
      bookedBy: 'owner',
      start: '2030-01-08T22:00:00.000Z',
      end: '2030-01-08T23:00:00.000Z',
    });
    const { fetchMock } = await openRequest(null, {
      [`POST ${VISIT_BASE}`]: () => jsonResponse(201, booked),
    });
    expect(panel().getByText(NO_VISIT_NOTE)).toBeInTheDocument();
    await userEvent.click(panel().getByRole('button', { name: 'Book a visit' }));
    typeTime('2030-01-08', '14:00');
    await userEvent.click(panel().getByRole('button', { name: 'Book visit' }));

    expect(await within(notifications()).findAllByText(VISIT_BOOKED_MESSAGE)).not.toHaveLength(0);
    // Winter: Los Angeles is 8 hours behind UTC.
    expect(bodies(fetchMock, `POST ${VISIT_BASE}`)).toEqual([{ start: '2030-01-08T22:00:00.000Z' }]);
    expect(panel().getByText('Booked by you, not confirmed yet')).toBeInTheDocument();
  });

  it('shows a visit the customer cancelled, and offers to book another', async () => {
    await openRequest(
      estimateVisit(7, {
        status: 'cancelled',
        cancelledBy: 'customer',
        customerMail: { status: 'failed', error: 'Mailbox full' },
      }),
    );
    expect(panel().getByText('Cancelled by the customer')).toBeInTheDocument();
    expect(panel().getByText('Could not be sent: Mailbox full')).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Book a visit' })).toBeInTheDocument();
  });

  it('has no accessibility violations, nor with the cancel dialog open', async () => {
    await openRequest(BOOKED);
    await expectNoAxeViolations();
    await userEvent.click(panel().getByRole('button', { name: 'Cancel visit' }));
    await expectNoAxeViolations();
  });
});

describe('the request list', () => {
  it('tags a request with a booked visit with its day and time, beside its status', async () => {
    openDashboardAt(paths.adminQuoteRequests, {
      'GET /api/admin/messages': () =>
        jsonResponse(200, {
          items: [
            messageSummary(9, { name: 'With Visit', status: 'contacted', visitStart: BOOKED.start }),
            messageSummary(8, { name: 'No Visit' }),
          ],
          total: 2,
          page: 1,
          pageSize: QUOTE_REQUESTS_PAGE_SIZE,
          counts: MESSAGE_COUNTS,
        }),
    });
    await screen.findByRole('link', { name: 'With Visit' });
    const rowOf = (name: string) => within(screen.getByRole('link', { name }).closest('li') as HTMLElement);

    expect(rowOf('With Visit').getByText(/^Visit/)).toHaveTextContent(`Visit ${formatVisitStart(BOOKED.start)}`);
    expect(rowOf('With Visit').getByText('Contacted')).toBeInTheDocument();
    expect(rowOf('No Visit').queryByText(/^Visit/)).not.toBeInTheDocument();
  });
});
