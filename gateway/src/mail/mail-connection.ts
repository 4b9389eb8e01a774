import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { MailEnvironmentVariable, MailSettingsInput } from '../../contract/mail.ts';
import type { OutboundAddresses } from '../http/outbound-address.ts';
import { dashboardAdvice, environmentAdvice, type SmtpServerAdvice } from './smtp-error-words.ts';

/** The From of every e-mail: MAIL_FROM's text as given, or the dashboard's address and name. */
export type MailFrom = string | { address: string; name: string };

/** Where the site's e-mail goes and how: from the server's environment or the owner's saved settings. */
export interface MailConnection {
  /** SMTP_URL, or nodemailer's options from the saved settings. */
  transport: string | SMTPTransport.Options;
  /** Where the owner's e-mails go: a private address, never shown to a visitor. */
  notifyEmail: string;
  /** Unset: owner e-mails come from notifyEmail, customers' from the business e-mail. */
  mailFrom: MailFrom | undefined;
  /** How a failure is worded: which setting to check, and where. */
  advice: SmtpServerAdvice;
}

/** The e-mail variables of the server's environment, as the configuration read them. */
export interface MailEnvironment {
  smtpUrl: string | undefined;
  notifyEmail: string | undefined;
  mailFrom: string | undefined;
}

/** The variables that are set, in a stable order, for the dashboard to name. */
export function mailVariablesSet(environment: MailEnvironment): MailEnvironmentVariable[] {
  const set: [MailEnvironmentVariable, string | undefined][] = [
    ['SMTP_URL', environment.smtpUrl],
    ['NOTIFY_EMAIL', environment.notifyEmail],
    ['MAIL_FROM', environment.mailFrom],
  ];
  return set.filter(([, value]) => Boolean(value)).map(([name]) => name);
}

/** SMTP_URL with NOTIFY_EMAIL, when the server sets them: they win over the dashboard. */
export function environmentConnection(environment: MailEnvironment): MailConnection | undefined {
  const { smtpUrl, notifyEmail, mailFrom } = environment;
  if (!smtpUrl || !notifyEmail) return undefined;
  return { transport: smtpUrl, notifyEmail, mailFrom, advice: environmentAdvice(smtpUrl) };
}

/** The connection timeout nodemailer would use without one given. */
const NODEMAILER_CONNECTION_TIMEOUT_MS = 120_000;

/**
 * The owner's saved (or typed) account; MAIL_FROM, when the server sets it, still names the sender.
 * The owner's host is connected to only at an address `outbound` has checked (SMTP_URL, the
 * operator's, is not).
 */
export function dashboardConnection(
  settings: MailSettingsInput,
  outbound: OutboundAddresses,
  mailFromVariable?: string,
): MailConnection {
  const { host, port, security, user, password } = settings;
  return {
    transport: {
      host,
      port,
      // nodemailer then speaks SMTP (and TLS, for the host's name) over the socket given.
      getSocket: (options, callback) => {
        outbound.connect(host, port, options.connectionTimeout ?? NODEMAILER_CONNECTION_TIMEOUT_MS).then(
          (connection) => callback(null, { connection }),
          (error: Error) => callback(error),
        );
      },
      // TLS from the first byte (465), or upgraded by STARTTLS and never sent in the clear (587),
      // or plain as asked (a relay on the local network).
      secure: security === 'tls',
      requireTLS: security === 'starttls',
      ignoreTLS: security === 'none',
      ...(user ? { auth: { user, pass: password } } : {}),
    },
    notifyEmail: settings.notifyEmail,
    mailFrom: mailFromVariable || { address: settings.fromAddress, name: settings.fromName },
    advice: dashboardAdvice({ host, port, password }),
  };
}
