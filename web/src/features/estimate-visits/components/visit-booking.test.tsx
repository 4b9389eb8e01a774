import {
  type BookedVisit,
  VISIT_ERROR_CODES,
  VISIT_MESSAGES,
  type VisitWindows,
} from '@painting-site/gateway/contract/estimate-visits';
import { QUOTE_FORM_MIN_FILL_MS } from '@painting-site/gateway/contract/quote-requests';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router.tsx';
import { QUOTE_FORM_FILL_MARGIN_MS } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { stubPublicSite } from '@/testing/public-site-fixtures.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { NOT_REACHED_MESSAGE } from './visit-picker.tsx';

const ZONE = 'America/Los_Angeles';
const VISIT_TOKEN = 'visit-key-41';
const RECEIPT = { id: 41, receivedAt: '2030-12-01T09:30:00.000Z', visitToken: VISIT_TOKEN };

/** Tuesday December 3 and Wednesday December 4, 2030, in Los Angeles (UTC-8). */
const WINDOWS: VisitWindows = {
  enabled: true,
  timeZone: ZONE,
  days: [
    {
      date: '2030-12-03',
      windows: [
        { start: '2030-12-03T17:00:00.000Z', end: '2030-12-03T18:00:00.000Z' },
        { start: '2030-12-03T18:30:00.000Z', end: '2030-12-03T19:30:00.000Z' },
      ],
    },
    { date: '2030-12-04', windows: [{ start: '2030-12-04T21:00:00.000Z', end: '2030-12-04T22:00:00.000Z' }] },
  ],
};
/** What is left once someone else took Tuesday 9:00. */
const WINDOWS_LEFT: VisitWindows = {
  ...WINDOWS,
  days: [
    { date: '2030-12-03', windows: [{ start: '2030-12-03T18:30:00.000Z', end: '2030-12-03T19:30:00.000Z' }] },
    { date: '2030-12-04', windows: [{ start: '2030-12-04T21:00:00.000Z', end: '2030-12-04T22:00:00.000Z' }] },
  ],
};

function bookedAt(start: string, end: string): BookedVisit {
  return {
    start,
    end,
    status: 'booked',
    timeZone: ZONE,
    businessName: 'Brightside Painting',
    businessPhone: '(503) 555-0142',
    serviceTitle: null,
    changeableUntil: '2030-12-03T05:00:00.000Z',
    canMove: true,
    canCancel: true,
  };
}

const A_GOOD_REQUEST = {
  Name: 'Ana Lopez',
  Email: 'ana@example.com',
  'Street address or ZIP': '97202',
  'Project details': 'Two bedrooms and a hallway, walls and trim.',
};

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const picker = () => screen.getByRole('region', { name: 'Book your free estimate visit' });
const TUESDAY_NINE = 'Tuesday, December 3, 9:00 – 10:00 AM (12:00 – 1:00 PM your time)';
const TUESDAY_HALF_TEN = 'Tuesday, December 3, 10:30 – 11:30 AM (1:30 – 2:30 PM your time)';

const ZONE_AT_START = process.env.TZ;
/** The visitor's own zone, as their browser reports it (Node follows TZ as it changes). */
function visitorIn(timeZone: string) {
  process.env.TZ = timeZone;
}

// The gateway refuses a form sent within seconds of its token; the clock is fake so tests need not wait.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  visitorIn('America/New_York');
});
afterEach(() => {
  vi.useRealTimers();
  if (ZONE_AT_START === undefined) delete process.env.TZ;
  else process.env.TZ = ZONE_AT_START;
});

/** Fills the quote form in and sends it, as the visitor does; the confirmation is on screen after. */
async function sendQuoteRequest(values: Record<string, string> = A_GOOD_REQUEST) {
  renderWithRouter(routes, paths.contact);
  await screen.findByRole('heading', { level: 1, name: 'Request a free estimate' });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const form = screen.getByRole('form', { name: 'Quote request' });
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(within(form).getByRole('textbox', { name: label }), value);
  }
  await act(() => vi.advanceTimersByTimeAsync(QUOTE_FORM_MIN_FILL_MS + QUOTE_FORM_FILL_MARGIN_MS));
  await user.click(within(form).getByRole('button', { name: 'Send request' }));
  await screen.findByRole('heading', { name: 'Thanks, Ana! Your request is on its way.' });
  return user;
}

