import { TESTIMONIAL_MESSAGES } from '@painting-site/gateway/contract/testimonial-rules';
import { TESTIMONIAL_QUOTE_MAX_LENGTH } from '@painting-site/gateway/contract/testimonials';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { ADMIN_TESTIMONIALS, noContent, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';

const testimonialsAnswer = () => jsonResponse(200, { testimonials: ADMIN_TESTIMONIALS });
const LIST_NAME = 'Testimonials in display order';

async function openTestimonials(answers: Parameters<typeof openDashboardAt>[1] = {}) {
  const opened = openDashboardAt(paths.adminTestimonials, {
    'GET /api/admin/testimonials': testimonialsAnswer,
    ...answers,
  });
  await screen.findByRole('list', { name: LIST_NAME });
  return opened;
}

const names = () =>
  within(screen.getByRole('list', { name: LIST_NAME }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const sent = (fetchMock: Parameters<typeof callsTo>[0], route: string, index = 0) =>
  JSON.parse(String(callsTo(fetchMock, route)[index]?.body)) as unknown;

async function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}

describe('the testimonials in the dashboard', () => {
  it('lists the testimonials in order, with whether the home page shows each', async () => {
    await openTestimonials();

    expect(names()).toEqual(['Maria G., Sellwood', 'Tom R., Portland']);
    expect(screen.getByRole('checkbox', { name: 'Show on home: Maria G.' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show on home: Tom R.' })).not.toBeChecked();
  });

  it('checks a new testimonial as the gateway would, beside each field, without sending it', async () => {
    const { fetchMock } = await openTestimonials();

    await userEvent.click(screen.getByRole('button', { name: 'Add a testimonial' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a testimonial' });
    await fill(dialog, { 'Customer’s name': '   ', 'What they said': '' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add testimonial' }));

    const name = within(dialog).getByLabelText('Customer’s name');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(TESTIMONIAL_MESSAGES.nameMissing));
    expect(name).toHaveFocus();
    expect(within(dialog).getByLabelText('What they said')).toHaveAccessibleDescription(
      expect.stringContaining(TESTIMONIAL_MESSAGES.quoteMissing),
    );
    expect(callsTo(fetchMock, 'POST /api/admin/testimonials')).toHaveLength(0);
  });

  it('adds a testimonial, showing the gateway’s field message beside its field, then the new row', async () => {
    let answer = () =>
      errorResponse(400, {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: { quote: TESTIMONIAL_MESSAGES.quoteTooLong },
      });
    const { fetchMock } = await openTestimonials({ 'POST /api/admin/testimonials': () => answer() });

    await userEvent.click(screen.getByRole('button', { name: 'Add a testimonial' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a testimonial' });
    await fill(dialog, { 'Customer’s name': ' Ana T. ', Town: 'Milwaukie', 'What they said': 'Lovely work.' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Rating'), '4');
    await userEvent.click(within(dialog).getByLabelText('Show on the home page'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add testimonial' }));

    const quote = within(dialog).getByLabelText('What they said');
    await waitFor(() => expect(quote).toHaveFocus());
    expect(quote).toHaveAccessibleDescription(expect.stringContaining(TESTIMONIAL_MESSAGES.quoteTooLong));
    expect(within(dialog).getByLabelText('Town')).toHaveValue('Milwaukie');

    answer = () =>
      jsonResponse(201, {
        id: 3,
        name: 'Ana T.',
        town: 'Milwaukie',
        quote: 'Lovely work.',
        rating: 4,
        showOnHome: false,
      });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add testimonial' }));

    await waitFor(() => expect(names()).toEqual(['Maria G., Sellwood', 'Tom R., Portland', 'Ana T., Milwaukie']));
    expect(sent(fetchMock, 'POST /api/admin/testimonials', 1)).toEqual({
      name: 'Ana T.',
      town: 'Milwaukie',
      quote: 'Lovely work.',
      rating: 4,
      showOnHome: false,
    });
    expect(within(notifications()).getAllByText('Ana T.’s testimonial added.')).not.toHaveLength(0);
  });

  it('refuses a quote longer than the limit before sending', async () => {
    const { fetchMock } = await openTestimonials();

    await userEvent.click(screen.getByRole('button', { name: 'Edit: Tom R.' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Tom R.’s testimonial' });
    const quote = within(dialog).getByLabelText('What they said');
    await userEvent.clear(quote);
    await userEvent.click(quote);
    await userEvent.paste('x'.repeat(TESTIMONIAL_QUOTE_MAX_LENGTH + 1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save testimonial' }));

    expect(quote).toHaveAccessibleDescription(expect.stringContaining(TESTIMONIAL_MESSAGES.quoteTooLong));
    expect(callsTo(fetchMock, 'PUT /api/admin/testimonials/2')).toHaveLength(0);
  });

  it('edits a testimonial with its current values filled in', async () => {
    const { fetchMock } = await openTestimonials({
      'PUT /api/admin/testimonials/2': (_url, init) =>
        jsonResponse(200, { id: 2, ...(JSON.parse(String(init?.body)) as object) }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edit: Tom R.' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Tom R.’s testimonial' });
    expect(within(dialog).getByLabelText('Town')).toHaveValue('Portland');
    expect(within(dialog).getByLabelText('Rating')).toHaveValue('4');
    await fill(dialog, { Town: 'Lake Oswego' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save testimonial' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'PUT /api/admin/testimonials/2')).toEqual({
      name: 'Tom R.',
      town: 'Lake Oswego',
      quote: 'Our house looks new again.',
      rating: 4,
      showOnHome: false,
    });
    expect(names()).toEqual(['Maria G., Sellwood', 'Tom R., Lake Oswego']);
    expect(within(notifications()).getAllByText('Tom R.’s testimonial saved.')).not.toHaveLength(0);
  });

  it('puts a testimonial on the home page with its checkbox', async () => {
    const { fetchMock } = await openTestimonials({
      'PUT /api/admin/testimonials/2': (_url, init) =>
        jsonResponse(200, { id: 2, ...(JSON.parse(String(init?.body)) as object) }),
    });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show on home: Tom R.' }));

    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Show on home: Tom R.' })).toBeChecked());
    expect(sent(fetchMock, 'PUT /api/admin/testimonials/2')).toMatchObject({ showOnHome: true });
    expect(within(notifications()).getAllByText('Tom R.’s testimonial is shown on the home page.')).not.toHaveLength(0);
  });

  it('reorders with Move up and Move down from the keyboard, saving each new order', async () => {
    const { fetchMock } = await openTestimonials({ 'PUT /api/admin/testimonials/order': noContent });

    screen.getByRole('button', { name: 'Move up: Tom R.' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(['Tom R., Portland', 'Maria G., Sellwood']);
    screen.getByRole('button', { name: 'Move down: Tom R.' }).focus();
    await userEvent.keyboard(' ');
    expect(names()).toEqual(['Maria G., Sellwood', 'Tom R., Portland']);

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/testimonials/order')).toHaveLength(2));
    expect(
      callsTo(fetchMock, 'PUT /api/admin/testimonials/order').map((init) => JSON.parse(String(init.body))),
    ).toEqual([{ ids: [2, 1] }, { ids: [1, 2] }]);
  });

  it('asks before deleting a testimonial', async () => {
    const { fetchMock } = await openTestimonials({ 'DELETE /api/admin/testimonials/1': noContent });

    await userEvent.click(screen.getByRole('button', { name: 'Delete: Maria G.' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this testimonial?' });
    expect(callsTo(fetchMock, 'DELETE /api/admin/testimonials/1')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete testimonial' }));

    await waitFor(() => expect(names()).toEqual(['Tom R., Portland']));
    expect(within(notifications()).getAllByText('Maria G.’s testimonial deleted.')).not.toHaveLength(0);
  });
});
