import type { EstimateSettings, PriceListItemInput } from '@painting-site/gateway/contract/estimates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { estimateSettings, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { preloadRoutes } from '@/testing/preload-routes.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { PRICE_LIST } from '../testing/estimate-fixtures.ts';
import { SETTINGS_SAVED_MESSAGE } from './estimate-settings-form.tsx';

preloadRoutes(
  () => import('@/app/routes/admin/dashboard/layout.tsx'),
  () => import('@/app/routes/admin/dashboard/estimate-settings.tsx'),
);

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));
const bodyOf = <T,>(init: RequestInit | undefined) => JSON.parse(String(init?.body)) as T;

async function openSettings(answers: Parameters<typeof openDashboardAt>[1] = {}) {
  const opened = openDashboardAt(paths.adminEstimateSettings, {
    'GET /api/admin/estimates/price-list': () => jsonResponse(200, { items: PRICE_LIST }),
    ...answers,
  });
  await screen.findByRole('list', { name: 'Price list' });
  return opened;
}

describe('the price list and the estimate settings', () => {
  it('adds an item to the price list, its price typed as the owner writes it', async () => {
    const { fetchMock } = await openSettings({
      'POST /api/admin/estimates/price-list': (_url, init) =>
        jsonResponse(201, { id: 9, ...bodyOf<PriceListItemInput>(init) }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Add to the price list' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add to the price list' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Item' }), 'Ceiling, flat white');
    const unit = dialog.getByRole('combobox', { name: 'Unit' });
    await userEvent.clear(unit);
    await userEvent.type(unit, 'sq ft');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Price a unit' }), '$1.85');
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));

    expect(await notifications().findAllByText('“Ceiling, flat white” added to the price list.')).not.toHaveLength(0);
    expect(bodyOf(callsTo(fetchMock, 'POST /api/admin/estimates/price-list')[0])).toEqual({
      name: 'Ceiling, flat white',
      details: '',
      unit: 'sq ft',
      unitPriceCents: 185,
      taxable: true,
    });
    expect(
      within(screen.getByRole('list', { name: 'Price list' })).getByText('Ceiling, flat white'),
    ).toBeInTheDocument();
  });

  it('saves the currency, the default tax and terms new estimates start with', async () => {
    const { fetchMock } = await openSettings({
      'PUT /api/admin/estimates/settings': (_url, init) => jsonResponse(200, bodyOf<EstimateSettings>(init)),
    });
    const form = within(screen.getByRole('form', { name: 'Estimate settings' }));

    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Currency' }), 'CAD');
    const locale = form.getByRole('textbox', { name: 'Language and country' });
    await userEvent.clear(locale);
    await userEvent.type(locale, 'en-CA');
    await userEvent.type(form.getByRole('textbox', { name: 'Tax rate new estimates start with (%)' }), '13');
    await userEvent.click(form.getByRole('button', { name: 'Save estimate settings' }));

    expect(await notifications().findAllByText(SETTINGS_SAVED_MESSAGE)).not.toHaveLength(0);
    expect(bodyOf(callsTo(fetchMock, 'PUT /api/admin/estimates/settings')[0])).toEqual({
      ...estimateSettings(),
      currency: 'CAD',
      locale: 'en-CA',
      taxThousandths: 13_000,
    });
  });

  it('shows the gateway’s message at the payment link it refused', async () => {
    const refusal = 'The payment link must be a full https:// address (from your payment provider).';
    await openSettings({
      'PUT /api/admin/estimates/settings': () =>
        errorResponse(400, {
          code: 'validation_failed',
          message: 'Some fields need attention.',
          fields: { paymentLink: refusal },
        }),
    });
    const form = within(screen.getByRole('form', { name: 'Estimate settings' }));

    await userEvent.type(form.getByRole('textbox', { name: 'Payment link' }), 'http://pay.example');
    await userEvent.click(form.getByRole('button', { name: 'Save estimate settings' }));

    await waitFor(() => expect(form.getByRole('textbox', { name: 'Payment link' })).toHaveFocus());
    expect(form.getByRole('textbox', { name: 'Payment link' })).toHaveAccessibleDescription(
      expect.stringContaining(refusal),
    );
  });
});
