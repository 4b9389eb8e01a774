import { type EstimateVisit, VISIT_CANCEL_REASON_MAX_LENGTH } from '@painting-site/gateway/contract/estimate-visits';
import { useRef } from 'react';
import { CharacterCount } from '@/components/ui/character-count.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { ItemFormDialog } from '@/components/ui/item-form-dialog.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from '@/lib/api-client.ts';
import { type FormMessages, useFormSubmission } from '@/lib/use-form-submission.ts';
import { cancelVisit } from '../api/visit-actions.ts';

export const VISIT_CANCELLED_MESSAGE = 'Visit cancelled. The customer is e-mailed your reason.';
export const CANCEL_REASON_MESSAGES = {
  missing: 'Say why: the customer’s e-mail tells them.',
  tooLong: `At most ${VISIT_CANCEL_REASON_MAX_LENGTH} characters.`,
} as const;

const FIELDS = ['reason'] as const;

function checkReason({ reason }: { reason: string }): FormMessages<'reason'> {
  const trimmed = reason.trim();
  if (trimmed === '') return { reason: CANCEL_REASON_MESSAGES.missing };
  if (trimmed.length > VISIT_CANCEL_REASON_MAX_LENGTH) return { reason: CANCEL_REASON_MESSAGES.tooLong };
  return {};
}

type CancelVisitDialogProps = {
  requestId: number;
  customer: string;
  onCancelled: (visit: EstimateVisit) => void;
  onClose: () => void;
};

/** Cancels a visit with a reason, which the customer's e-mail repeats; focus starts in the reason. */
export function CancelVisitDialog({ requestId, customer, onCancelled, onClose }: CancelVisitDialogProps) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const form = useFormSubmission({
    initialValues: { reason: '' },
    fields: FIELDS,
    validate: checkReason,
    send: ({ reason }) => cancelVisit(requestId, reason.trim()),
    onFailure: (error, fieldMessages) => {
      if (Object.keys(fieldMessages).length > 0 || !(error instanceof ApiError) || error.status >= 500) return false;
      form.setFormError(error.message);
      return true;
    },
    leavesOnSuccess: true,
    onSuccess: (visit) => {
      notify.success(VISIT_CANCELLED_MESSAGE);
      onCancelled(visit);
    },
  });
  const reason = form.textField('reason');

  return (
    <ItemFormDialog
      title="Cancel this visit?"
      description={`${customer} is e-mailed that the visit is off, with your reason. The time is free again.`}
      form={form}
      submitLabel="Cancel visit"
      confirm={{ cancelLabel: 'Keep the visit', pendingLabel: 'Cancelling…' }}
      initialFocusRef={reasonRef}
      onClose={onClose}
    >
      <TextAreaField
        ref={reasonRef}
        label="Reason"
        hint="The customer reads this, e.g. “I am ill that day; I will call you to find another time.”"
        rows={3}
        after={<CharacterCount length={reason.value.length} max={VISIT_CANCEL_REASON_MAX_LENGTH} />}
        {...reason}
      />
      {form.formError && <FormError role="alert">{form.formError}</FormError>}
    </ItemFormDialog>
  );
}
