import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from '@/lib/api-client.ts';
import { focusFirstInvalid, pickFieldMessages } from '@/lib/field-messages.ts';
import { useApiErrorToast } from '@/lib/notify-api-error.ts';
import { changePassword } from '../api/change-password.ts';
import {
  type FieldMessages,
  NEW_PASSWORD_HINT,
  type PasswordChangeValues,
  validatePasswordChange,
} from '../credential-rules.ts';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Other devices are signed out.';
const CHANGE_FAILED_MESSAGE = 'The password could not be changed. Please try again.';

const FIELD_ORDER = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
] as const satisfies readonly (keyof PasswordChangeValues)[];
const EMPTY_VALUES: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.measure};
`;

const Actions = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

type ChangePasswordFormProps = {
  /** Who is signed in, when the token says: the new password must not be the username. */
  username: string | null;
};

/** Changes the owner's password; the fresh token it brings back keeps this device signed in. */
export function ChangePasswordForm({ username }: ChangePasswordFormProps) {
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY_VALUES);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<PasswordChangeValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const formErrorId = useId();
  const errorToast = useApiErrorToast();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const name = event.target.name as keyof PasswordChangeValues;
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;

    const errors = validatePasswordChange(values, username);
    setFieldErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length > 0) {
      focusFirstInvalid(formRef.current, FIELD_ORDER, errors);
      return;
    }

    setPending(true);
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    } catch (error) {
      setPending(false);
      errorToast.show(error);
      const serverErrors = error instanceof ApiError ? pickFieldMessages(error.fields, FIELD_ORDER) : {};
      if (Object.keys(serverErrors).length > 0) {
        setFieldErrors(serverErrors);
        focusFirstInvalid(formRef.current, FIELD_ORDER, serverErrors);
      } else {
        setFormError(error instanceof ApiError ? error.message : CHANGE_FAILED_MESSAGE);
        currentRef.current?.focus();
      }
      return;
    }

    setPending(false);
    setValues(EMPTY_VALUES);
    errorToast.clear();
    notify.success(PASSWORD_CHANGED_MESSAGE);
    // The button was disabled while waiting, which drops focus; start the form over.
    currentRef.current?.focus();
  }

  return (
    <Form
      ref={formRef}
      aria-label="Change password"
      aria-describedby={formError ? formErrorId : undefined}
      noValidate
      onSubmit={handleSubmit}
    >
      {/* Lets a password manager file the new password under the right account. */}
      {username && <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />}
      <TextField
        ref={currentRef}
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        error={fieldErrors.currentPassword}
        onChange={handleChange}
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        hint={NEW_PASSWORD_HINT}
        value={values.newPassword}
        error={fieldErrors.newPassword}
        onChange={handleChange}
      />
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={fieldErrors.confirmPassword}
        onChange={handleChange}
      />
      <Actions>
        <PendingButton pending={pending} pendingLabel="Changing password…">
          Change password
        </PendingButton>
        {formError && <FormError id={formErrorId}>{formError}</FormError>}
      </Actions>
    </Form>
  );
}
