import {
  type BookedVisit,
  VISIT_ERROR_CODES,
  VISIT_MESSAGES,
  type VisitWindows,
  visitLinkExpiredMessage,
} from '@painting-site/gateway/contract/estimate-visits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router.tsx';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { stubPublicSite } from '@/testing/public-site-fixtures.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { CANCELLED_MESSAGE, MOVED_MESSAGE } from './manage-visit.tsx';

const ZONE = 'America/Los_Angeles';
const TOKEN = 'private-key-41';

/** Tuesday December 3, 2030, 9:00 in Los Angeles, changeable online until 12 hours before. */
const VISIT: BookedVisit = {
  start: '2030-12-03T17:00:00.000Z',
  end: '2030-12-03T18:00:00.000Z',
  status: 'booked',
  timeZone: ZONE,
  businessName: 'Brightside Painting',
  businessPhone: '(503) 555-0142',
  serviceTitle: 'Interior painting',
  changeableUntil: '2030-12-03T05:00:00.000Z',
  canMove: true,
  canCancel: true,
};
const WINDOWS: VisitWindows = {
  enabled: true,
  timeZone: ZONE,
  days: [{ date: '2030-12-04', windows: [{ start: '2030-12-04T21:00:00.000Z', end: '2030-12-04T22:00:00.000Z' }] }],
};
const WEDNESDAY_ONE = 'Wednesday, December 4, 1:00 – 2:00 PM';

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const fact = (name: string) => screen.getByText(`${name}:`).closest('p');

const ZONE_AT_START = process.env.TZ;
// The visitor is where the business is: the times read once, in its zone.
beforeEach(() => {
  process.env.TZ = ZONE;
});
afterEach(() => {
  if (ZONE_AT_START === undefined) delete process.env.TZ;
  else process.env.TZ = ZONE_AT_START;
});

async function openManagePage(hash = `#${TOKEN}`) {
  const rendered = renderWithRouter(routes, `${paths.visitManage}${hash}`);
  await screen.findByRole('heading', { level: 1, name: 'Your estimate visit' });
  return { ...rendered, user: userEvent.setup() };
}

