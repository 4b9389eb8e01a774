import { ERROR_CODES } from '@painting-site/gateway/contract/errors';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { hasMessages } from '@/lib/field-messages.ts';
import { RECOVERY_CODE_EXAMPLE, readAppCode, readRecoveryCode } from '@/lib/sign-in-code.ts';
import { useFormSubmission } from '@/lib/use-form-submission.ts';
import { sendSignInCode } from '../api/send-sign-in-code.ts';
import { SIGN_IN_FAILED_MESSAGE, SignInActions, SignInForm } from './sign-in-form-layout.ts';

export const SECOND_STEP_HEADING = 'Enter your sign-in code';
export const SECOND_STEP_EXPIRED_NOTICE =
  'The sign-in code step has ended (it took too long, or had too many wrong codes). Enter your password again.';

type CodeKind = 'app' | 'recovery';
type CodeValues = { code: string };

/** What the field asks for, by the kind of code the owner has at hand. */
const KINDS = {
  app: {
    label: 'Sign-in code',
    hint: 'Open your authenticator app and enter the 6-digit code it shows for this site.',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    switchLabel: 'Use a recovery code instead',
    read: readAppCode,
    missing: 'Enter the 6-digit code from your app.',
    malformed: 'The code from your app is 6 digits.',
  },
  recovery: {
    label: 'Recovery code',
    hint: `Enter one of the recovery codes you saved when you turned on two-step sign-in, like ${RECOVERY_CODE_EXAMPLE}. Each one works once.`,
    inputMode: 'text',
    autoComplete: 'off',
    switchLabel: 'Use the code from your app instead',
    read: readRecoveryCode,
    missing: 'Enter one of your recovery codes.',
    malformed: `A recovery code is 12 letters and digits in groups of 4, like ${RECOVERY_CODE_EXAMPLE}.`,
  },
} as const;

function checkCode(kind: CodeKind, typed: string): string | undefined {
  const words = KINDS[kind];
  if (typed.trim() === '') return words.missing;
  return words.read(typed) === null ? words.malformed : undefined;
}

// A quiet choice beside the main button: it reads as a link but changes this form, not the page.
const SwitchButton = styled.button`
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font-weight: 600;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.accentHover};
  }
`;

type SignInCodeFormProps = {
  /** From the password step's answer; sent back with the code. */
  challenge: string;
  /** The challenge is void: back to the password, with `notice` saying why. */
  onExpired: (notice: string) => void;
  /** Back to the password step, by the owner's choice. */
  onBack: () => void;
};

/** Two-step sign-in's second step: the authenticator's code, or a recovery code, for the session token. */
export function SignInCodeForm({ challenge, onExpired, onBack }: SignInCodeFormProps) {
  const navigate = useNavigate();
  const codeRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const formErrorId = useId();
  const [kind, setKind] = useState<CodeKind>('app');
  const words = KINDS[kind];
  const form = useFormSubmission({
    // Nothing typed here is worth keeping the owner on the sign-in page for.
    asksBeforeLeaving: false,
    initialValues: { code: '' } as CodeValues,
    fields: ['code'] as const,
    validate: ({ code }) => {
      const message = checkCode(kind, code);
      return message ? { code: message } : {};
    },
    // Checked by validate: the code has its kind's shape.
    send: ({ code }) => sendSignInCode({ challenge, code: words.read(code) ?? code }),
    // Stays pending until the dashboard replaces this page.
    leavesOnSuccess: true,
    onSuccess: () => void navigate(paths.adminDashboard, { replace: true }),
    onFailure: (error, fieldMessages) => {
      if (hasMessages(fieldMessages)) return false;
      if (error instanceof ApiError && error.code === ERROR_CODES.secondStepExpired) {
        onExpired(SECOND_STEP_EXPIRED_NOTICE);
        // The password form says why, in the place this form leaves.
        return true;
      }
      if (error instanceof ApiError && error.code === ERROR_CODES.invalidCode) {
        form.setMessages({ code: error.message });
      } else {
        form.setFormError(error instanceof ApiError ? error.message : SIGN_IN_FAILED_MESSAGE);
      }
      // The button was disabled while waiting, which drops focus; the code is what gets retyped.
      codeRef.current?.select();
      codeRef.current?.focus();
      return false;
    },
  });
  const { formError } = form;

  // The step replaces the password form: the owner carries on typing where it asks.
  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  function switchKind() {
    setKind((current) => (current === 'app' ? 'recovery' : 'app'));
    form.setValues({ code: '' });
    form.setMessages({});
    form.setFormError(null);
    // The same field, asking for the other code: its new label is read out as it takes focus.
    codeRef.current?.focus();
  }

  return (
    <SignInForm
      ref={form.formRef}
      aria-labelledby={headingId}
      aria-describedby={formError ? formErrorId : undefined}
      noValidate
      onSubmit={form.handleSubmit}
    >
      <h2 id={headingId}>{SECOND_STEP_HEADING}</h2>
      <TextField
        ref={codeRef}
        label={words.label}
        hint={words.hint}
        {...form.textField('code')}
        type="text"
        inputMode={words.inputMode}
        autoComplete={words.autoComplete}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
      />
      <SignInActions>
        <PendingButton pending={form.pending} pendingLabel="Signing in…">
          Sign in
        </PendingButton>
        <SwitchButton type="button" disabled={form.pending} onClick={switchKind}>
          {words.switchLabel}
        </SwitchButton>
        {formError && <FormError id={formErrorId}>{formError}</FormError>}
        <Button type="button" data-variant="secondary" disabled={form.pending} onClick={onBack}>
          Back to the password
        </Button>
      </SignInActions>
    </SignInForm>
  );
}