describe('booking the estimate visit after sending the quote request', () => {
  it('offers the free windows by day, in the business’s time and the visitor’s own', async () => {
    const fetchMock = stubPublicSite({
      'POST /api/contact': () => jsonResponse(201, RECEIPT),
      'GET /api/visits/windows': () => jsonResponse(200, WINDOWS),
    });
    await sendQuoteRequest();

    // Asked for as the visitor pressed Send, so the picker comes with the confirmation.
    expect(callsTo(fetchMock, 'GET /api/visits/windows')).toHaveLength(1);
    expect(await within(picker()).findByText('Times are Los Angeles time.')).toBeInTheDocument();
    const tuesday = within(picker()).getByRole('group', { name: 'Tuesday, December 3' });
    // Each radio's name reads the day and the time, for a screen reader moving from time to time.
    expect(
      within(tuesday)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['2030-12-03T17:00:00.000Z', '2030-12-03T18:30:00.000Z']);
    expect(within(tuesday).getByRole('radio', { name: TUESDAY_NINE })).toBeInTheDocument();
    expect(within(tuesday).getByRole('radio', { name: TUESDAY_HALF_TEN })).toBeInTheDocument();
    // Seen: the day once, as the group's legend, and the times under it.
    expect(within(tuesday).getByText('10:30 – 11:30 AM')).toBeVisible();
    expect(within(tuesday).getByText('(1:30 – 2:30 PM your time)')).toBeVisible();
    const wednesday = within(picker()).getByRole('group', { name: 'Wednesday, December 4' });
    expect(within(wednesday).getByRole('radio')).toHaveAccessibleName(
      'Wednesday, December 4, 1:00 – 2:00 PM (4:00 – 5:00 PM your time)',
    );
    expect(within(picker()).getByRole('button', { name: 'Book this time' })).toBeInTheDocument();
    expect(within(picker()).getByRole('button', { name: 'Call me instead' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says nothing of other zones to a visitor in the business’s own', async () => {
    visitorIn(ZONE);
    stubPublicSite({
      'POST /api/contact': () => jsonResponse(201, RECEIPT),
      'GET /api/visits/windows': () => jsonResponse(200, WINDOWS),
    });
    await sendQuoteRequest();

    const first = (await within(picker()).findAllByRole('radio'))[0];
    expect(first).toHaveAccessibleName('Tuesday, December 3, 9:00 – 10:00 AM');
    expect(within(picker()).queryByText(/Los Angeles time/)).not.toBeInTheDocument();
  });

  it('books the time chosen with the keyboard and shows it as the answer', async () => {
    const fetchMock = stubPublicSite({
      'POST /api/contact': () => jsonResponse(201, RECEIPT),
      'GET /api/visits/windows': () => jsonResponse(200, WINDOWS),
      'POST /api/visits': () => jsonResponse(201, bookedAt('2030-12-03T18:30:00.000Z', '2030-12-03T19:30:00.000Z')),
    });
    const user = await sendQuoteRequest();
    const [first] = await within(picker()).findAllByRole('radio');

    // In the group, the arrow key moves to the next time and picks it; Tab reaches the button.
    first?.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: TUESDAY_HALF_TEN })).toBeChecked();
    expect(screen.getByRole('radio', { name: TUESDAY_HALF_TEN })).toHaveFocus();
    await user.tab();
    expect(within(picker()).getByRole('button', { name: 'Book this time' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const answer = await within(picker()).findByText('Booked:');
    expect(answer.closest('p')).toHaveTextContent('Booked: Tuesday, December 3, 10:30 – 11:30 AM (Los Angeles time)');
    expect(answer.closest('p')).toHaveFocus();
    expect(within(picker()).getByText('We e-mailed you the details.')).toBeInTheDocument();
    expect(within(picker()).queryByRole('radio')).not.toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST /api/visits');
    expect(posts.map(bodyOf)).toEqual([{ token: VISIT_TOKEN, start: '2030-12-03T18:30:00.000Z' }]);
  });

  it('does not say it e-mailed a visitor who gave only a phone number', async () => {
    stubPublicSite({
      'POST /api/contact': () => jsonResponse(201, RECEIPT),
      'GET /api/visits/windows': () => jsonResponse(200, WINDOWS),
      'POST /api/visits': () =>
        jsonResponse(201, bookedAt(WINDOWS.days[0]?.windows[0]?.start ?? '', '2030-12-03T18:00:00.000Z')),
    });
    const user = await sendQuoteRequest({ ...A_GOOD_REQUEST, Email: '', Phone: '503 555 0199' });

    await user.click(await screen.findByRole('radio', { name: TUESDAY_NINE }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await within(picker()).findByText('Booked:')).toBeInTheDocument();
    expect(within(picker()).queryByText('We e-mailed you the details.')).not.toBeInTheDocument();
  });

  it('tells the visitor someone took the time, and offers the times still free', async () => {
    const fetchMock = stubPublicSite({
      'POST /api/contact': () => jsonResponse(201, RECEIPT),
      'GET /api/visits/windows': () => jsonResponse(200, WINDOWS),
      'POST /api/visits': () =>
        jsonResponse(409, {
          error: { code: VISIT_ERROR_CODES.windowTaken, message: VISIT_MESSAGES.windowTaken },
          windows: WINDOWS_LEFT,
        }),
    });
    const user = await sendQuoteRequest();

    await user.click(await screen.findByRole('radio', { name: TUESDAY_NINE }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    const alert = await within(picker()).findByRole('alert');
    expect(alert).toHaveTextContent(VISIT_MESSAGES.windowTaken);
    expect(alert).toHaveFocus();
    expect(within(picker()).queryByRole('radio', { name: TUESDAY_NINE })).not.toBeInTheDocument();
    const left = within(picker()).getAllByRole('radio');
    expect(left).toHaveLength(2);
    for (const radio of left) expect(radio).not.toBeChecked();
    // The windows came with the refusal: not asked for again.
    expect(callsTo(fetchMock, 'GET /api/visits/windows')).toHaveLength(1);
  });

  it('asks for a choice before booking', async () => {
    const fetchMock = stubPublicSite({
      'POST /api/contact': () => jsonResponse(201, RECEIPT),
      'GET /api/visits/windows': () => jsonResponse(200, WINDOWS),
    });
    const user = await sendQuoteRequest();

    await user.click(await within(picker()).findByRole('button', { name: 'Book this time' }));

    expect(within(picker()).getByRole('alert')).toHaveTextContent('Choose a time first.');
    expect(callsTo(fetchMock, 'POST /api/visits')).toHaveLength(0);
  });

  it('says when the booking did not reach the server, keeps the choice, and books on the next try', async () => {
    let online = false;
    const fetchMock = stubPublicSite({
      'POST /api/contact': () => jsonResponse(201, RECEIPT),
      'GET /api/visits/windows': () => jsonResponse(200, WINDOWS),
      'POST /api/visits': () =>
        online
          ? jsonResponse(201, bookedAt('2030-12-03T17:00:00.000Z', '2030-12-03T18:00:00.000Z'))
          : Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = await sendQuoteRequest();

    await user.click(await screen.findByRole('radio', { name: TUESDAY_NINE }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await within(picker()).findByRole('alert')).toHaveTextContent(NOT_REACHED_MESSAGE);
    expect(screen.getByRole('radio', { name: TUESDAY_NINE })).toBeChecked();

    online = true;
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    expect((await within(picker()).findByText('Booked:')).closest('p')).toHaveTextContent(
      'Tuesday, December 3, 9:00 – 10:00 AM',
    );
    expect(callsTo(fetchMock, 'POST /api/visits')).toHaveLength(2);
  });

  it('shows the server’s words for another refusal', async () => {
    stubPublicSite({
      'POST /api/contact': () => jsonResponse(201, RECEIPT),
      'GET /api/visits/windows': () => jsonResponse(200, WINDOWS),
      'POST /api/visits': () =>
        errorResponse(409, { code: VISIT_ERROR_CODES.visitExists, message: VISIT_MESSAGES.visitExists }),
    });
    const user = await sendQuoteRequest();

    await user.click(await screen.findByRole('radio', { name: TUESDAY_NINE }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await within(picker()).findByRole('alert')).toHaveTextContent(VISIT_MESSAGES.visitExists);
    expect(screen.getByRole('radio', { name: TUESDAY_NINE })).toBeChecked();
  });

  it('lets the visitor be called instead, booking nothing', async () => {
    const fetchMock = stubPublicSite({
      'POST /api/contact': () => jsonResponse(201, RECEIPT),
      'GET /api/visits/windows': () => jsonResponse(200, WINDOWS),
    });
    const user = await sendQuoteRequest();

    await user.click(await within(picker()).findByRole('button', { name: 'Call me instead' }));

    expect(within(picker()).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(picker()).getByText(/we will arrange a time for the visit when we reply/)).toHaveFocus();
    expect(screen.getByText('You asked for a reply by email.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/visits')).toHaveLength(0);
  });

  it('offers no picker when online booking is off, or the windows cannot be had', async () => {
    stubPublicSite({
      'POST /api/contact': () => jsonResponse(201, RECEIPT),
      'GET /api/visits/windows': () => jsonResponse(200, { enabled: false, timeZone: ZONE, days: [] }),
    });
    await sendQuoteRequest();

    expect(screen.getByText('You asked for a reply by email.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Book your free estimate visit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send another request' })).toBeInTheDocument();
  });
});
