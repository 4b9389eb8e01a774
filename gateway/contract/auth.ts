export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 64;
/** Letters, digits, `.`, `_`, `@` and `-` only. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;
/** Long enough for any passphrase; short enough that hashing junk costs little. */
export const LOGIN_PASSWORD_MAX_LENGTH = 1024;
export const NEW_PASSWORD_MIN_LENGTH = 12;
export const NEW_PASSWORD_MAX_LENGTH = 256;

/** `POST /api/auth/login` and `PUT /api/admin/password` answer with a session. */
export interface Session {
  token: string;
  /** ISO 8601; the gateway refuses the token after this. */
  expiresAt: string;
}

export interface Credentials {
  username: string;
  password: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}
