import { estimateTotals } from '@painting-site/gateway/contract/estimate-money';
import {
  adminEstimateSignaturePath,
  type EstimateAcceptance,
  formatMoney,
} from '@painting-site/gateway/contract/estimates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { OWNER_TOKEN, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { preloadRoutes } from '@/testing/preload-routes.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { draft, ESTIMATE_ID, ESTIMATE_PATH, estimate, estimateAnswers, line } from '../testing/estimate-fixtures.ts';
import { DEPOSIT_MARKED_MESSAGE } from './deposit-paid-form.tsx';

preloadRoutes(
  () => import('@/app/routes/admin/dashboard/layout.tsx'),
  () => import('@/app/routes/admin/dashboard/estimate.tsx'),
);

/** The owner's clock: the deposit form starts with this day. */
const NOW = new Date(2026, 11, 9, 10, 30);
const usd = (cents: number) => formatMoney(cents, 'USD', 'en-US');
const DEPOSIT = `POST /api/admin/estimates/${ESTIMATE_ID}/deposit`;
const SIGNATURE = `GET ${adminEstimateSignaturePath(ESTIMATE_ID)}`;
/** The drawn signature as the gateway answers it (the bytes do not matter: jsdom draws nothing). */
const png = () =>
  new Response(new Blob(['\x89PNG'], { type: 'image/png' }), { headers: { 'Content-Type': 'image/png' } });

const WORK = draft({
  options: [{ name: 'Walls and trim', areas: [{ name: 'Living room', lines: [line()] }] }],
  addOns: [line({ description: 'Front door', unit: 'each', unitPriceCents: 32_500 })],
  deposit: { kind: 'percent', thousandths: 50_000 },
});
const TOTALS = estimateTotals([...(WORK.options[0]?.areas[0]?.lines ?? []), ...WORK.addOns], {
  deposit: WORK.deposit,
});
const ACCEPTANCE: EstimateAcceptance = {
  version: 2,
  versionHash: 'c0ffee'.repeat(10).slice(0, 64),
  choice: { option: 0, addOns: [0] },
  optionName: 'Walls and trim',
  addOnNames: ['Front door'],
  totals: TOTALS,
  signerName: 'Maria Gonzalez',
  drawnSignature: true,
  at: '2026-12-08T18:12:00.000Z',
  address: '203.0.113.7',
  userAgent: 'Safari on iPhone',
};
const ACCEPTED = estimate({
  draft: WORK,
  state: 'accepted',
  changedSinceSent: false,
  acceptance: ACCEPTANCE,
  versions: [
    {
      version: 1,
      sentAt: '2026-12-03T09:00:00.000Z',
      versionHash: 'ab'.repeat(32),
      openedAt: '2026-12-03T12:00:00.000Z',
      replacedAt: '2026-12-05T09:00:00.000Z',
    },
    {
      version: 2,
      sentAt: '2026-12-05T09:00:00.000Z',
      versionHash: ACCEPTANCE.versionHash,
      openedAt: '2026-12-06T08:00:00.000Z',
      replacedAt: null,
    },
  ],
});

