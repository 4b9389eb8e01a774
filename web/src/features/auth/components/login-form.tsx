import {
  type Credentials,
  isSecondStep,
  KEEP_SIGNED_IN_DAYS,
  type SecondStepRequired,
} from '@painting-site/gateway/contract/auth';
import { loginMessages, tidyCredentials } from '@painting-site/gateway/contract/credential-rules';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { hasMessages } from '@/lib/field-messages.ts';
import { useFormSubmission } from '@/lib/use-form-submission.ts';
import { signIn } from '../api/login.ts';
import { SIGN_IN_FAILED_MESSAGE, SignInActions, SignInForm } from './sign-in-form-layout.ts';

const FIELD_ORDER = ['username', 'password'] as const satisfies readonly (keyof Credentials)[];

export const KEEP_SIGNED_IN_LABEL = 'Keep me signed in on this device';
export const KEEP_SIGNED_IN_HINT = `For ${KEEP_SIGNED_IN_DAYS} days instead of a working day. Only on your own phone or computer.`;

const credentialsOf = ({ username, password, keepSignedIn = false }: Credentials): Credentials =>
  tidyCredentials({ username, password, keepSignedIn });

type LoginFormProps = {
  /** Filled in again when the owner comes back from the second step. */
  initialUsername?: string;
  /** Why the owner is back at the password (the second step ran out of time); shown under the form. */
  notice?: string | null;
  /** With two-step sign-in on, the right password leads here instead of to the dashboard. */
  onSecondStep: (step: SecondStepRequired, username: string) => void;
};

/** The owner's sign-in: checks the fields as the gateway would, then trades them for a session token. */
export function LoginForm({ initialUsername = '', notice = null, onSecondStep }: LoginFormProps) {
  const navigate = useNavigate();
  const passwordRef = useRef<HTMLInputElement>(null);
  const formErrorId = useId();
  const form = useFormSubmission({
    // Nothing typed here is worth keeping the owner on the sign-in page for.
    asksBeforeLeaving: false,
    initialValues: { username: initialUsername, password: '', keepSignedIn: false },
    fields: FIELD_ORDER,
    validate: (values) => loginMessages(credentialsOf(values)),
    send: (values) => signIn(credentialsOf(values)),
    // Stays pending until the dashboard, or the second step, replaces this form.
    leavesOnSuccess: true,
    onSuccess: (answer) => {
      if (isSecondStep(answer)) onSecondStep(answer, credentialsOf(form.values).username);
      else void navigate(paths.adminDashboard, { replace: true });
    },
    onFailure: (error, fieldMessages) => {
      if (hasMessages(fieldMessages)) return;
      form.setFormError(error instanceof ApiError ? error.message : SIGN_IN_FAILED_MESSAGE);
      // The button was disabled while waiting, which drops focus; the password is what gets retyped.
      passwordRef.current?.focus();
    },
  });
  const { formError } = form;

  // Back from the second step, the username is there already: the password is what to type. The
  // notice stays until the next attempt, like any other failure under the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival.
  useEffect(() => {
    if (notice) form.setFormError(notice);
    if (initialUsername) passwordRef.current?.focus();
  }, []);

  return (
    <SignInForm
      ref={form.formRef}
      aria-label="Sign in"
      aria-describedby={formError ? formErrorId : undefined}
      noValidate
      onSubmit={form.handleSubmit}
    >
      <TextField
        label="Username"
        {...form.textField('username')}
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
      />
      <TextField
        ref={passwordRef}
        label="Password"
        {...form.textField('password')}
        type="password"
        autoComplete="current-password"
        required
      />
      <CheckboxField label={KEEP_SIGNED_IN_LABEL} hint={KEEP_SIGNED_IN_HINT} {...form.checkboxField('keepSignedIn')} />
      <SignInActions>
        <PendingButton pending={form.pending} pendingLabel="Signing in…">
          Sign in
        </PendingButton>
        {formError && <FormError id={formErrorId}>{formError}</FormError>}
      </SignInActions>
    </SignInForm>
  );
}
