import type { Estimate } from '@painting-site/gateway/contract/estimates';
import styled from 'styled-components';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { FieldPair } from '@/components/ui/settings-form.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { type FormMessages, useFormSubmission } from '@/lib/use-form-submission.ts';
import { markDepositPaid } from '../api/mark-deposit-paid.ts';
import { moneyInput, readAmount } from '../estimate-numbers.ts';
import { localToday } from '../estimate-words.ts';

export const DEPOSIT_MARKED_MESSAGE = 'Deposit marked paid.';

const FIELDS = ['amountCents', 'method', 'paidOn'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const MESSAGES = {
  amount: 'Enter the amount paid, more than 0.',
  method: 'Say how it was paid: check, Zelle, card…',
  day: 'Enter the day it was paid.',
} as const;

const Form = styled.form`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};

  & > * {
    width: 100%;
    max-width: ${({ theme }) => theme.sizes.measure};
  }

  & > button {
    width: auto;
  }
`;

type DepositPaidFormProps = {
  estimate: Estimate;
  /** The deposit due, the amount the form starts with. */
  dueCents: number;
  locale: string;
  onSaved: (estimate: Estimate) => void;
};

/** "Mark deposit paid": how much came in, how, and on which day (today unless changed). */
export function DepositPaidForm({ estimate, dueCents, locale, onSaved }: DepositPaidFormProps) {
  const validate = (values: Values): FormMessages<Field> => {
    const messages: FormMessages<Field> = {};
    const amount = readAmount(values.amountCents, locale);
    if (!amount.ok) messages.amountCents = amount.message;
    else if (amount.value <= 0) messages.amountCents = MESSAGES.amount;
    if (values.method.trim() === '') messages.method = MESSAGES.method;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.paidOn)) messages.paidOn = MESSAGES.day;
    return messages;
  };

  const form = useFormSubmission({
    initialValues: (): Values => ({
      amountCents: dueCents > 0 ? moneyInput(dueCents, locale) : '',
      method: '',
      paidOn: localToday(),
    }),
    fields: FIELDS,
    validate,
    send: (values: Values) => {
      const amount = readAmount(values.amountCents, locale);
      return markDepositPaid(estimate.id, {
        amountCents: amount.ok ? amount.value : 0,
        method: values.method.trim(),
        paidOn: values.paidOn,
      });
    },
    leavesOnSuccess: true,
    onSuccess: (saved) => {
      notify.success(DEPOSIT_MARKED_MESSAGE);
      onSaved(saved);
    },
  });

  return (
    <Form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Mark deposit paid">
      <FieldPair>
        <TextField label="Amount paid" inputMode="decimal" autoComplete="off" {...form.textField('amountCents')} />
        <TextField label="Paid by" placeholder="Check, Zelle…" maxLength={60} {...form.textField('method')} />
        <TextField label="Paid on" type="date" {...form.textField('paidOn')} />
      </FieldPair>
      <PendingButton pending={form.pending} pendingLabel="Saving…">
        Mark deposit paid
      </PendingButton>
    </Form>
  );
}
