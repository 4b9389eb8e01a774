// The site's e-mail as the gateway's mail infrastructure sends it: the account's settings, its
// health and the last send. The resources' contracts (mail-settings, quote-requests, customer-mail)
// hand these names on.

/** How the connection to the mail server is secured. */
export const MAIL_SECURITY = ['tls', 'starttls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

/** What the E-mail form sends: a save, or a test of values not saved yet. */
export interface MailSettingsInput {
  host: string;
  port: number;
  security: MailSecurity;
  /** Empty: the server takes mail without signing in. */
  user: string;
  /** Empty: keep the stored one (the API never sends it back). */
  password: string;
  fromAddress: string;
  /** Empty: the business's name. */
  fromName: string;
  /** Where quote requests and account notices go: the owner's private address. */
  notifyEmail: string;
}

/** The variables of the server's environment that set e-mail; any one set is shown as fixed. */
export type MailEnvironmentVariable = 'SMTP_URL' | 'NOTIFY_EMAIL' | 'MAIL_FROM';

/** The form's field names, in the order the form shows them. */
export const MAIL_SETTINGS_FIELDS = [
  'host',
  'port',
  'security',
  'user',
  'password',
  'fromAddress',
  'fromName',
  'notifyEmail',
] as const satisfies readonly (keyof MailSettingsInput)[];
export type MailSettingsField = (typeof MAIL_SETTINGS_FIELDS)[number];

/** `GET /api/admin/mail`: whether the site can send e-mail, and how its last try went. */
export interface MailHealth {
  /** SMTP_URL and NOTIFY_EMAIL are set. */
  configured: boolean;
  /** Where the owner's notifications go (NOTIFY_EMAIL), when configured. */
  notifyEmail: string | null;
  /** The From of the e-mails to the owner (MAIL_FROM, else NOTIFY_EMAIL). */
  from: string | null;
  /**
   * The From of the acknowledgements customers get: MAIL_FROM, else the business e-mail, never
   * NOTIFY_EMAIL. Null when neither is set (customers then get none) or e-mail is not set up.
   */
  customerFrom: string | null;
  /** The newest send of any e-mail (test, notification or acknowledgement), if any since start. */
  lastSend: MailTestResult | null;
}

/** `POST /api/admin/mail/test` → 200 whether or not the mail server took it. */
export interface MailTestResult {
  ok: boolean;
  /** What happened, in plain words: "Sent to owner@example.com." or why the server refused. */
  message: string;
  /** ISO 8601. */
  at: string;
}

/** The body of a one-click unsubscribe POST (RFC 8058), as mail clients send it. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';
