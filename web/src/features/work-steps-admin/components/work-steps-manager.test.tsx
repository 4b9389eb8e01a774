import { WORK_STEP_MESSAGES } from '@painting-site/gateway/contract/work-step-rules';
import { WORK_STEP_TEXT_MAX_LENGTH, WORK_STEPS_MAX_COUNT } from '@painting-site/gateway/contract/work-steps';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { ADMIN_WORK_STEPS, noContent, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';

const LIST_NAME = 'Steps in display order';

async function openSteps(answers: Parameters<typeof openDashboardAt>[1] = {}, steps = ADMIN_WORK_STEPS) {
  const opened = openDashboardAt(paths.adminWorkSteps, {
    'GET /api/admin/work-steps': () => jsonResponse(200, { workSteps: steps }),
    ...answers,
  });
  await screen.findByRole('button', { name: 'Add a step' });
  await waitFor(() => expect(screen.queryByText('Loading the steps')).not.toBeInTheDocument());
  return opened;
}

const titles = () =>
  within(screen.getByRole('list', { name: LIST_NAME }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const sent = (fetchMock: Parameters<typeof callsTo>[0], route: string, index = 0) =>
  JSON.parse(String(callsTo(fetchMock, route)[index]?.body)) as unknown;

describe('“How we work” in the dashboard', () => {
  it('is a section of the dashboard, listing the steps in order', async () => {
    await openSteps();

    expect(screen.getByRole('heading', { level: 1, name: 'How we work' })).toBeInTheDocument();
    expect(titles()).toEqual(['Free estimate', 'Painting']);
  });

  it('says what an empty list means for the services page', async () => {
    await openSteps({}, []);

    expect(screen.getByText(/No steps yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: LIST_NAME })).not.toBeInTheDocument();
  });

  it('checks a new step as the gateway would, beside each field, without sending it', async () => {
    const { fetchMock } = await openSteps();

    await userEvent.click(screen.getByRole('button', { name: 'Add a step' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a step' });
    await userEvent.type(within(dialog).getByLabelText('Title'), '   ');
    await userEvent.click(within(dialog).getByLabelText('What happens'));
    await userEvent.paste('x'.repeat(WORK_STEP_TEXT_MAX_LENGTH + 1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add step' }));

    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(expect.stringContaining(WORK_STEP_MESSAGES.titleMissing));
    expect(within(dialog).getByLabelText('What happens')).toHaveAccessibleDescription(
      expect.stringContaining(WORK_STEP_MESSAGES.textTooLong),
    );
    expect(within(dialog).getByText(WORK_STEP_MESSAGES.textTooLong)).toBeVisible();
    expect(callsTo(fetchMock, 'POST /api/admin/work-steps')).toHaveLength(0);
  });

  it('adds a step, tidied, showing the gateway’s field message beside its field first', async () => {
    let answer = () =>
      errorResponse(400, {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: { text: WORK_STEP_MESSAGES.textTooLong },
      });
    const { fetchMock } = await openSteps({ 'POST /api/admin/work-steps': () => answer() });

    await userEvent.click(screen.getByRole('button', { name: 'Add a step' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a step' });
    await userEvent.type(within(dialog).getByLabelText('Title'), ' Final walkthrough ');
    await userEvent.type(
      within(dialog).getByLabelText('What happens'),
      'We walk the job with you.{Enter}Then we tidy up. ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add step' }));

    const text = within(dialog).getByLabelText('What happens');
    await waitFor(() => expect(text).toHaveFocus());
    expect(text).toHaveAccessibleDescription(expect.stringContaining(WORK_STEP_MESSAGES.textTooLong));
    expect(within(dialog).getByLabelText('Title')).toHaveValue(' Final walkthrough ');

    answer = () =>
      jsonResponse(201, { id: 3, title: 'Final walkthrough', text: 'We walk the job with you.\nThen we tidy up.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add step' }));

    await waitFor(() => expect(titles()).toEqual(['Free estimate', 'Painting', 'Final walkthrough']));
    expect(sent(fetchMock, 'POST /api/admin/work-steps', 1)).toEqual({
      title: 'Final walkthrough',
      text: 'We walk the job with you.\nThen we tidy up.',
    });
    expect(within(notifications()).getAllByText('Step “Final walkthrough” added.')).not.toHaveLength(0);
  });

  it('edits a step with its current values filled in', async () => {
    const { fetchMock } = await openSteps({
      'PUT /api/admin/work-steps/2': (_url, init) =>
        jsonResponse(200, { id: 2, ...(JSON.parse(String(init?.body)) as object) }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edit: Painting' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the step “Painting”' });
    expect(within(dialog).getByLabelText('What happens')).toHaveValue('Two coats, clean lines.');
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Painting and cleanup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save step' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'PUT /api/admin/work-steps/2')).toEqual({
      title: 'Painting and cleanup',
      text: 'Two coats, clean lines.',
    });
    expect(titles()).toEqual(['Free estimate', 'Painting and cleanup']);
  });

  it('reorders with Move up from the keyboard and by dragging, saving each new order', async () => {
    const { fetchMock } = await openSteps({ 'PUT /api/admin/work-steps/order': noContent });

    screen.getByRole('button', { name: 'Move up: Painting' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(titles()).toEqual(['Painting', 'Free estimate']);

    const rows = within(screen.getByRole('list', { name: LIST_NAME })).getAllByRole('listitem');
    const dataTransfer = { effectAllowed: '', dropEffect: '', types: [], setData: () => {} };
    fireEvent.dragStart(rows[0] as HTMLElement, { dataTransfer });
    fireEvent.dragOver(rows[1] as HTMLElement, { dataTransfer });
    fireEvent.drop(rows[1] as HTMLElement, { dataTransfer });
    expect(titles()).toEqual(['Free estimate', 'Painting']);

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/work-steps/order')).toHaveLength(2));
    expect(callsTo(fetchMock, 'PUT /api/admin/work-steps/order').map((init) => JSON.parse(String(init.body)))).toEqual([
      { ids: [2, 1] },
      { ids: [1, 2] },
    ]);
  });

  it('asks before deleting a step', async () => {
    const { fetchMock } = await openSteps({ 'DELETE /api/admin/work-steps/1': noContent });

    await userEvent.click(screen.getByRole('button', { name: 'Delete: Free estimate' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this step?' });
    expect(callsTo(fetchMock, 'DELETE /api/admin/work-steps/1')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete step' }));

    await waitFor(() => expect(titles()).toEqual(['Painting']));
    expect(within(notifications()).getAllByText('Step “Free estimate” deleted.')).not.toHaveLength(0);
  });

  it(`offers no new step once there are ${WORK_STEPS_MAX_COUNT}, and says why`, async () => {
    const full = Array.from({ length: WORK_STEPS_MAX_COUNT }, (_, index) => ({
      id: index + 1,
      title: `Step ${index + 1}`,
      text: 'What happens.',
    }));
    await openSteps({}, full);

    const add = screen.getByRole('button', { name: 'Add a step' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(WORK_STEP_MESSAGES.tooMany);
  });
});
