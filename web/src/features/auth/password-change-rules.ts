import { NEW_PASSWORD_MIN_LENGTH, type PasswordChange } from '@painting-site/gateway/contract/auth';
import {
  type FieldMessages,
  newPasswordMessage,
  passwordChangeMessages,
} from '@painting-site/gateway/contract/credential-rules';

// The contract's rules for a new password, plus the confirmation, which never leaves the browser.

/** The password form adds the confirmation to what `PUT /api/admin/password` takes. */
export type PasswordChangeValues = PasswordChange & { confirmPassword: string };

export const NEW_PASSWORD_HINT = `At least ${NEW_PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one that is easy to type.`;

const CONFIRM_MESSAGES = {
  missing: 'Enter the new password again.',
  different: 'This does not match the new password.',
} as const;

/** `username` is who is signed in, when known: the new password must not be it. */
export function validatePasswordChange(
  values: PasswordChangeValues,
  username: string | null,
): FieldMessages<PasswordChangeValues> {
  const { newPassword, confirmPassword } = values;
  const messages: FieldMessages<PasswordChangeValues> = { ...passwordChangeMessages(values) };
  const newMessage = newPasswordMessage(newPassword, username);
  if (newMessage) messages.newPassword = newMessage;
  if (confirmPassword === '') messages.confirmPassword = CONFIRM_MESSAGES.missing;
  else if (confirmPassword !== newPassword) messages.confirmPassword = CONFIRM_MESSAGES.different;
  return messages;
}