describe('the customer’s page for their estimate visit', () => {
  it('shows the booking the private link names, asking with the key from the fragment', async () => {
    const fetchMock = stubPublicSite({ 'POST /api/visits/manage': () => jsonResponse(200, VISIT) });
    await openManagePage();

    await waitFor(() => expect(fact('When')).toHaveTextContent('When: Tuesday, December 3, 9:00 – 10:00 AM'));
    expect(fact('When')).toHaveTextContent('(Los Angeles time)');
    expect(fact('Status')).toHaveTextContent('Status: Booked');
    expect(fact('Service')).toHaveTextContent('Service: Interior painting');
    expect(
      screen.getByText('Change or cancel online until Monday, December 2, 9:00 PM (Los Angeles time).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move the visit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the visit' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/visits/manage').map(bodyOf)).toEqual([{ token: TOKEN }]);
    // A private page: never listed by search engines; a way past the header to the page.
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    await expectNoAxeViolations();
  });

  it('moves the visit to a free time chosen in the same picker', async () => {
    const moved: BookedVisit = { ...VISIT, start: '2030-12-04T21:00:00.000Z', end: '2030-12-04T22:00:00.000Z' };
    const fetchMock = stubPublicSite({
      'POST /api/visits/manage': () => jsonResponse(200, VISIT),
      'GET /api/visits/windows': () => jsonResponse(200, WINDOWS),
      'POST /api/visits/manage/move': () => jsonResponse(200, moved),
    });
    const { user } = await openManagePage();

    await user.click(await screen.findByRole('button', { name: 'Move the visit' }));
    await user.click(await screen.findByRole('radio', { name: WEDNESDAY_ONE }));
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));

    expect(await screen.findByText(MOVED_MESSAGE)).toHaveFocus();
    expect(fact('When')).toHaveTextContent('Wednesday, December 4, 1:00 – 2:00 PM');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/visits/manage/move').map(bodyOf)).toEqual([
      { token: TOKEN, start: '2030-12-04T21:00:00.000Z' },
    ]);
  });

  it('shows the times still free when the chosen one was just taken', async () => {
    const fetchMock = stubPublicSite({
      'POST /api/visits/manage': () => jsonResponse(200, VISIT),
      'GET /api/visits/windows': () => jsonResponse(200, WINDOWS),
      'POST /api/visits/manage/move': () =>
        jsonResponse(409, {
          error: { code: VISIT_ERROR_CODES.windowTaken, message: VISIT_MESSAGES.windowTaken },
          windows: { ...WINDOWS, days: [] },
        }),
    });
    const { user } = await openManagePage();

    await user.click(await screen.findByRole('button', { name: 'Move the visit' }));
    await user.click(await screen.findByRole('radio', { name: WEDNESDAY_ONE }));
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));

    const alert = await screen.findByText(VISIT_MESSAGES.windowTaken);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText(/There are no free times to book online just now/)).toBeInTheDocument();
    // Nothing moved: the booking as it was.
    expect(fact('When')).toHaveTextContent('Tuesday, December 3, 9:00 – 10:00 AM');
    expect(callsTo(fetchMock, 'POST /api/visits/manage/move')).toHaveLength(1);
  });

  it('cancels the visit once the customer confirms', async () => {
    const fetchMock = stubPublicSite({
      'POST /api/visits/manage': () => jsonResponse(200, VISIT),
      'POST /api/visits/manage/cancel': () =>
        jsonResponse(200, { ...VISIT, status: 'cancelled', canMove: false, canCancel: false }),
    });
    const { user } = await openManagePage();

    await user.click(await screen.findByRole('button', { name: 'Cancel the visit' }));
    expect(screen.getByText('Cancel this visit?').closest('p')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(callsTo(fetchMock, 'POST /api/visits/manage/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel the visit' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText(CANCELLED_MESSAGE)).toHaveFocus();
    expect(fact('Status')).toHaveTextContent('Status: Cancelled');
    expect(screen.getByText(new RegExp(VISIT_MESSAGES.cancelled.slice(0, 25)))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move the visit' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/visits/manage/cancel').map(bodyOf)).toEqual([{ token: TOKEN }]);
  });

  it('says why the visit can no longer be changed online, and gives the phone to call', async () => {
    stubPublicSite({
      'POST /api/visits/manage': () =>
        jsonResponse(200, { ...VISIT, changeableUntil: '2020-01-01T00:00:00.000Z', canMove: false, canCancel: false }),
    });
    await openManagePage();

    const why = await screen.findByText(new RegExp(VISIT_MESSAGES.pastCutoff.slice(0, 30)));
    expect(why).toHaveTextContent(`${VISIT_MESSAGES.pastCutoff} Call Brightside Painting on (503) 555-0142.`);
    expect(within(why).getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute('href', 'tel:5035550142');
    expect(screen.queryByRole('button', { name: 'Move the visit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the visit' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Change or cancel online until/)).not.toBeInTheDocument();
  });

  it('says a forged or unknown link finds no booking, in the gateway’s words', async () => {
    stubPublicSite({
      'POST /api/visits/manage': () =>
        errorResponse(404, { code: VISIT_ERROR_CODES.visitNotFound, message: VISIT_MESSAGES.visitNotFound }),
    });
    await openManagePage('#forged');

    expect(await screen.findByText(VISIT_MESSAGES.visitNotFound)).toHaveAttribute('role', 'alert');
    await expectNoAxeViolations();
  });

  it('says the link has expired, with the phone and e-mail to reach the business instead', async () => {
    stubPublicSite({
      'POST /api/visits/manage': () =>
        jsonResponse(410, {
          error: { code: VISIT_ERROR_CODES.linkExpired, message: visitLinkExpiredMessage('Brightside Painting') },
          business: { name: 'Brightside Painting', phone: '(503) 555-0142', email: 'hello@brightside.example' },
        }),
    });
    await openManagePage();

    const expired = await screen.findByText('This link has expired; call or e-mail Brightside Painting.');
    expect(expired).toHaveAttribute('role', 'alert');
    const page = within(screen.getByRole('main'));
    expect(page.getByText(/^Call/)).toHaveTextContent('Call (503) 555-0142 or e-mail hello@brightside.example.');
    expect(page.getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute('href', 'tel:5035550142');
    expect(page.getByRole('link', { name: 'hello@brightside.example' })).toHaveAttribute(
      'href',
      'mailto:hello@brightside.example',
    );
    expect(page.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('asks nothing of the gateway for a link without its key', async () => {
    const fetchMock = stubPublicSite();
    await openManagePage('');

    expect(await screen.findByText(VISIT_MESSAGES.visitNotFound)).toHaveAttribute('role', 'alert');
    expect(callsTo(fetchMock, 'POST /api/visits/manage')).toHaveLength(0);
  });
});
