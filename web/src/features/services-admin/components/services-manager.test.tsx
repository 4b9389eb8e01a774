import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { ADMIN_SERVICES, noContent, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';

const servicesAnswer = () => jsonResponse(200, { services: ADMIN_SERVICES });

async function openServices(answers: Parameters<typeof openDashboardAt>[1] = {}) {
  const opened = openDashboardAt(paths.adminServices, { 'GET /api/admin/services': servicesAnswer, ...answers });
  await screen.findByRole('list', { name: 'Services in display order' });
  return opened;
}

const serviceTitles = () =>
  within(screen.getByRole('list', { name: 'Services in display order' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

async function fillServiceForm(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}

describe('the services in the dashboard', () => {
  it('checks a new service as the gateway would, beside each field, without sending it', async () => {
    const { fetchMock } = await openServices();

    await userEvent.click(screen.getByRole('button', { name: 'Add a service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a service' });
    await fillServiceForm(dialog, {
      Title: 'D',
      'Link name': 'Deck Staining',
      Summary: 'Decks',
      Description: 'We stain decks.',
      'Price hint': 'x'.repeat(61),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));

    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Give the service a title.');
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    expect(within(dialog).getByLabelText('Link name')).toHaveAccessibleDescription(
      expect.stringContaining('Use lowercase letters, digits and hyphens, like interior-painting.'),
    );
    expect(within(dialog).getByLabelText('Summary')).toHaveAccessibleDescription(
      expect.stringContaining('Write a summary of at least 10 characters.'),
    );
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription(
      expect.stringContaining('Describe the service in at least 20 characters.'),
    );
    expect(within(dialog).getByLabelText('Price hint')).toHaveAccessibleDescription(
      expect.stringContaining('Price hints can be at most 60 characters.'),
    );
    expect(callsTo(fetchMock, 'POST /api/admin/services')).toHaveLength(0);
  });

  it('adds a service, leaving the web address to the title, and shows a taken address beside its field', async () => {
    let answer = () =>
      errorResponse(400, {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: { slug: 'That address is already used by another service.' },
      });
    const { fetchMock } = await openServices({ 'POST /api/admin/services': () => answer() });

    await userEvent.click(screen.getByRole('button', { name: 'Add a service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a service' });
    expect(within(dialog).getByLabelText('Link name')).toHaveAccessibleDescription(
      expect.stringContaining('/services#your-service'),
    );
    await fillServiceForm(dialog, {
      Title: 'Deck & fence staining',
      'Link name': 'interior-painting',
      Summary: 'Cleaned, brightened and sealed wood.',
      Description: 'We wash, brighten and seal decks and fences.',
    });
    await userEvent.selectOptions(within(dialog).getByLabelText('Icon'), 'deck');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));

    const slug = within(dialog).getByLabelText('Link name');
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('That address is already used by another service.'),
    );
    expect(within(dialog).getByLabelText('Summary')).toHaveValue('Cleaned, brightened and sealed wood.');

    answer = () =>
      jsonResponse(201, {
        id: 3,
        slug: 'deck-fence-staining',
        title: 'Deck & fence staining',
        summary: 'Cleaned, brightened and sealed wood.',
        description: 'We wash, brighten and seal decks and fences.',
        priceHint: null,
        icon: 'deck',
        position: 3,
      });
    await userEvent.clear(slug);
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('/services#deck-fence-staining'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add service' }));

    await waitFor(() =>
      expect(serviceTitles()).toEqual(['Interior painting', 'Exterior painting', 'Deck & fence staining']),
    );
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/admin/services')[1]?.body))).toEqual({
      title: 'Deck & fence staining',
      slug: '',
      summary: 'Cleaned, brightened and sealed wood.',
      description: 'We wash, brighten and seal decks and fences.',
      priceHint: null,
      icon: 'deck',
    });
    expect(within(notifications()).getAllByText('“Deck & fence staining” added to the services.')).not.toHaveLength(0);
  });

  it('edits a service with its current values filled in', async () => {
    const { fetchMock } = await openServices({
      'PUT /api/admin/services/2': (_url, init) =>
        jsonResponse(200, { ...ADMIN_SERVICES[1], ...(JSON.parse(String(init?.body)) as object) }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edit: Exterior painting' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Exterior painting”' });
    expect(within(dialog).getByLabelText('Link name')).toHaveValue('exterior-painting');
    await fillServiceForm(dialog, { 'Price hint': 'Most homes from $6,500' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save service' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/admin/services/2')[0]?.body))).toMatchObject({
      slug: 'exterior-painting',
      priceHint: 'Most homes from $6,500',
    });
    expect(screen.getByText(/Most homes from \$6,500/)).toBeInTheDocument();
  });

  it('reorders with Move up and by dragging, saving each new order', async () => {
    const { fetchMock } = await openServices({ 'PUT /api/admin/services/order': noContent });

    await userEvent.click(screen.getByRole('button', { name: 'Move up: Exterior painting' }));
    expect(serviceTitles()).toEqual(['Exterior painting', 'Interior painting']);

    const rows = within(screen.getByRole('list', { name: 'Services in display order' })).getAllByRole('listitem');
    const dataTransfer = { effectAllowed: '', dropEffect: '', types: [], setData: () => {} };
    fireEvent.dragStart(rows[0] as HTMLElement, { dataTransfer });
    fireEvent.dragOver(rows[1] as HTMLElement, { dataTransfer });
    fireEvent.drop(rows[1] as HTMLElement, { dataTransfer });
    expect(serviceTitles()).toEqual(['Interior painting', 'Exterior painting']);

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/services/order')).toHaveLength(2));
    expect(callsTo(fetchMock, 'PUT /api/admin/services/order').map((init) => JSON.parse(String(init.body)))).toEqual([
      { ids: [2, 1] },
      { ids: [1, 2] },
    ]);
  });

  it('asks before deleting a service', async () => {
    const { fetchMock } = await openServices({ 'DELETE /api/admin/services/1': noContent });

    await userEvent.click(screen.getByRole('button', { name: 'Delete: Interior painting' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this service?' });
    expect(callsTo(fetchMock, 'DELETE /api/admin/services/1')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete service' }));

    await waitFor(() => expect(serviceTitles()).toEqual(['Exterior painting']));
    expect(within(notifications()).getAllByText('“Interior painting” deleted.')).not.toHaveLength(0);
  });
});
