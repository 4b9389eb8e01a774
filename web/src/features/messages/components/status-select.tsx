import type { Message } from '@painting-site/gateway/contract/quote-requests';
import { REQUEST_STATUSES, type RequestStatus } from '@painting-site/gateway/contract/quote-requests';
import { useRef, useState } from 'react';
import { SelectField } from '@/components/ui/select-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { updateMessage } from '../api/update-message.ts';
import { STATUS_LABELS } from '../message-labels.ts';

const OPTIONS = REQUEST_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

type StatusSelectProps = {
  message: Message;
  onSaved: (message: Message) => void;
};

/** The request's status, saved as soon as it is changed; a refused change puts the old one back. */
export function StatusSelect({ message, onSaved }: StatusSelectProps) {
  const [shown, setShown] = useState<RequestStatus>(message.status);
  // Only the answer to the latest change counts, should two overtake each other.
  const latestChange = useRef(0);

  async function change(status: RequestStatus) {
    const previous = shown;
    setShown(status);
    const changeNumber = ++latestChange.current;
    try {
      const saved = await updateMessage(message.id, { status });
      if (changeNumber !== latestChange.current) return;
      onSaved(saved);
      setShown(saved.status);
      notify.success(`Status changed to ${STATUS_LABELS[saved.status]}.`);
    } catch (error) {
      if (changeNumber === latestChange.current) setShown(previous);
      notifyApiError(error);
    }
  }

  return (
    <SelectField
      label="Status"
      hint="Saved as soon as you change it."
      options={OPTIONS}
      value={shown}
      onChange={(event) => void change(event.target.value as RequestStatus)}
    />
  );
}
