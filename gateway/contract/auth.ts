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

/** What `GET /api/admin/account/activity` lists, newest first. */
export const SIGN_IN_OUTCOMES = ['signed_in', 'wrong_password', 'throttled'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/** A place the owner is remembered at, for this long after the last sign-in from it. */
export const KNOWN_PLACE_DAYS = 30;
/** Sign-in events shown in the Account section, at most. */
export const SIGN_IN_EVENTS_SHOWN = 50;

export interface SignInEvent {
  /** ISO 8601. */
  at: string;
  /** As typed (a failed attempt may name no account). */
  username: string;
  address: string;
  /** The browser in words, e.g. "Chrome on Windows"; "Unknown browser" when it said nothing useful. */
  browser: string;
  outcome: SignInOutcome;
  /** A successful sign-in from a place not seen in the last KNOWN_PLACE_DAYS days. */
  newPlace: boolean;
}

/** `GET /api/admin/account/activity` (Bearer). */
export interface SignInActivity {
  events: SignInEvent[];
}

/** One signed-in session of the owner: a token not yet expired nor signed out. */
export interface ActiveSession {
  /** Opaque; `DELETE /api/admin/account/sessions/:id` signs it out (204; 404 when unknown). */
  id: string;
  address: string;
  browser: string;
  /** ISO 8601. */
  signedInAt: string;
  expiresAt: string;
  /** The session making this request. */
  current: boolean;
}

/** `GET /api/admin/account/sessions` (Bearer), newest first. */
export interface ActiveSessions {
  sessions: ActiveSession[];
}
