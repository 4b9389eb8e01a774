import type { TwoFactorProof } from '@painting-site/gateway/contract/auth';
import { type ChangeEvent, useId, useRef } from 'react';
import { Button, ButtonRow } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { hasMessages } from '@/lib/field-messages.ts';
import { RECOVERY_CODE_EXAMPLE, readAnyCode } from '@/lib/sign-in-code.ts';
import { useFormSubmission } from '@/lib/use-form-submission.ts';
import { tellTwoFactorFailure } from '../two-factor-failure.ts';
import { ENTER_CURRENT_PASSWORD } from './two-factor-password-step.tsx';
import { StepForm, TwoFactorStep } from './two-factor-step.tsx';

export const PROOF_CODE_LABEL = 'Code from your app, or a recovery code';
const FIELD_ORDER = ['password', 'code'] as const satisfies readonly (keyof TwoFactorProof)[];
const EMPTY: TwoFactorProof = { password: '', code: '' };

function validateProof({ password, code }: TwoFactorProof): Partial<Record<keyof TwoFactorProof, string>> {
  const messages: Partial<Record<keyof TwoFactorProof, string>> = {};
  if (password === '') messages.password = ENTER_CURRENT_PASSWORD;
  if (code.trim() === '') messages.code = 'Enter the 6-digit code from your app, or a recovery code.';
  else if (readAnyCode(code) === null) {
    messages.code = `Enter the 6-digit code from your app, or a recovery code like ${RECOVERY_CODE_EXAMPLE}.`;
  }
  return messages;
}

type TwoFactorProofFormProps<Result> = {
  title: string;
  /** What happens once sent, in words, before the fields. */
  consequence: string;
  submitLabel: string;
  pendingLabel: string;
  /** Turning it off takes the danger button; making new codes the usual one. */
  danger?: boolean;
  send: (proof: TwoFactorProof) => Promise<Result>;
  onDone: (result: Result) => void;
  onCancel: () => void;
  onConflict: () => void;
};

/** A change to two-step sign-in that needs both factors: the current password and a code. */
export function TwoFactorProofForm<Result>({
  title,
  consequence,
  submitLabel,
  pendingLabel,
  danger = false,
  send,
  onDone,
  onCancel,
  onConflict,
}: TwoFactorProofFormProps<Result>) {
  const passwordRef = useRef<HTMLInputElement>(null);
  const formErrorId = useId();
  const form = useFormSubmission({
    initialValues: EMPTY,
    fields: FIELD_ORDER,
    validate: validateProof,
    // Checked by validate: the code has one of the two shapes.
    send: ({ password, code }) => send({ password, code: readAnyCode(code) ?? code }),
    // The panel moves on to what comes next.
    leavesOnSuccess: true,
    onSuccess: onDone,
    onFailure: (error, fieldMessages) => {
      if (hasMessages(fieldMessages)) return;
      tellTwoFactorFailure(error, { onConflict, showFormError: form.setFormError });
      passwordRef.current?.focus();
    },
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    form.setField(event.target.name as keyof TwoFactorProof, event.target.value);
  }

  return (
    <TwoFactorStep title={title} focusRef={passwordRef}>
      <p>{consequence}</p>
      <StepForm
        ref={form.formRef}
        aria-label={title}
        aria-describedby={form.formError ? formErrorId : undefined}
        noValidate
        onSubmit={form.handleSubmit}
      >
        <TextField
          ref={passwordRef}
          label="Current password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          error={form.messages.password}
          onChange={handleChange}
        />
        <TextField
          label={PROOF_CODE_LABEL}
          name="code"
          type="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          value={form.values.code}
          error={form.messages.code}
          onChange={handleChange}
        />
        {form.formError && <FormError id={formErrorId}>{form.formError}</FormError>}
        <ButtonRow>
          <PendingButton
            pending={form.pending}
            pendingLabel={pendingLabel}
            data-variant={danger ? 'danger' : undefined}
          >
            {submitLabel}
          </PendingButton>
          <Button type="button" data-variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </ButtonRow>
      </StepForm>
    </TwoFactorStep>
  );
}