let objectUrls = 0;
const createObjectURL = vi.fn(() => `blob:signature-${++objectUrls}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

async function openAccepted(answers: Parameters<typeof estimateAnswers>[1] = {}, shown = ACCEPTED) {
  const opened = openDashboardAt(ESTIMATE_PATH, estimateAnswers(shown, { [SIGNATURE]: png, ...answers }));
  await screen.findByRole('heading', { level: 2, name: 'Accepted' });
  return opened;
}

describe('an accepted estimate', () => {
  it('is read-only: no field to change, nothing to send, the acceptance shown as evidence', async () => {
    await openAccepted();

    expect(screen.getByText('Accepted', { selector: '[data-state]' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Description/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add a line/ })).not.toBeInTheDocument();
    const accepted = within(screen.getByRole('region', { name: 'Accepted' }));
    expect(accepted.getByText('Signed by').nextElementSibling).toHaveTextContent(
      'Maria Gonzalez (with a drawn signature)',
    );
    expect(accepted.getByText('Option').nextElementSibling).toHaveTextContent('Walls and trim');
    expect(accepted.getByText('Add-ons').nextElementSibling).toHaveTextContent('Front door');
    expect(accepted.getByText('Total').nextElementSibling).toHaveTextContent(usd(TOTALS.total));
    expect(accepted.getByText('Version hash').nextElementSibling).toHaveTextContent(ACCEPTANCE.versionHash);
    expect(accepted.getByRole('button', { name: 'Download signed PDF' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The work accepted' })).toHaveTextContent('Front door');
    expect(screen.getByRole('table')).toHaveTextContent('Version');
  });

  it('marks the deposit paid: the amount due, the method typed, today unless changed', async () => {
    const paid = { amountCents: TOTALS.deposit, method: 'Zelle', paidOn: '2026-12-09' };
    const { fetchMock } = await openAccepted({
      [DEPOSIT]: () => jsonResponse(200, { ...ACCEPTED, depositPaid: paid }),
    });
    const form = within(screen.getByRole('form', { name: 'Mark deposit paid' }));

    expect(form.getByRole('textbox', { name: 'Amount paid' })).toHaveValue(usd(TOTALS.deposit).replace('$', ''));
    expect(form.getByLabelText('Paid on')).toHaveValue('2026-12-09');
    await userEvent.type(form.getByRole('textbox', { name: 'Paid by' }), 'Zelle');
    await userEvent.click(form.getByRole('button', { name: 'Mark deposit paid' }));

    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findAllByText(DEPOSIT_MARKED_MESSAGE),
    ).not.toHaveLength(0);
    expect(JSON.parse(String(callsTo(fetchMock, DEPOSIT)[0]?.body))).toEqual(paid);
    expect(await screen.findByText(`${usd(TOTALS.deposit)} paid by Zelle on Dec 9, 2026.`)).toBeInTheDocument();
  });
});

describe('the drawn signature of an accepted estimate', () => {
  const signedBy = () => {
    const accepted = within(screen.getByRole('region', { name: 'Accepted' }));
    const value = accepted.getByText('Signed by').nextElementSibling;
    if (!(value instanceof HTMLElement)) throw new Error('no value beside "Signed by"');
    return value;
  };

  it('shows it under the typed name, fetched with the owner’s token, and lets it go on leaving', async () => {
    const { fetchMock, unmount } = await openAccepted();

    const image = await within(signedBy()).findByRole('img', { name: 'Signature drawn by Maria Gonzalez' });
    expect(image.getAttribute('src')).toMatch(/^blob:signature-/);
    expect(signedBy()).toHaveTextContent(/^Maria Gonzalez \(with a drawn signature\)/);
    expect(callsTo(fetchMock, SIGNATURE)).toHaveLength(1);
    expect(callsTo(fetchMock, SIGNATURE)[0]?.headers).toMatchObject({ Authorization: `Bearer ${OWNER_TOKEN}` });
    await expectNoAxeViolations();

    unmount();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith(image.getAttribute('src')));
  });

  it('says so when it could not be loaded, and loads it on Try again', async () => {
    let failures = 1;
    await openAccepted({
      [SIGNATURE]: () =>
        failures-- > 0 ? errorResponse(500, { code: 'internal_error', message: 'Something went wrong.' }) : png(),
    });

    expect(await within(signedBy()).findByText('The drawn signature could not be loaded.')).toBeInTheDocument();
    await userEvent.click(
      within(signedBy()).getByRole('button', { name: 'Try again to load the signature drawn by Maria Gonzalez' }),
    );

    expect(
      await within(signedBy()).findByRole('img', { name: 'Signature drawn by Maria Gonzalez' }),
    ).toBeInTheDocument();
  });

  it('is neither shown nor asked for when the customer only typed their name', async () => {
    const { fetchMock } = await openAccepted({}, { ...ACCEPTED, acceptance: { ...ACCEPTANCE, drawnSignature: false } });

    expect(signedBy()).toHaveTextContent(/^Maria Gonzalez$/);
    expect(screen.queryByRole('img', { name: /Signature drawn by/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, SIGNATURE)).toHaveLength(0);
  });
});
