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
  /**
   * "Keep me signed in on this device": the session lasts KEEP_SIGNED_IN_DAYS instead of the
   * gateway's TOKEN_TTL. Two-step sign-in is still asked for; with it on, the choice waits with
   * the second step's challenge. Optional; false when left out.
   */
  keepSignedIn?: boolean;
}

/** How long a session kept with "Keep me signed in on this device" lasts. */
export const KEEP_SIGNED_IN_DAYS = 30;

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** What `GET /api/admin/account/activity` lists, newest first. */
export const SIGN_IN_OUTCOMES = ['signed_in', 'wrong_password', 'wrong_code', 'throttled'] as const;
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
  /**
   * The second step of a sign-in with two-step sign-in on: the authenticator's code or a recovery
   * code (for `signed_in`, and `wrong_code`, which is always `code` unless a recovery code's shape
   * was typed); null for the password step and for accounts without it.
   */
  secondFactor: SecondFactor | null;
}

export type SecondFactor = 'code' | 'recovery_code';

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
  /** Signed in with "Keep me signed in on this device": it lasts KEEP_SIGNED_IN_DAYS. */
  keptSignedIn: boolean;
  /** The session making this request. */
  current: boolean;
}

/** `GET /api/admin/account/sessions` (Bearer), newest first. */
export interface ActiveSessions {
  sessions: ActiveSession[];
}

// ── Two-step sign-in (TOTP, RFC 6238) ────────────────────────────────────────────────────────
//
// Optional per account, turned on from the Account section. With it on, the password alone never
// yields a token: `POST /api/auth/login` answers a SecondStepRequired, and the token comes from
// `POST /api/auth/login/code` with the authenticator's code or one of the recovery codes.

/** SHA-1, 6 digits, 30-second steps: what every authenticator app reads from an otpauth:// URI. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** The step before and the step after the current one are accepted too (a phone's clock drifts). */
export const TOTP_WINDOW_STEPS = 1;
/** An authenticator code as typed: 6 digits; spaces are ignored. */
export const TOTP_CODE_PATTERN = /^[0-9]{6}$/;

export const RECOVERY_CODE_COUNT = 10;
/**
 * A recovery code as shown: 12 lower-case letters and digits in groups of 4 (e.g. "7hkq-3wmx-p9ta",
 * 60 random bits, from an alphabet without 0/o and 1/l). Typed, case, spaces and dashes are
 * ignored: "7HKQ 3WMX P9TA" is the same code.
 */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/;
/** A challenge (the second step) waits this long for its code, and takes at most this many wrong codes. */
export const SECOND_STEP_MINUTES = 5;
export const SECOND_STEP_MAX_WRONG_CODES = 5;

/**
 * `POST /api/auth/login` with the right password for an account with two-step sign-in on: 200
 * with this instead of a Session. No token yet.
 */
export interface SecondStepRequired {
  secondStep: 'code';
  /** Opaque, single use; sent back with the code. */
  challenge: string;
  /** ISO 8601: after this the challenge is void and the password must be entered again. */
  expiresAt: string;
}

/** What `POST /api/auth/login` answers with (200). */
export type LoginAnswer = Session | SecondStepRequired;

export const isSecondStep = (answer: LoginAnswer): answer is SecondStepRequired => 'secondStep' in answer;

/**
 * `POST /api/auth/login/code` (no token): → 200 Session;
 * 400 `fields.code` when the code has neither shape (6 digits, or a recovery code);
 * 401 `invalid_code` when it is wrong, already used, or a recovery code already spent (counted
 *   as a failed sign-in: per address, and per account for unknown places); the message says
 *   "That code was just used…" only when it is the app's code last accepted (CODE_JUST_USED);
 * 401 `second_step_expired` when the challenge is unknown, used, expired or has had
 *   SECOND_STEP_MAX_WRONG_CODES wrong codes (the page goes back to the password);
 * 429 `too_many_attempts` with Retry-After, as for passwords.
 */
export interface SecondStepCode {
  challenge: string;
  /** 6 digits from the app, or a recovery code. */
  code: string;
}

/**
 * The message of a refused code that is exactly the app's code accepted last (its 30-second step
 * is the latest taken): the owner typed it twice, so waiting for the next one is the fix. Any
 * other refused code gets the same "not right" message, so nothing more is revealed.
 */
export const CODE_JUST_USED = 'That code was just used. Wait for the next one.';

/** `GET /api/admin/account/two-factor` (Bearer). */
export interface TwoFactorStatus {
  enabled: boolean;
  /** ISO 8601; null when off. */
  enabledAt: string | null;
  /** Unused recovery codes; 0 when off. */
  recoveryCodesLeft: number;
}

/**
 * `POST /api/admin/account/two-factor/setup` (Bearer) with `{ password }` (the current one; 400
 * `fields.password` when wrong) → 200 TwoFactorSetup; 409 `two_factor_state` when already on.
 * Starts (or restarts) enrolment: the secret is stored pending until confirmed.
 */
export interface TwoFactorSetupRequest {
  password: string;
}

export interface TwoFactorSetup {
  /** Base32 (RFC 4648, no padding), 160 bits, as an authenticator app takes it typed in. */
  secret: string;
  /** `otpauth://totp/<issuer>:<username>?secret=…&issuer=…&algorithm=SHA1&digits=6&period=30` */
  otpauthUri: string;
  /** The URI as a QR code: an SVG document as a `data:image/svg+xml;base64,…` URL for an <img>. */
  qrCode: string;
}

/**
 * `POST /api/admin/account/two-factor/confirm` (Bearer) with `{ code }` from the app for the
 * pending secret → 200 RecoveryCodes (two-step sign-in is now on; shown once, stored hashed);
 * 400 `fields.code` when wrong (throttled like sign-in codes); 409 `two_factor_state` when no
 * enrolment is pending or it is already on.
 */
export interface TwoFactorConfirm {
  code: string;
}

export interface RecoveryCodes {
  /** RECOVERY_CODE_COUNT codes, each usable once instead of the app's code. */
  codes: string[];
}

/**
 * `POST /api/admin/account/two-factor/disable` and `POST /api/admin/account/two-factor/recovery-codes`
 * (Bearer) with the current password and a code (the app's, or a recovery code, which it spends):
 * 400 `fields.password` / `fields.code` when wrong (wrong codes throttled); 409 `two_factor_state`
 * when off. Disable → 204; recovery-codes → 200 RecoveryCodes (new ones; the old ones stop working).
 */
export interface TwoFactorProof {
  password: string;
  code: string;
}
