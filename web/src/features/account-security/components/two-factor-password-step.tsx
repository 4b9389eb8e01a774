import type { TwoFactorSetup } from '@painting-site/gateway/contract/auth';
import { useRef } from 'react';
import { TextField } from '@/components/ui/text-field.tsx';
import { startTwoFactorSetup } from '../api/start-two-factor-setup.ts';
import { StepForm, TwoFactorStep, useStepSubmission } from './two-factor-step.tsx';

export const ENTER_CURRENT_PASSWORD = 'Enter your current password.';

type TwoFactorPasswordStepProps = {
  onStarted: (setup: TwoFactorSetup) => void;
  onCancel: () => void;
  onConflict: () => void;
};

/** Turning two-step sign-in on, first step: the current password, which brings the new secret. */
export function TwoFactorPasswordStep({ onStarted, onCancel, onConflict }: TwoFactorPasswordStepProps) {
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = useStepSubmission({
    initialValues: { password: '' },
    fields: ['password'] as const,
    validate: ({ password }) => (password === '' ? { password: ENTER_CURRENT_PASSWORD } : {}),
    send: startTwoFactorSetup,
    onSuccess: onStarted,
    onConflict,
    focusOnFailure: passwordRef,
  });

  return (
    <TwoFactorStep title="Turn on two-step sign-in" focusRef={passwordRef}>
      <StepForm
        form={form}
        label="Confirm your password"
        submitLabel="Continue"
        pendingLabel="Checking…"
        onCancel={onCancel}
      >
        <TextField
          ref={passwordRef}
          label="Current password"
          hint="First, confirm it is you."
          {...form.textField('password')}
          type="password"
          autoComplete="current-password"
          required
        />
      </StepForm>
    </TwoFactorStep>
  );
}
