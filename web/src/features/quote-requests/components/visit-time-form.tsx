import { type EstimateVisit, VISIT_MESSAGES } from '@painting-site/gateway/contract/estimate-visits';
import { wallTimeToInstant } from '@painting-site/gateway/contract/wall-clock';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from '@/lib/api-client.ts';
import { type FormMessages, useFormSubmission } from '@/lib/use-form-submission.ts';
import { zoneWords } from '@/lib/visit-time-words.ts';

export const VISIT_TIME_MESSAGES = {
  day: 'Choose a day.',
  time: 'Choose a time.',
  skipped: 'That time does not happen that day (the clocks go forward). Choose another.',
  past: VISIT_MESSAGES.startInPast,
} as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^\d{2}:\d{2}$/;
const FIELDS = ['date', 'time'] as const;
type VisitTimeField = (typeof FIELDS)[number];
export type VisitTimeValues = { date: string; time: string };

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The instant the owner's day and time name in the business's zone, or what is wrong with them. */
function readStart({ date, time }: VisitTimeValues, timeZone: string): number | FormMessages<VisitTimeField> {
  const messages: FormMessages<VisitTimeField> = {};
  if (!DATE_PATTERN.test(date)) messages.date = VISIT_TIME_MESSAGES.day;
  if (!TIME_PATTERN.test(time)) messages.time = VISIT_TIME_MESSAGES.time;
  if (messages.date || messages.time) return messages;
  const instant = wallTimeToInstant(date, time, timeZone);
  if (instant === undefined) return { time: VISIT_TIME_MESSAGES.skipped };
  if (instant <= Date.now()) return { time: VISIT_TIME_MESSAGES.past };
  return instant;
}

type VisitTimeFormProps = {
  timeZone: string;
  initial: VisitTimeValues;
  submitLabel: string;
  pendingLabel: string;
  /** Said once the gateway has taken it. */
  doneMessage: string;
  send: (start: string) => Promise<EstimateVisit>;
  onDone: (visit: EstimateVisit) => void;
  /** A way back without sending, with its label ("Keep the time"). */
  cancel?: { label: string; onCancel: () => void };
};

/**
 * A day and a time for a visit, typed as wall-clock time in the business's zone (DST-safe) and
 * sent as the exact instant. The gateway's refusal (taken, overlapping, past) is said under it.
 */
export function VisitTimeForm(props: VisitTimeFormProps) {
  const { timeZone, submitLabel, pendingLabel, doneMessage, send, onDone, cancel } = props;
  const form = useFormSubmission({
    initialValues: props.initial,
    fields: FIELDS,
    validate: (values) => {
      const start = readStart(values, timeZone);
      return typeof start === 'number' ? {} : start;
    },
    send: (values) => send(new Date(readStart(values, timeZone) as number).toISOString()),
    // The gateway names the instant "start": the time box is where it was typed.
    pickMessages: (fields) => (fields.start ? { time: fields.start } : {}),
    onFailure: (error, fieldMessages) => {
      if (Object.keys(fieldMessages).length > 0 || !(error instanceof ApiError) || error.status >= 500) return false;
      form.setFormError(error.message);
      return true;
    },
    leavesOnSuccess: true,
    onSuccess: (visit) => {
      notify.success(doneMessage);
      onDone(visit);
    },
  });
  const { textField } = form;

  return (
    <Form ref={form.formRef} noValidate onSubmit={form.handleSubmit}>
      <Pair>
        <TextField label="Day" type="date" {...textField('date')} />
        <TextField label="Time" type="time" hint={`In ${zoneWords(timeZone)}.`} {...textField('time')} />
      </Pair>
      {form.formError && <FormError role="alert">{form.formError}</FormError>}
      <Buttons>
        <PendingButton pending={form.pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </PendingButton>
        {cancel && (
          <Button type="button" data-variant="secondary" onClick={cancel.onCancel}>
            {cancel.label}
          </Button>
        )}
      </Buttons>
    </Form>
  );
}
