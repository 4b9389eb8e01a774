import { useId, useRef } from 'react';
import styled from 'styled-components';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from '@/lib/api-client.ts';
import { hasMessages } from '@/lib/field-messages.ts';
import { useFormSubmission } from '@/lib/use-form-submission.ts';
import { changePassword } from '../api/change-password.ts';
import { NEW_PASSWORD_HINT, type PasswordChangeValues, validatePasswordChange } from '../password-change-rules.ts';

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
  /** After the gateway accepted the new password (and signed the other devices out). */
  onChanged?: () => void;
};

/** Changes the owner's password; the fresh token it brings back keeps this device signed in. */
export function ChangePasswordForm({ username, onChanged }: ChangePasswordFormProps) {
  const currentRef = useRef<HTMLInputElement>(null);
  const formErrorId = useId();
  const form = useFormSubmission({
    initialValues: EMPTY_VALUES,
    fields: FIELD_ORDER,
    validate: (values) => validatePasswordChange(values, username),
    send: ({ currentPassword, newPassword }) => changePassword({ currentPassword, newPassword }),
    onSuccess: () => {
      form.setValues(EMPTY_VALUES);
      notify.success(PASSWORD_CHANGED_MESSAGE);
      // The button was disabled while waiting, which drops focus; start the form over.
      currentRef.current?.focus();
      onChanged?.();
    },
    onFailure: (error, fieldMessages) => {
      if (hasMessages(fieldMessages)) return;
      form.setFormError(error instanceof ApiError ? error.message : CHANGE_FAILED_MESSAGE);
      currentRef.current?.focus();
    },
  });
  const { formError } = form;

  return (
    <Form
      ref={form.formRef}
      aria-label="Change password"
      aria-describedby={formError ? formErrorId : undefined}
      noValidate
      onSubmit={form.handleSubmit}
    >
      {/* Lets a password manager file the new password under the right account. */}
      {username && <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />}
      <TextField
        ref={currentRef}
        label="Current password"
        {...form.textField('currentPassword')}
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        label="New password"
        {...form.textField('newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={NEW_PASSWORD_HINT}
      />
      <TextField
        label="Confirm new password"
        {...form.textField('confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
      <Actions>
        <PendingButton pending={form.pending} pendingLabel="Changing password…">
          Change password
        </PendingButton>
        {formError && <FormError id={formErrorId}>{formError}</FormError>}
      </Actions>
    </Form>
  );
}
