import type { Message } from '@painting-site/gateway/contract/quote-requests';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useApiErrorToast } from '@/lib/notify-api-error.ts';
import { updateMessage } from '../api/update-message.ts';
import { formatDay } from '../follow-up-day.ts';

export const FOLLOW_UP_CLEARED_MESSAGE = 'Follow-up date cleared.';
export const FOLLOW_UP_MISSING_MESSAGE = 'Choose a day, or use Clear to remove the follow-up date.';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type FollowUpFormProps = {
  message: Message;
  onSaved: (message: Message) => void;
};

/** The day the owner means to get back to the customer; the overview lists it once it is due. */
export function FollowUpForm({ message, onSaved }: FollowUpFormProps) {
  const [day, setDay] = useState(message.followUpOn ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState<'save' | 'clear' | null>(null);
  const errorToast = useApiErrorToast();

  async function save(followUpOn: string | null) {
    setPending(followUpOn === null ? 'clear' : 'save');
    try {
      const updated = await updateMessage(message.id, { followUpOn });
      errorToast.clear();
      setError(undefined);
      setDay(updated.followUpOn ?? '');
      onSaved(updated);
      notify.success(updated.followUpOn ? `Follow up on ${formatDay(updated.followUpOn)}.` : FOLLOW_UP_CLEARED_MESSAGE);
    } catch (failure) {
      errorToast.show(failure);
      if (failure instanceof ApiError && failure.fields.followUpOn) setError(failure.fields.followUpOn);
    } finally {
      setPending(null);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!DAY_PATTERN.test(day)) {
      setError(FOLLOW_UP_MISSING_MESSAGE);
      return;
    }
    void save(day);
  }

  return (
    <Form noValidate onSubmit={handleSubmit}>
      <TextField
        label="Follow up on"
        type="date"
        name="followUpOn"
        hint="The overview lists the request from that day on."
        value={day}
        error={error}
        onChange={(event) => {
          setDay(event.target.value);
          setError(undefined);
        }}
      />
      <Buttons>
        <PendingButton pending={pending === 'save'} pendingLabel="Saving…" data-variant="secondary">
          Save date
        </PendingButton>
        {message.followUpOn && (
          <Button type="button" data-variant="secondary" disabled={pending !== null} onClick={() => void save(null)}>
            {pending === 'clear' ? 'Clearing…' : 'Clear date'}
          </Button>
        )}
      </Buttons>
    </Form>
  );
}
