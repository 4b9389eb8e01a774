import type { BusinessDetails } from '@painting-site/gateway/contract/business';
import { HOURS_MESSAGES } from '@painting-site/gateway/contract/opening-hours-rules';
import { PLACEHOLDER_BUSINESS_NAME } from '@painting-site/gateway/contract/setup-checklist';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { BUSINESS, OWNER_TOKEN, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { HOURS_TEXT_NOTICE_TITLE } from './hours-text-notice.tsx';
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
const day = (name: string) => within(screen.getByRole('group', { name }));

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
    await userEvent.click(screen.getByRole('button', { name: 'Remove Yelp link' }));
    await userEvent.selectOptions(day('Saturday').getByRole('combobox', { name: 'Hours' }), 'Closed');
    await userEvent.selectOptions(day('Sunday').getByRole('combobox', { name: 'Hours' }), 'Open');
    fireEvent.change(day('Sunday').getByLabelText('Opens'), { target: { value: '10:00' } });
    fireEvent.change(day('Sunday').getByLabelText('Closes'), { target: { value: '14:00' } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Canada');
    await saveDetails();

    expect(await within(notifications()).findAllByText(DETAILS_SAVED_MESSAGE)).not.toHaveLength(0);
    expect(sentDetails(fetchMock)).toEqual([
      {
        ...BUSINESS,
        phone: '(503) 555-0199',
        serviceArea: ['Portland', 'Beaverton', 'Milwaukie'],
        address: { ...BUSINESS.address, country: 'CA' },
        hours: [
          ...BUSINESS.hours.slice(0, 5),
          { day: 'Saturday', closed: true, opens: '', closes: '' },
          { day: 'Sunday', closed: false, opens: '10:00', closes: '14:00' },
        ],
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
          'hours.5.closes': HOURS_MESSAGES.closesBeforeOpens,
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
    expect(day('Saturday').getByLabelText('Closes')).toHaveAccessibleDescription(HOURS_MESSAGES.closesBeforeOpens);
    expect(screen.getByRole('textbox', { name: 'Page address (link 2)' })).toHaveAccessibleDescription(
      'Enter the full address, starting with https://',
    );
    expect(day('Monday').getByLabelText('Closes')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('3 fields need attention.')).toBeInTheDocument();
    // The fields say what is wrong: no toast repeats it.
    expect(within(notifications()).queryByText('Some fields need attention.')).not.toBeInTheDocument();
    expect(tagline).toHaveValue('Careful prep, clean lines.');
  });

  it('checks the details as the gateway does before sending them', async () => {
    const { fetchMock } = await openBusinessDetails((details) => jsonResponse(200, details));

    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'hello@brightside');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Year founded' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Year founded' }), '1850');
    fireEvent.change(day('Saturday').getByLabelText('Closes'), { target: { value: '08:00' } });
    fireEvent.change(day('Friday').getByLabelText('Opens'), { target: { value: '' } });
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
    expect(day('Saturday').getByLabelText('Closes')).toHaveAccessibleDescription(HOURS_MESSAGES.closesBeforeOpens);
    expect(day('Friday').getByLabelText('Opens')).toHaveAccessibleDescription(HOURS_MESSAGES.opensMissing);
    expect(screen.getByRole('textbox', { name: 'Page address (link 1)' })).toHaveAccessibleDescription(
      'Enter the full address, starting with https://',
    );
    expect(sentDetails(fetchMock)).toHaveLength(0);
  });

  it('asks the owner to set hours by day when the old text could not be read, and sends them', async () => {
    const hoursText = [{ days: 'Saturday', hours: 'By appointment' }];
    const { fetchMock } = await openBusinessDetails((details) => jsonResponse(200, { ...details, hoursText: [] }), {
      ...BUSINESS,
      hours: [],
      hoursText,
    });
    expect(screen.getByText(HOURS_TEXT_NOTICE_TITLE)).toBeInTheDocument();
    expect(screen.getByText('Saturday By appointment')).toBeInTheDocument();
    for (const name of ['Monday', 'Sunday']) {
      expect(day(name).getByRole('combobox', { name: 'Hours' })).toHaveValue('unset');
    }

    await userEvent.selectOptions(day('Monday').getByRole('combobox', { name: 'Hours' }), 'Open');
    fireEvent.change(day('Monday').getByLabelText('Opens'), { target: { value: '08:00' } });
    fireEvent.change(day('Monday').getByLabelText('Closes'), { target: { value: '16:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Copy Monday’s hours to Tuesday – Friday' }));
    await saveDetails();

    await waitFor(() => expect(screen.queryByText(HOURS_TEXT_NOTICE_TITLE)).not.toBeInTheDocument());
    expect(sentDetails(fetchMock)[0]?.hours).toEqual(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((name) => ({
        day: name,
        closed: false,
        opens: '08:00',
        closes: '16:00',
      })),
    );
  });
});
