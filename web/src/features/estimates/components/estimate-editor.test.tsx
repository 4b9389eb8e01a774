import { estimateTotals } from '@painting-site/gateway/contract/estimate-money';
import { formatMoney } from '@painting-site/gateway/contract/estimates';
import { requestPhotosPath } from '@painting-site/gateway/contract/quote-requests';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { OWNER_TOKEN, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { pictureFile, stubUploads } from '@/testing/fake-upload.ts';
import { preloadRoutes } from '@/testing/preload-routes.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { NUMBER_MESSAGES } from '../estimate-numbers.ts';
import {
  draft,
  draftOf,
  ESTIMATE_ID,
  ESTIMATE_PATH,
  estimate,
  estimateAnswers,
  line,
  PRICE_LIST,
  REQUEST,
} from '../testing/estimate-fixtures.ts';
import { sentMessage } from './send-controls.tsx';
import { ESTIMATE_AUTOSAVE_DELAY_MS } from './use-autosave.ts';

preloadRoutes(
  () => import('@/app/routes/admin/dashboard/layout.tsx'),
  () => import('@/app/routes/admin/dashboard/estimate.tsx'),
);

const PUT = `PUT /api/admin/estimates/${ESTIMATE_ID}`;
const SEND = `POST /api/admin/estimates/${ESTIMATE_ID}/send`;
const usd = (cents: number) => formatMoney(cents, 'USD', 'en-US');
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const field = (name: string) => screen.getByRole('textbox', { name });
/** The live region that says whether the draft is saved. */
const saveStatus = () =>
  screen.getAllByRole('status').find((region) => region.hasAttribute('data-save-status')) ?? screen.getByRole('none');
/** Text that one element holds whole, however it is split inside (a name for screen readers). */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

async function openEditor(...args: Parameters<typeof estimateAnswers>) {
  const opened = openDashboardAt(ESTIMATE_PATH, estimateAnswers(...args));
  await screen.findByRole('heading', { level: 1, name: 'Estimate 1042' });
  await screen.findByRole('group', { name: 'The work and its prices' });
  return opened;
}

/** What the owner types into a box: what was there goes first. */
async function retype(name: string, text: string) {
  const box = field(name);
  await userEvent.clear(box);
  await userEvent.type(box, text);
}

beforeEach(() => {
  // jsdom has no object URLs (the request's photos are shown from blobs).
  Object.assign(URL, { createObjectURL: () => 'blob:thumbnail', revokeObjectURL: () => {} });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('writing an estimate', () => {
  it('shows a line’s amount and the option’s totals, with tax and a 50 % deposit, as the contract computes them', async () => {
    await openEditor();

    await userEvent.click(screen.getByRole('button', { name: 'Add a line to area 1' }));
    expect(field('Description (area 1, line 1)')).toHaveFocus();
    await userEvent.type(field('Description (area 1, line 1)'), 'Living room walls');
    await retype('Quantity (area 1, line 1)', '2.5');
    await userEvent.type(field('Unit price (area 1, line 1)'), '$1,250.50');
    await userEvent.type(field('Tax rate (%)'), '8.875');
    const deposit = screen.getByRole('radiogroup', { name: 'Deposit' });
    await userEvent.click(within(deposit).getByRole('radio', { name: 'A percent' }));
    await userEvent.type(field('Deposit, percent'), '50');

    const expected = estimateTotals([{ quantityHundredths: 250, unitPriceCents: 125_050, taxable: true }], {
      taxThousandths: 8875,
      deposit: { kind: 'percent', thousandths: 50_000 },
    });
    expect(screen.getByText(wholeText(`Amount (area 1, line 1): ${usd(expected.lines[0] ?? 0)}`))).toBeInTheDocument();
    const totals = within(screen.getByRole('listitem', { name: 'Totals of Option 1' }));
    expect(totals.getByText('Subtotal').nextElementSibling).toHaveTextContent(usd(expected.subtotal));
    expect(totals.getByText('Tax (8.875 %)').nextElementSibling).toHaveTextContent(usd(expected.tax));
    expect(totals.getByText('Total').nextElementSibling).toHaveTextContent(usd(expected.total));
    expect(totals.getByText('Deposit due').nextElementSibling).toHaveTextContent(usd(expected.deposit));
    expect(usd(expected.total)).toBe('$3,403.70');
  });

  it('refuses a negative price at its box, and does not save it', async () => {
    const { fetchMock } = await openEditor(
      estimate({ draft: draft({ options: [{ name: '', areas: [{ name: '', lines: [line()] }] }] }) }),
    );

    await retype('Unit price (area 1, line 1)', '-45');
    await userEvent.tab();

    await waitFor(() =>
      expect(field('Unit price (area 1, line 1)')).toHaveAccessibleDescription(NUMBER_MESSAGES.negative),
    );
    expect(saveStatus()).toHaveTextContent("Couldn't save: One field needs attention.");
    expect(callsTo(fetchMock, PUT)).toHaveLength(0);
  });

  it('adds a line picked from the price list, its name, details, unit, price and tax filled in', async () => {
    await openEditor();

    await userEvent.click(screen.getByRole('button', { name: 'Pick from the price list for area 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pick from the price list' }));
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search the price list' }), 'door');
    expect(dialog.queryByRole('button', { name: /Walls, two coats/ })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: /Front door/ }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const door = PRICE_LIST[1];
    expect(field('Description (area 1, line 1)')).toHaveValue(door?.name);
    expect(screen.getByRole('combobox', { name: 'Unit (area 1, line 1)' })).toHaveValue(door?.unit);
    expect(field('Unit price (area 1, line 1)')).toHaveValue('325.00');
    expect(screen.getByRole('checkbox', { name: 'Taxable (area 1, line 1)' })).not.toBeChecked();
    // The quantity is what is left to type.
    expect(field('Quantity (area 1, line 1)')).toHaveFocus();
    expect(field('Quantity (area 1, line 1)')).toHaveValue('1');
  });

  it('duplicates an option with its areas and lines, as a second option the customer chooses from', async () => {
    const { fetchMock } = await openEditor(
      estimate({
        draft: draft({
          options: [
            { name: 'Good', areas: [{ name: 'Living room', lines: [line(), line({ description: 'Ceiling' })] }] },
          ],
        }),
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Duplicate the option Good' }));

    const tabs = screen.getByRole('tablist', { name: 'Options' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Good', 'Good (copy)']);
    expect(within(tabs).getByRole('tab', { name: 'Good (copy)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /Option name/ })).toHaveFocus();
    await retype('Option name', 'Better');
    expect(field('Description (Living room, line 2)')).toHaveValue('Ceiling');

    await waitFor(() => expect(callsTo(fetchMock, PUT).length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(draftOf(callsTo(fetchMock, PUT).at(-1)).options.map((option) => option.name)).toEqual(['Good', 'Better']),
    );
    const saved = draftOf(callsTo(fetchMock, PUT).at(-1));
    expect(saved.options[1]?.areas).toEqual(saved.options[0]?.areas);
    expect(screen.getByRole('listitem', { name: 'Totals of Better' })).toBeInTheDocument();
  });

  it('moves a line down with the keyboard, focus staying on the moved line’s button', async () => {
    await openEditor(
      estimate({
        draft: draft({
          options: [
            {
              name: '',
              areas: [{ name: 'Hall', lines: [line({ description: 'Walls' }), line({ description: 'Doors' })] }],
            },
          ],
        }),
      }),
    );

    screen.getByRole('button', { name: 'Move down: Walls' }).focus();
    await userEvent.keyboard('{Enter}');

    expect(field('Description (Hall, line 1)')).toHaveValue('Doors');
    expect(field('Description (Hall, line 2)')).toHaveValue('Walls');
    expect(screen.getByRole('button', { name: 'Move down: Walls' })).toHaveFocus();
  });

  it('saves the draft once after the typing stops, and says Saved', async () => {
    const { fetchMock } = await openEditor();
    // The clock stands still unless moved: the test says when the owner has paused for how long.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const name = screen.getByRole('textbox', { name: /Option name/ });

    // A key at a time, as typed (user-event's own waits would need the real clock).
    for (const typed of ['W', 'Wa', 'Wal', 'Wall', 'Walls']) {
      fireEvent.change(name, { target: { value: typed } });
      await act(() => vi.advanceTimersByTimeAsync(ESTIMATE_AUTOSAVE_DELAY_MS / 4));
    }
    await act(() => vi.advanceTimersByTimeAsync(ESTIMATE_AUTOSAVE_DELAY_MS - ESTIMATE_AUTOSAVE_DELAY_MS / 4 - 1));
    expect(callsTo(fetchMock, PUT)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));

    await vi.waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    expect(callsTo(fetchMock, PUT)).toHaveLength(1);
    expect(draftOf(callsTo(fetchMock, PUT)[0]).options[0]?.name).toBe('Walls');
    expect(callsTo(fetchMock, PUT)[0]?.headers).toMatchObject({ Authorization: `Bearer ${OWNER_TOKEN}` });
  });

  it('shows the gateway’s message at the field it refused', async () => {
    const refusal = 'A line can come to at most $10,000,000.00.';
    await openEditor(estimate({ draft: draft({ options: [{ name: '', areas: [{ name: '', lines: [line()] }] }] }) }), {
      [PUT]: () =>
        errorResponse(400, {
          code: 'validation_failed',
          message: 'Some fields need attention.',
          fields: { 'options.0.areas.0.lines.0.unitPriceCents': refusal },
        }),
    });

    await retype('Quantity (area 1, line 1)', '99999');
    await userEvent.tab();

    await waitFor(() => expect(field('Unit price (area 1, line 1)')).toHaveAccessibleDescription(refusal));
    expect(field('Unit price (area 1, line 1)')).toHaveAttribute('aria-invalid', 'true');
    expect(saveStatus()).toHaveTextContent("Couldn't save: Some fields need attention.");
  });

  it('sends the estimate after asking, says to whom, and offers the next version once changed', async () => {
    const filled = draft({ options: [{ name: '', areas: [{ name: '', lines: [line()] }] }] });
    const sent = estimate({
      draft: filled,
      state: 'sent',
      changedSinceSent: false,
      versions: [
        {
          version: 1,
          sentAt: '2026-12-02T10:00:00.000Z',
          versionHash: 'ab'.repeat(32),
          openedAt: null,
          replacedAt: null,
        },
      ],
    });
    const { fetchMock } = await openEditor(estimate({ draft: filled }), { [SEND]: () => jsonResponse(200, sent) });

    await userEvent.click(screen.getByRole('button', { name: 'Send estimate' }));
    const dialog = within(screen.getByRole('dialog', { name: `Send Estimate 1042 to ${REQUEST.email}?` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send estimate' }));

    expect(await within(notifications()).findAllByText(sentMessage(REQUEST.email ?? ''))).not.toHaveLength(0);
    expect(callsTo(fetchMock, SEND)).toHaveLength(1);
    expect(screen.getByText('Sent', { selector: '[data-state]' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Not yet');
    expect(screen.queryByText(/Changes not sent yet/)).not.toBeInTheDocument();

    await userEvent.type(field('Details (area 1, line 1)'), 'Two coats of eggshell.');

    expect(screen.getByText(/Changes not sent yet — Send version 2/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send version 2' })).toBeInTheDocument();
  });

  it('shows at their fields what the gateway needs before it sends', async () => {
    const { fetchMock } = await openEditor(
      estimate({
        draft: draft({ options: [{ name: '', areas: [{ name: '', lines: [line({ description: '' })] }] }] }),
      }),
      {
        [SEND]: () =>
          errorResponse(400, {
            code: 'validation_failed',
            message: 'The estimate needs a few things before it can be sent.',
            fields: { 'options.0.areas.0.lines.0.description': 'Describe the work on this line.' },
          }),
      },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Send estimate' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send estimate' }));

    await waitFor(() => expect(field('Description (area 1, line 1)')).toHaveFocus());
    expect(field('Description (area 1, line 1)')).toHaveAccessibleDescription('Describe the work on this line.');
    expect(screen.getByText('The estimate needs a few things before it can be sent.')).toHaveAttribute('role', 'alert');
    expect(callsTo(fetchMock, SEND)).toHaveLength(1);
  });

  it('shows the request’s photos to tick, and saves those ticked in the request’s order', async () => {
    const photos = [
      { id: 'p1', width: 1600, height: 1200, addedBy: 'customer' as const },
      { id: 'p2', width: 1600, height: 1200, addedBy: 'customer' as const },
    ];
    const webp = () => new Response(new Blob(['RIFF'], { type: 'image/webp' }));
    const { fetchMock } = await openEditor(estimate({ draft: draft({ photoIds: ['p2'] }) }), {
      [`GET /api/admin/messages/${REQUEST.id}`]: () => jsonResponse(200, { ...REQUEST, photos, photoCount: 2 }),
      [`GET /api/admin/messages/${REQUEST.id}/photos/p1/thumbnail`]: webp,
      [`GET /api/admin/messages/${REQUEST.id}/photos/p2/thumbnail`]: webp,
    });

    const first = await screen.findByRole('checkbox', { name: 'Show photo 1 of 2' });
    expect(first).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show photo 2 of 2' })).toBeChecked();
    await userEvent.click(first);
    await userEvent.tab();

    await waitFor(() => expect(callsTo(fetchMock, PUT)).not.toHaveLength(0));
    expect(draftOf(callsTo(fetchMock, PUT).at(-1)).photoIds).toEqual(['p1', 'p2']);
    expect(callsTo(fetchMock, `GET /api/admin/messages/${REQUEST.id}/photos/p1/thumbnail`)[0]?.headers).toMatchObject({
      Authorization: `Bearer ${OWNER_TOKEN}`,
    });
  });

  it('adds a photo the owner took to the request, shown ticked and saved with the estimate', async () => {
    const sent = stubUploads();
    const webp = () => new Response(new Blob(['RIFF'], { type: 'image/webp' }));
    const { fetchMock } = await openEditor(estimate(), {
      [`GET /api/admin/messages/${REQUEST.id}/photos/own1/thumbnail`]: webp,
    });

    await userEvent.upload(screen.getByLabelText('Add a photo'), pictureFile('IMG_2041.heic', 'image/heic', 3000));
    expect(sent.map((request) => [request.method, request.url])).toEqual([['POST', requestPhotosPath(REQUEST.id)]]);
    expect(sent[0]?.headers).toMatchObject({ Authorization: `Bearer ${OWNER_TOKEN}` });
    act(() => sent[0]?.progress(1500, 3000));
    expect(screen.getByText('Adding IMG_2041.heic… 50%')).toBeInTheDocument();
    await act(async () => sent[0]?.respond(201, { id: 'own1', width: 1200, height: 1600, addedBy: 'owner' }));

    expect(await screen.findByRole('checkbox', { name: 'Show your photo 1' })).toBeChecked();
    await userEvent.tab();
    await waitFor(() => expect(callsTo(fetchMock, PUT)).not.toHaveLength(0));
    expect(draftOf(callsTo(fetchMock, PUT).at(-1)).photoIds).toEqual(['own1']);
  });

  it('says why a photo was not added, and keeps the estimate as it was', async () => {
    const sent = stubUploads();
    const { fetchMock } = await openEditor(estimate());

    await userEvent.upload(screen.getByLabelText('Add a photo'), pictureFile('notes.png', 'image/png', 400));
    await act(async () =>
      sent[0]?.respond(400, {
        error: {
          code: 'validation_failed',
          message: 'One field needs attention.',
          fields: { photo: 'That file is not a photo.' },
        },
      }),
    );

    expect(
      (await screen.findAllByRole('alert')).some(
        (alert) => alert.textContent === 'notes.png was not added: That file is not a photo.',
      ),
    ).toBe(true);
    expect(screen.queryByRole('checkbox', { name: /Show/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, PUT)).toHaveLength(0);
  });

  it('previews the customer’s page in a frame that can run nothing', async () => {
    const PREVIEW = `POST /api/admin/estimates/${ESTIMATE_ID}/preview`;
    const { fetchMock } = await openEditor(estimate(), {
      [PREVIEW]: () =>
        jsonResponse(200, { url: '/estimate-preview/1042.1777000000.ticket', expiresAt: '2026-04-24T10:15:00.000Z' }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const frame = await within(screen.getByRole('dialog', { name: 'Preview' })).findByTitle(
      "The customer's page, as a preview",
    );
    expect(frame).toHaveAttribute('sandbox', '');
    // Its own address (a frame sends no token): the page keeps its own style and policy there.
    expect(frame).toHaveAttribute('src', '/estimate-preview/1042.1777000000.ticket');
    expect(callsTo(fetchMock, PREVIEW)[0]?.headers).toMatchObject({ Authorization: `Bearer ${OWNER_TOKEN}` });
  });

  it('has no accessibility violations', async () => {
    await openEditor(
      estimate({ draft: draft({ options: [{ name: 'Good', areas: [{ name: 'Hall', lines: [line()] }] }] }) }),
    );
    await expectNoAxeViolations();
  });
});
