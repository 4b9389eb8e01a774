import {
  type Credentials,
  LOGIN_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  type PasswordChange,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '@painting-site/gateway/contract/auth';

// The gateway's rules, mirrored: the gateway still decides (it also refuses commonly used
// passwords, which only it can know), this only spares the owner a round trip for a typo.

/** The sign-in form holds exactly what `POST /api/auth/login` takes. */
export type LoginValues = Credentials;
/** The password form adds the confirmation, which never leaves the browser. */
export type PasswordChangeValues = PasswordChange & { confirmPassword: string };
export type FieldMessages<Values> = Partial<Record<keyof Values, string>>;

export const NEW_PASSWORD_HINT = `At least ${NEW_PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one that is easy to type.`;

function checkUsername(username: string): string | undefined {
  if (username === '') return 'Enter your username.';
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) {
    return `A username is ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters long.`;
  }
  if (!USERNAME_PATTERN.test(username)) return 'A username has only letters, digits and . _ @ -';
  return undefined;
}

function checkLoginPassword(password: string): string | undefined {
  if (password === '') return 'Enter your password.';
  if (password.length > LOGIN_PASSWORD_MAX_LENGTH) {
    return `A password is at most ${LOGIN_PASSWORD_MAX_LENGTH} characters long.`;
  }
  return undefined;
}

function checkCurrentPassword(password: string): string | undefined {
  if (password === '') return 'Enter your current password.';
  // No password this long can have been set, so it cannot be the current one.
  if (password.length > NEW_PASSWORD_MAX_LENGTH) return 'That is not your current password.';
  return undefined;
}

function checkNewPassword(password: string, username: string | null): string | undefined {
  if (password === '') return 'Enter a new password.';
  // Counted in code points, as the gateway counts them: an emoji is one character, not two.
  const length = [...password].length;
  if (length < NEW_PASSWORD_MIN_LENGTH) return `Use at least ${NEW_PASSWORD_MIN_LENGTH} characters.`;
  if (length > NEW_PASSWORD_MAX_LENGTH) return `Use at most ${NEW_PASSWORD_MAX_LENGTH} characters.`;
  if (username !== null && password.trim().toLowerCase() === username.trim().toLowerCase()) {
    return 'Choose a password that is not your username.';
  }
  return undefined;
}

function withoutEmpty<Values>(messages: Record<keyof Values, string | undefined>): FieldMessages<Values> {
  const given = Object.entries(messages).filter(([, message]) => message !== undefined);
  return Object.fromEntries(given) as FieldMessages<Values>;
}

/** Expects the username already trimmed, as it is sent. */
export function validateLogin({ username, password }: LoginValues): FieldMessages<LoginValues> {
  return withoutEmpty<LoginValues>({
    username: checkUsername(username),
    password: checkLoginPassword(password),
    keepSignedIn: undefined,
  });
}

/** `username` is who is signed in, when known: the new password must not be it. */
export function validatePasswordChange(
  { currentPassword, newPassword, confirmPassword }: PasswordChangeValues,
  username: string | null,
): FieldMessages<PasswordChangeValues> {
  let confirmMessage: string | undefined;
  if (confirmPassword === '') confirmMessage = 'Enter the new password again.';
  else if (confirmPassword !== newPassword) confirmMessage = 'This does not match the new password.';

  return withoutEmpty<PasswordChangeValues>({
    currentPassword: checkCurrentPassword(currentPassword),
    newPassword: checkNewPassword(newPassword, username),
    confirmPassword: confirmMessage,
  });
}
