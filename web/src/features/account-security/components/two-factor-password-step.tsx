import type { TwoFactorSetup } from '@painting-site/gateway/contract/auth';
import { type ChangeEvent, useId, useRef } from 'react';
import { Button, ButtonRow } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { hasMessages } from '@/lib/field-messages.ts';
import { useFormSubmission } from '@/lib/use-form-submission.ts';
import { startTwoFactorSetup } from '../api/start-two-factor-setup.ts';
import { tellTwoFactorFailure } from '../two-factor-failure.ts';
import { StepForm, TwoFactorStep } from './two-factor-step.tsx';

export const ENTER_CURRENT_PASSWORD = 'Enter your current password.';

type TwoFactorPasswordStepProps = {
  onStarted: (setup: TwoFactorSetup) => void;
  onCancel: () => void;
  onConflict: () => void;
};

/** Turning two-step sign-in on, first step: the current password, which brings the new secret. */
export function TwoFactorPasswordStep({ onStarted, onCancel, onConflict }: TwoFactorPasswordStepProps) {
  const passwordRef = useRef<HTMLInputElement>(null);
  const formErrorId = useId();
  const form = useFormSubmission({
    initialValues: { password: '' },
    fields: ['password'] as const,
    validate: ({ password }) => (password === '' ? { password: ENTER_CURRENT_PASSWORD } : {}),
    send: startTwoFactorSetup,
    // The next step replaces this one.
    leavesOnSuccess: true,
    onSuccess: onStarted,
    onFailure: (error, fieldMessages) => {
      if (hasMessages(fieldMessages)) return;
      tellTwoFactorFailure(error, { onConflict, showFormError: form.setFormError });
      passwordRef.current?.focus();
    },
  });

  return (
    <TwoFactorStep title="Turn on two-step sign-in" focusRef={passwordRef}>
      <StepForm
        ref={form.formRef}
        aria-label="Confirm your password"
        aria-describedby={form.formError ? formErrorId : undefined}
        noValidate
        onSubmit={form.handleSubmit}
      >
        <TextField
          ref={passwordRef}
          label="Current password"
          hint="First, confirm it is you."
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          error={form.messages.password}
          onChange={(event: ChangeEvent<HTMLInputElement>) => form.setField('password', event.target.value)}
        />
        {form.formError && <FormError id={formErrorId}>{form.formError}</FormError>}
        <ButtonRow>
          <PendingButton pending={form.pending} pendingLabel="Checking…">
            Continue
          </PendingButton>
          <Button type="button" data-variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </ButtonRow>
      </StepForm>
    </TwoFactorStep>
  );
}
