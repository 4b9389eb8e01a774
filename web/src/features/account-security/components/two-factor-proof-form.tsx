import type { TwoFactorProof } from '@painting-site/gateway/contract/auth';
import { useRef } from 'react';
import { TextField } from '@/components/ui/text-field.tsx';
import { RECOVERY_CODE_EXAMPLE, readAnyCode } from '@/lib/sign-in-code.ts';
import { ENTER_CURRENT_PASSWORD } from './two-factor-password-step.tsx';
import { StepForm, TwoFactorStep, useStepSubmission } from './two-factor-step.tsx';

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
  const form = useStepSubmission({
    initialValues: EMPTY,
    fields: FIELD_ORDER,
    validate: validateProof,
    // Checked by validate: the code has one of the two shapes.
    send: ({ password, code }) => send({ password, code: readAnyCode(code) ?? code }),
    onSuccess: onDone,
    onConflict,
    focusOnFailure: passwordRef,
  });

  return (
    <TwoFactorStep title={title} focusRef={passwordRef}>
      <p>{consequence}</p>
      <StepForm
        form={form}
        label={title}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        danger={danger}
        onCancel={onCancel}
      >
        <TextField
          ref={passwordRef}
          label="Current password"
          {...form.textField('password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField
          label={PROOF_CODE_LABEL}
          {...form.textField('code')}
          type="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
        />
      </StepForm>
    </TwoFactorStep>
  );
}
