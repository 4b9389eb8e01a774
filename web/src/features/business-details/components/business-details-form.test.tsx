import type { BusinessDetails } from '@painting-site/gateway/contract/business';
import { PLACEHOLDER_BUSINESS_NAME } from '@painting-site/gateway/contract/setup-checklist';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { BUSINESS, OWNER_TOKEN, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { DETAILS_SAVED_MESSAGE } from './use-business-form.ts';

async function openBusinessDetails(save: (details: BusinessDetails) => Response, shown: BusinessDetails = BUSINESS) {
  const opened = openDashboardAt(paths.adminBusiness, {
    'GET /api/admin/site': () => jsonResponse(200, shown),
    'PUT /api/admin/site': (_url, init) => save(JSON.parse(String(init?.body)) as BusinessDetails),
  });
  await screen.findByRole('textbox', { name: 'Phone' });
  return opened;
}

const sentDetails = (fetchMock: ReturnType<typeof openDashboardAt>['fetchMock']) =>
  callsTo(fetchMock, 'PUT /api/admin/site').map((init) => JSON.parse(String(init.body)) as BusinessDetails);
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const saveDetails = () => userEvent.click(screen.getByRole('button', { name: 'Save details' }));

describe('the business details form', () => {
  it('starts a blank site’s name empty, with an example in grey, and will not save it empty', async () => {
    const { fetchMock } = await openBusinessDetails((details) => jsonResponse(200, details), {
      ...BUSINESS,
      name: PLACEHOLDER_BUSINESS_NAME,
    });
    const name = screen.getByRole('textbox', { name: 'Business name' });
    expect(name).toHaveValue('');
    expect(name).toHaveAttribute('placeholder', 'e.g. Rivera Painting');

    await saveDetails();
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(sentDetails(fetchMock)).toEqual([]);
  });

  it('saves every field the public site shows, lists included', async () => {
    const { fetchMock } = await openBusinessDetails((details) => jsonResponse(200, details));

    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '(503) 555-0199');
    await userEvent.click(screen.getByRole('button', { name: 'Add a place' }));
    expect(screen.getByRole('textbox', { name: 'Place 3' })).toHaveFocus();
    await userEvent.keyboard('Milwaukie');
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Yelp link' }));
    await saveDetails();

    expect(await within(notifications()).findAllByText(DETAILS_SAVED_MESSAGE)).not.toHaveLength(0);
    expect(sentDetails(fetchMock)).toEqual([
      {
        ...BUSINESS,
        phone: '(503) 555-0199',
        serviceArea: ['Portland', 'Beaverton', 'Milwaukie'],
        hours: [BUSINESS.hours[0]],
        social: [BUSINESS.social[0]],
      },
    ]);
    expect(callsTo(fetchMock, 'PUT /api/admin/site')[0]?.headers).toMatchObject({
      Authorization: `Bearer ${OWNER_TOKEN}`,
    });
  });

  it('shows the gateway’s messages beside the nested fields they are about, keeping what was typed', async () => {
    await openBusinessDetails(() =>
      errorResponse(400, {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: {
          'address.city': 'The city can be at most 100 characters.',
          'hours.0.days': 'Enter the days, like Monday – Friday.',
          'social.1.url': 'Enter the full address, starting with https://',
        },
      }),
    );
    const tagline = screen.getByRole('textbox', { name: 'Tagline' });
    await userEvent.clear(tagline);
    await userEvent.type(tagline, 'Careful prep, clean lines.');

    await saveDetails();

    const city = screen.getByRole('textbox', { name: 'City' });
    await waitFor(() => expect(city).toHaveAccessibleDescription('The city can be at most 100 characters.'));
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Days (row 1)' })).toHaveAccessibleDescription(
      'Enter the days, like Monday – Friday.',
    );
    expect(screen.getByRole('textbox', { name: 'Page address (link 2)' })).toHaveAccessibleDescription(
      'Enter the full address, starting with https://',
    );
    expect(screen.getByRole('textbox', { name: 'Days (row 2)' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('3 fields need attention.')).toBeInTheDocument();
    expect(within(notifications()).getAllByText('Some fields need attention.')).not.toHaveLength(0);
    expect(tagline).toHaveValue('Careful prep, clean lines.');
  });

  it('checks the details as the gateway does before sending them', async () => {
    const { fetchMock } = await openBusinessDetails((details) => jsonResponse(200, details));

    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'hello@brightside');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Year founded' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Year founded' }), '1850');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Hours (row 2)' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Page address (link 1)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Page address (link 1)' }), 'http://facebook.example');
    await saveDetails();

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Year founded' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a year after 1900.'),
    );
    expect(screen.getByRole('textbox', { name: 'Hours (row 2)' })).toHaveAccessibleDescription(
      'Enter the hours, like 8:00 am – 5:00 pm, or Closed.',
    );
    expect(screen.getByRole('textbox', { name: 'Page address (link 1)' })).toHaveAccessibleDescription(
      'Enter the full address, starting with https://',
    );
    expect(sentDetails(fetchMock)).toHaveLength(0);
  });
});
