import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { focusFirstInvalid, pickFieldMessages } from '@/lib/field-messages.ts';
import { useApiErrorToast } from '@/lib/notify-api-error.ts';
import { signIn } from '../api/login.ts';
import { type FieldMessages, type LoginValues, validateLogin } from '../credential-rules.ts';

const SIGN_IN_FAILED_MESSAGE = 'Signing in failed. Please try again.';
const FIELD_ORDER = ['username', 'password'] as const satisfies readonly (keyof LoginValues)[];

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

/** The owner's sign-in: checks the fields as the gateway would, then trades them for a session token. */
export function LoginForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<LoginValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formErrorId = useId();
  const errorToast = useApiErrorToast();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const name = event.target.name as keyof LoginValues;
    setValues((current) => ({ ...current, [name]: event.target.value }));
    // The message was about the old value; the next submit checks the new one.
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;

    const credentials = { username: values.username.trim(), password: values.password };
    const errors = validateLogin(credentials);
    setFieldErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length > 0) {
      focusFirstInvalid(formRef.current, FIELD_ORDER, errors);
      return;
    }

    setPending(true);
    try {
      await signIn(credentials);
    } catch (error) {
      setPending(false);
      errorToast.show(error);
      const serverErrors = error instanceof ApiError ? pickFieldMessages(error.fields, FIELD_ORDER) : {};
      if (Object.keys(serverErrors).length > 0) {
        setFieldErrors(serverErrors);
        focusFirstInvalid(formRef.current, FIELD_ORDER, serverErrors);
      } else {
        setFormError(error instanceof ApiError ? error.message : SIGN_IN_FAILED_MESSAGE);
        // The button was disabled while waiting, which drops focus; the password is what gets retyped.
        passwordRef.current?.focus();
      }
      return;
    }
    errorToast.clear();
    // Stays pending until the dashboard replaces this page.
    await navigate(paths.adminDashboard, { replace: true });
  }

  return (
    <Form
      ref={formRef}
      aria-label="Sign in"
      aria-describedby={formError ? formErrorId : undefined}
      noValidate
      onSubmit={handleSubmit}
    >
      <TextField
        label="Username"
        name="username"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        value={values.username}
        error={fieldErrors.username}
        onChange={handleChange}
      />
      <TextField
        ref={passwordRef}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={fieldErrors.password}
        onChange={handleChange}
      />
      <Actions>
        <PendingButton pending={pending} pendingLabel="Signing in…">
          Sign in
        </PendingButton>
        {formError && <FormError id={formErrorId}>{formError}</FormError>}
      </Actions>
    </Form>
  );
}
