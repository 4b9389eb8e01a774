import {
  type Credentials,
  LOGIN_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  type PasswordChange,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from './auth.ts';

// The rules for signing in and for a new password, applied by the gateway and checked by the
// dashboard's forms as the owner types. The gateway also refuses commonly used passwords, which
// only it can know.

export type FieldMessages<Values> = Partial<Record<keyof Values, string>>;

/** The owner's words for each slip, the same whichever side catches it. */
export const CREDENTIAL_MESSAGES = {
  usernameMissing: 'Enter your username.',
  usernameLength: `A username is ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters long.`,
  usernameCharacters: 'A username has only letters, digits and . _ @ -',
  passwordMissing: 'Enter your password.',
  passwordTooLong: `A password is at most ${LOGIN_PASSWORD_MAX_LENGTH} characters long.`,
  currentPasswordMissing: 'Enter your current password.',
  currentPasswordWrong: 'That is not your current password.',
  newPasswordMissing: 'Enter a new password.',
  newPasswordTooShort: `Use at least ${NEW_PASSWORD_MIN_LENGTH} characters.`,
  newPasswordTooLong: `Use at most ${NEW_PASSWORD_MAX_LENGTH} characters.`,
  newPasswordIsUsername: 'Choose a password that is not your username.',
} as const;

function usernameMessage(username: string): string | undefined {
  if (username === '') return CREDENTIAL_MESSAGES.usernameMissing;
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) {
    return CREDENTIAL_MESSAGES.usernameLength;
  }
  if (!USERNAME_PATTERN.test(username)) return CREDENTIAL_MESSAGES.usernameCharacters;
  return undefined;
}

function loginPasswordMessage(password: string): string | undefined {
  if (password === '') return CREDENTIAL_MESSAGES.passwordMissing;
  if (password.length > LOGIN_PASSWORD_MAX_LENGTH) return CREDENTIAL_MESSAGES.passwordTooLong;
  return undefined;
}

/** What is wrong with the current password as typed, before it is compared. */
export function currentPasswordMessage(password: string): string | undefined {
  if (password === '') return CREDENTIAL_MESSAGES.currentPasswordMissing;
  // No password this long can have been set, so it cannot be the current one.
  if (password.length > NEW_PASSWORD_MAX_LENGTH) return CREDENTIAL_MESSAGES.currentPasswordWrong;
  return undefined;
}

/** What is wrong with a new password; `username` is whose it is, when known: it must not be the password. */
export function newPasswordMessage(password: string, username: string | null): string | undefined {
  if (password === '') return CREDENTIAL_MESSAGES.newPasswordMissing;
  // Counted in code points: an emoji is one character, not two.
  const length = [...password].length;
  if (length < NEW_PASSWORD_MIN_LENGTH) return CREDENTIAL_MESSAGES.newPasswordTooShort;
  // Long passphrases are welcome; the cap only keeps hashing cheap to refuse.
  if (length > NEW_PASSWORD_MAX_LENGTH) return CREDENTIAL_MESSAGES.newPasswordTooLong;
  if (username !== null && password.trim().toLowerCase() === username.trim().toLowerCase()) {
    return CREDENTIAL_MESSAGES.newPasswordIsUsername;
  }
  return undefined;
}

/** Only the messages given. */
export function withoutEmpty<Values>(messages: Record<keyof Values, string | undefined>): FieldMessages<Values> {
  const given = Object.entries(messages).filter(([, message]) => message !== undefined);
  return Object.fromEntries(given) as FieldMessages<Values>;
}

/** Credentials as they are sent: the username trimmed. */
export function tidyCredentials<Values extends Credentials>(values: Values): Values {
  return { ...values, username: values.username.trim() };
}

/** A message per field of a sign-in that breaks a rule (tidied values); empty when it can be sent. */
export function loginMessages({ username, password }: Credentials): FieldMessages<Credentials> {
  return withoutEmpty<Credentials>({
    username: usernameMessage(username),
    password: loginPasswordMessage(password),
    keepSignedIn: undefined,
  });
}

/**
 * What the gateway checks of a password change before it compares the current password (the new
 * one is judged in full after that, with newPasswordMessage and the list of common passwords).
 */
export function passwordChangeMessages({
  currentPassword,
  newPassword,
}: PasswordChange): FieldMessages<PasswordChange> {
  return withoutEmpty<PasswordChange>({
    currentPassword: currentPasswordMessage(currentPassword),
    newPassword: newPassword === '' ? CREDENTIAL_MESSAGES.newPasswordMissing : undefined,
  });
}
