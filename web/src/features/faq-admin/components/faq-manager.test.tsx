import { FAQ_MAX_COUNT, FAQ_QUESTION_MAX_LENGTH } from '@painting-site/gateway/contract/faq';
import { FAQ_MESSAGES } from '@painting-site/gateway/contract/faq-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { ADMIN_FAQ, noContent, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';

const LIST_NAME = 'Questions in display order';

async function openFaq(answers: Parameters<typeof openDashboardAt>[1] = {}, faq = ADMIN_FAQ) {
  const opened = openDashboardAt(paths.adminFaq, {
    'GET /api/admin/faq': () => jsonResponse(200, { faq }),
    ...answers,
  });
  await screen.findByRole('button', { name: 'Add a question' });
  await waitFor(() => expect(screen.queryByText('Loading the questions')).not.toBeInTheDocument());
  return opened;
}

const questions = () =>
  within(screen.getByRole('list', { name: LIST_NAME }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const sent = (fetchMock: Parameters<typeof callsTo>[0], route: string, index = 0) =>
  JSON.parse(String(callsTo(fetchMock, route)[index]?.body)) as unknown;

describe('the FAQ in the dashboard', () => {
  it('is a section of the dashboard, listing the questions in order', async () => {
    await openFaq();

    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(questions()).toEqual(['Do I have to move my furniture?', 'How do deposits work?']);
  });

  it('checks a question as the gateway would, beside each field, without sending it', async () => {
    const { fetchMock } = await openFaq();

    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a question' });
    await userEvent.click(within(dialog).getByLabelText('Question'));
    await userEvent.paste('x'.repeat(FAQ_QUESTION_MAX_LENGTH + 1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));

    const question = within(dialog).getByLabelText('Question');
    expect(question).toHaveFocus();
    expect(question).toHaveAccessibleDescription(expect.stringContaining(FAQ_MESSAGES.questionTooLong));
    expect(within(dialog).getByLabelText('Answer')).toHaveAccessibleDescription(
      expect.stringContaining(FAQ_MESSAGES.answerMissing),
    );
    expect(callsTo(fetchMock, 'POST /api/admin/faq')).toHaveLength(0);
  });

  it('adds a question with its answer in paragraphs, showing the gateway’s field message first', async () => {
    let answer = () =>
      errorResponse(400, {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: { question: FAQ_MESSAGES.questionMissing },
      });
    const { fetchMock } = await openFaq({ 'POST /api/admin/faq': () => answer() });

    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a question' });
    await userEvent.type(within(dialog).getByLabelText('Question'), 'Are you insured?');
    await userEvent.type(within(dialog).getByLabelText('Answer'), 'Yes.{Enter}{Enter}We send the certificate.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));

    const question = within(dialog).getByLabelText('Question');
    await waitFor(() => expect(question).toHaveFocus());
    expect(question).toHaveAccessibleDescription(expect.stringContaining(FAQ_MESSAGES.questionMissing));

    answer = () =>
      jsonResponse(201, { id: 3, question: 'Are you insured?', answer: 'Yes.\n\nWe send the certificate.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));

    await waitFor(() =>
      expect(questions()).toEqual(['Do I have to move my furniture?', 'How do deposits work?', 'Are you insured?']),
    );
    expect(sent(fetchMock, 'POST /api/admin/faq', 1)).toEqual({
      question: 'Are you insured?',
      answer: 'Yes.\n\nWe send the certificate.',
    });
    expect(within(notifications()).getAllByText('Question added to the FAQ.')).not.toHaveLength(0);
  });

  it('edits a question with its current values filled in', async () => {
    const { fetchMock } = await openFaq({
      'PUT /api/admin/faq/2': (_url, init) =>
        jsonResponse(200, { id: 2, ...(JSON.parse(String(init?.body)) as object) }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edit: How do deposits work?' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the question' });
    const answerField = within(dialog).getByLabelText('Answer');
    expect(answerField).toHaveValue('Small jobs need no deposit.');
    await userEvent.type(answerField, '{Enter}Larger jobs: a third.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save question' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'PUT /api/admin/faq/2')).toEqual({
      question: 'How do deposits work?',
      answer: 'Small jobs need no deposit.\nLarger jobs: a third.',
    });
  });

  it('reorders with Move down from the keyboard, saving the new order', async () => {
    const { fetchMock } = await openFaq({ 'PUT /api/admin/faq/order': noContent });

    screen.getByRole('button', { name: 'Move down: Do I have to move my furniture?' }).focus();
    await userEvent.keyboard(' ');
    expect(questions()).toEqual(['How do deposits work?', 'Do I have to move my furniture?']);

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/faq/order')).toHaveLength(1));
    expect(sent(fetchMock, 'PUT /api/admin/faq/order')).toEqual({ ids: [2, 1] });
  });

  it('asks before deleting a question', async () => {
    const { fetchMock } = await openFaq({ 'DELETE /api/admin/faq/2': noContent });

    await userEvent.click(screen.getByRole('button', { name: 'Delete: How do deposits work?' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this question?' });
    expect(callsTo(fetchMock, 'DELETE /api/admin/faq/2')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete question' }));

    await waitFor(() => expect(questions()).toEqual(['Do I have to move my furniture?']));
    expect(within(notifications()).getAllByText('“How do deposits work?” deleted.')).not.toHaveLength(0);
  });

  it(`offers no new question once there are ${FAQ_MAX_COUNT}, and says why`, async () => {
    const full = Array.from({ length: FAQ_MAX_COUNT }, (_, index) => ({
      id: index + 1,
      question: `Question ${index + 1}?`,
      answer: 'An answer.',
    }));
    await openFaq({}, full);

    const add = screen.getByRole('button', { name: 'Add a question' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(FAQ_MESSAGES.tooMany);
  });
});
