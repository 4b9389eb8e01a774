import type { QuoteRequest, QuoteRequestStatus } from '@painting-site/gateway/contract/quote-requests';
import {
  QUOTE_REQUEST_NOTES_MAX_LENGTH,
  QUOTE_REQUEST_STATUS_LABELS,
  QUOTE_REQUEST_STATUSES,
} from '@painting-site/gateway/contract/quote-requests';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { type FormMessages, useFormSubmission } from '@/lib/use-form-submission.ts';
import { updateQuoteRequest } from '../api/update-quote-request.ts';

export const FOLLOW_UP_SAVED_MESSAGE = 'Follow-up saved.';
export const FOLLOW_UP_DAY_MESSAGE = 'Choose a real day, or leave the date empty for no follow-up.';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const STATUS_OPTIONS = QUOTE_REQUEST_STATUSES.map((status) => ({
  value: status,
  label: QUOTE_REQUEST_STATUS_LABELS[status],
}));
const FIELDS = ['status', 'followUpOn', 'notes'] as const;

type FollowUpField = (typeof FIELDS)[number];
type FollowUpValues = { status: QuoteRequestStatus; followUpOn: string; notes: string };

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const DateRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
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

const valuesOf = (message: QuoteRequest): FollowUpValues => ({
  status: message.status,
  followUpOn: message.followUpOn ?? '',
  notes: message.notes,
});

function checkFollowUp({ followUpOn, notes }: FollowUpValues): FormMessages<FollowUpField> {
  const messages: FormMessages<FollowUpField> = {};
  if (followUpOn !== '' && !DAY_PATTERN.test(followUpOn)) messages.followUpOn = FOLLOW_UP_DAY_MESSAGE;
  if (notes.length > QUOTE_REQUEST_NOTES_MAX_LENGTH) {
    messages.notes = `Notes can be at most ${QUOTE_REQUEST_NOTES_MAX_LENGTH} characters (these are ${notes.length}).`;
  }
  return messages;
}

type RequestFollowUpFormProps = {
  message: QuoteRequest;
  onSaved: (message: QuoteRequest) => void;
};

/**
 * The owner's follow-up of a request: its status, the day to get back to the customer and private
 * notes, saved together with one Save and one confirmation. The notes are typed, so they could
 * not save as they change; status and date save with them, so nothing on the card saves on its
 * own and a change not saved yet is plain ("Not saved yet", and a question before leaving).
 */
export function RequestFollowUpForm({ message, onSaved }: RequestFollowUpFormProps) {
  const form = useFormSubmission({
    initialValues: () => valuesOf(message),
    fields: FIELDS,
    validate: checkFollowUp,
    send: (values) =>
      updateQuoteRequest(message.id, {
        status: values.status,
        followUpOn: values.followUpOn === '' ? null : values.followUpOn,
        notes: values.notes,
      }),
    onSuccess: (saved) => {
      form.setValues(valuesOf(saved));
      onSaved(saved);
      notify.success(FOLLOW_UP_SAVED_MESSAGE);
    },
  });
  const { values, messages, setField, textField } = form;

  return (
    <Form ref={form.formRef} noValidate onSubmit={form.handleSubmit}>
      <SelectField
        label="Status"
        name="status"
        options={STATUS_OPTIONS}
        value={values.status}
        error={messages.status}
        onChange={(event) => setField('status', event.target.value as QuoteRequestStatus)}
      />
      <DateRow>
        <TextField
          label="Follow up on"
          type="date"
          {...textField('followUpOn')}
          hint="The overview lists the request from that day on. Leave it empty for no follow-up."
        />
        {values.followUpOn !== '' && (
          <Button type="button" data-variant="secondary" data-size="small" onClick={() => setField('followUpOn', '')}>
            No follow-up date
          </Button>
        )}
      </DateRow>
      <TextAreaField
        label="Private notes"
        {...textField('notes')}
        hint="Only you see these: measurements, prices quoted, when you called."
      />
      <Footer>
        <PendingButton pending={form.pending} pendingLabel="Saving…">
          Save follow-up
        </PendingButton>
        {form.unsaved && !form.pending && <Unsaved>Not saved yet</Unsaved>}
      </Footer>
    </Form>
  );
}
