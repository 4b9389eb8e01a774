import type { Message } from '@painting-site/gateway/contract/quote-requests';
import { MESSAGE_NOTES_MAX_LENGTH } from '@painting-site/gateway/contract/quote-requests';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useApiErrorToast } from '@/lib/notify-api-error.ts';
import { updateMessage } from '../api/update-message.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Unsaved = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export const NOTES_SAVED_MESSAGE = 'Notes saved.';

function checkNotes(notes: string): string | undefined {
  return notes.length > MESSAGE_NOTES_MAX_LENGTH
    ? `Notes can be at most ${MESSAGE_NOTES_MAX_LENGTH} characters (these are ${notes.length}).`
    : undefined;
}

type NotesFormProps = {
  message: Message;
  onSaved: (message: Message) => void;
};

/** The owner's private notes on a request. What was typed stays put when saving fails. */
export function NotesForm({ message, onSaved }: NotesFormProps) {
  const [notes, setNotes] = useState(message.notes);
  const [saved, setSaved] = useState(message.notes);
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const errorToast = useApiErrorToast();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = checkNotes(notes);
    setError(problem);
    if (problem) return;

    setPending(true);
    try {
      const updated = await updateMessage(message.id, { notes });
      errorToast.clear();
      setSaved(updated.notes);
      onSaved(updated);
      notify.success(NOTES_SAVED_MESSAGE);
    } catch (failure) {
      errorToast.show(failure);
      if (failure instanceof ApiError && failure.fields.notes) setError(failure.fields.notes);
    } finally {
      setPending(false);
    }
  }

  return (
    <Form noValidate onSubmit={handleSubmit}>
      <TextAreaField
        label="Private notes"
        name="notes"
        hint="Only you see these: measurements, prices quoted, when you called."
        value={notes}
        error={error}
        onChange={(event) => {
          setNotes(event.target.value);
          setError(undefined);
        }}
      />
      <Footer>
        <PendingButton pending={pending} pendingLabel="Saving…">
          Save notes
        </PendingButton>
        {notes !== saved && !pending && <Unsaved>Not saved yet</Unsaved>}
      </Footer>
    </Form>
  );
}
