/**
 * The owner's own mail account, set in the dashboard's E-mail section (`/api/admin/mail/settings`),
 * unless the server's environment sets e-mail (SMTP_URL and NOTIFY_EMAIL), which then wins.
 */

import {
  MAIL_SECURITY,
  type MailEnvironmentVariable,
  type MailSecurity,
  type MailSettingsField,
  type MailSettingsInput,
} from './mail.ts';

/** The port each security setting usually goes with, as the providers' guides give it. */
export const USUAL_PORT: Record<MailSecurity, number> = { tls: 465, starttls: 587, none: 25 };

export const MAIL_HOST_MAX_LENGTH = 253;
export const MAIL_USER_MAX_LENGTH = 254;
/** Generated SMTP keys (SES, SendGrid) run to about 70 characters; leave room. */
export const MAIL_PASSWORD_MAX_LENGTH = 512;
export const MAIL_ADDRESS_MAX_LENGTH = 254;
export const MAIL_FROM_NAME_MAX_LENGTH = 100;

/** `GET /api/admin/mail/settings` (and the answer to a save). Never carries the password. */
export interface MailSettingsView {
  /**
   * `dashboard`: set here; `environment`: SMTP_URL and NOTIFY_EMAIL set it and the API refuses
   * changes; `none`: not set up yet.
   */
  source: 'dashboard' | 'environment' | 'none';
  /** The variables set in the server's environment (MAIL_FROM alone fixes only the sender). */
  fixedBy: MailEnvironmentVariable[];
  /** The settings in use (from SMTP_URL under `environment`), without the password; null under `none`. */
  settings: Omit<MailSettingsInput, 'password'> | null;
  /** Whether a password is stored (or in SMTP_URL); the password itself is never sent. */
  passwordSet: boolean;
}

const EMAIL_ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/** What the rules need to know besides the values. */
export interface MailSettingsContext {
  /** A password is kept from an earlier save: an empty one keeps it. */
  passwordStored: boolean;
  /** MAIL_FROM in the server's environment names the sender: the From fields are not used. */
  fromFixed: boolean;
}

/** What is wrong with each field, in the words the form shows beside it; `{}` when the values can be tried. */
export function mailSettingsProblems(
  input: MailSettingsInput,
  { passwordStored, fromFixed }: MailSettingsContext,
): Partial<Record<MailSettingsField, string>> {
  const problems: Partial<Record<MailSettingsField, string>> = {};
  const host = input.host.trim();
  if (!host) problems.host = 'Enter the mail server’s name, like smtp.gmail.com.';
  else if (!HOST_NAME.test(host))
    problems.host = 'Enter only the server’s name, like smtp.gmail.com: no “https://”, no spaces.';
  if (!Number.isInteger(input.port) || input.port < 1 || input.port > 65535) {
    problems.port = 'Enter a port number from 1 to 65535; most providers use 465 or 587.';
  }
  if (!MAIL_SECURITY.includes(input.security)) problems.security = 'Choose how the connection is secured.';
  if (input.user.length > MAIL_USER_MAX_LENGTH) problems.user = `Use at most ${MAIL_USER_MAX_LENGTH} characters.`;
  if (input.password.length > MAIL_PASSWORD_MAX_LENGTH) {
    problems.password = `Use at most ${MAIL_PASSWORD_MAX_LENGTH} characters.`;
  } else if (input.user.trim() && !input.password && !passwordStored) {
    problems.password = 'Enter the password (or app password) that goes with this user name.';
  }
  const from = input.fromAddress.trim();
  if (fromFixed) {
    // MAIL_FROM names the sender; whatever the fields hold is not used.
  } else if (!from)
    problems.fromAddress = 'Enter the address your e-mails come from, usually the one you sign in with.';
  else if (from.length > MAIL_ADDRESS_MAX_LENGTH || !EMAIL_ADDRESS.test(from)) {
    problems.fromAddress = 'Enter an e-mail address, like hello@yourbusiness.com.';
  }
  if (input.fromName.length > MAIL_FROM_NAME_MAX_LENGTH) {
    problems.fromName = `Use at most ${MAIL_FROM_NAME_MAX_LENGTH} characters.`;
  } else if (/[<>"\r\n]/.test(input.fromName)) {
    problems.fromName = 'Leave out < > and quotation marks.';
  }
  const notify = input.notifyEmail.trim();
  if (!notify) problems.notifyEmail = 'Enter the address new quote requests should reach.';
  else if (notify.length > MAIL_ADDRESS_MAX_LENGTH || !EMAIL_ADDRESS.test(notify)) {
    problems.notifyEmail = 'Enter an e-mail address, like you@example.com.';
  }
  return problems;
}
