import { REVIEW_REQUEST_ERROR_CODES } from '@painting-site/gateway/contract/customer-mail';
import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { customerMailState, message, OWNER_TOKEN, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { preloadRoutes } from '@/testing/preload-routes.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { formatDayOf, NO_FOLLOW_UP_OFF } from '../customer-mail-words.ts';
import { REVIEW_ASKED_MESSAGE } from './ask-for-review.tsx';
import { BEFORE_QUOTED_NOTE } from './automatic-mail.tsx';

preloadRoutes(
  () => import('@/app/routes/admin/dashboard/layout.tsx'),
  () => import('@/app/routes/admin/dashboard/quote-request.tsx'),
);

const DETAIL_PATH = `${paths.adminQuoteRequests}/7`;
const REVIEW_PATH = 'POST /api/admin/messages/7/review-request';
const WON = message(7, { name: 'Maria Gonzalez', status: 'won' });
const ASKED = {
  ...WON,
  customerMail: customerMailState({
    reviewRequest: { at: '2026-03-12T10:00:00.000Z', outcome: 'pending', error: null },
    reviewBlockedReason: 'This customer was asked for a review already.',
  }),
} satisfies QuoteRequest;

async function openRequest(shown: QuoteRequest, answers: Parameters<typeof openDashboardAt>[1] = {}) {
  const opened = openDashboardAt(DETAIL_PATH, {
    'GET /api/admin/messages/7': () => jsonResponse(200, shown),
    ...answers,
  });
  await screen.findByRole('heading', { level: 1, name: 'Request from Maria Gonzalez' });
  return opened;
}

const section = () => within(screen.getByRole('region', { name: 'Automatic e-mails' }));
const askButton = () => section().getByRole('button', { name: 'Ask for a review' });

describe("a quote request's automatic e-mails", () => {
  it('says when the next follow-up goes while the request is quoted', async () => {
    const next = '2026-03-10T15:04:00.000Z';
    await openRequest(
      message(7, {
        name: 'Maria Gonzalez',
        status: 'quoted',
        customerMail: customerMailState({
          quotedAt: '2026-03-06T15:04:00.000Z',
          followUpsSent: 1,
          nextFollowUpAt: next,
        }),
      }),
    );
    expect(section().getByText(`Follow-up 2 of 2 goes on ${formatDayOf(next)}.`)).toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Ask for a review' })).not.toBeInTheDocument();
  });

  it('says why no follow-up goes, and what starts them before a quote', async () => {
    await openRequest(message(7, { name: 'Maria Gonzalez', status: 'quoted' }));
    expect(section().getByText(NO_FOLLOW_UP_OFF)).toBeInTheDocument();
    expect(section().getByRole('link', { name: 'Follow-ups & reviews settings' })).toHaveAttribute(
      'href',
      paths.adminCustomerMail,
    );
  });

  it('says the customer unsubscribed, and when', async () => {
    const at = '2026-03-04T09:00:00.000Z';
    await openRequest(
      message(7, { name: 'Maria Gonzalez', status: 'new', customerMail: customerMailState({ unsubscribedAt: at }) }),
    );
    expect(section().getByText(`Unsubscribed from automatic e-mails on ${formatDayOf(at)}.`)).toBeInTheDocument();
    expect(section().getByText(BEFORE_QUOTED_NOTE)).toBeInTheDocument();
  });

  it('asks for a review of a won job after a confirm step, then says how it went', async () => {
    const { fetchMock } = await openRequest(WON, { [REVIEW_PATH]: () => jsonResponse(200, ASKED) });

    await userEvent.click(askButton());
    const dialog = within(screen.getByRole('dialog', { name: 'Ask Maria Gonzalez for a review?' }));
    expect(callsTo(fetchMock, REVIEW_PATH)).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Send the review request' }));

    const status = await section().findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(REVIEW_ASKED_MESSAGE));
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Ask for a review' })).not.toBeInTheDocument();
    expect(
      section().getByText(`Review request waiting to be sent (asked on ${formatDayOf('2026-03-12T10:00:00.000Z')}).`),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, REVIEW_PATH)).toHaveLength(1);
    expect(callsTo(fetchMock, REVIEW_PATH)[0]?.headers).toMatchObject({ Authorization: `Bearer ${OWNER_TOKEN}` });
  });

  it('sends nothing when the owner thinks better of it', async () => {
    const { fetchMock } = await openRequest(WON, { [REVIEW_PATH]: () => jsonResponse(200, ASKED) });
    await userEvent.click(askButton());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, REVIEW_PATH)).toEqual([]);
  });

  it('says the gateway’s refusal (409) in a live region, and shows the request as it now stands', async () => {
    const refusal = 'This customer unsubscribed from automatic e-mails: no review request can go.';
    const nowUnsubscribed = {
      ...WON,
      customerMail: customerMailState({ unsubscribedAt: '2026-03-11T09:00:00.000Z', reviewBlockedReason: refusal }),
    };
    let loads = 0;
    await openRequest(WON, {
      'GET /api/admin/messages/7': () => {
        loads += 1;
        return jsonResponse(200, loads === 1 ? WON : nowUnsubscribed);
      },
      [REVIEW_PATH]: () => errorResponse(409, { code: REVIEW_REQUEST_ERROR_CODES.unsubscribed, message: refusal }),
    });

    await userEvent.click(askButton());
    await userEvent.click(screen.getByRole('button', { name: 'Send the review request' }));

    await waitFor(() => expect(section().getByRole('status')).toHaveTextContent(refusal));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(askButton()).toBeDisabled());
    expect(askButton()).toHaveAccessibleDescription(refusal);
  });

  it('offers the button disabled, with the reason in words, when a review cannot be asked', async () => {
    const reason = 'Add your review link in Follow-ups & reviews first.';
    await openRequest({ ...WON, customerMail: customerMailState({ reviewBlockedReason: reason }) });
    expect(askButton()).toBeDisabled();
    expect(askButton()).toHaveAccessibleDescription(reason);
    expect(section().getByText(reason)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says a failed review request and why, and offers to ask again (the customer got none)', async () => {
    await openRequest({
      ...WON,
      customerMail: customerMailState({
        reviewRequest: { at: '2026-03-12T10:00:00.000Z', outcome: 'failed', error: '550 Mailbox unavailable' },
      }),
    });
    expect(
      section().getByText(
        `The review request could not be sent (${formatDayOf('2026-03-12T10:00:00.000Z')}): 550 Mailbox unavailable`,
      ),
    ).toBeInTheDocument();
    expect(askButton()).toBeEnabled();
  });
});
