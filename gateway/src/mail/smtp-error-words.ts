import type { MailSettingsField } from '../../contract/mail.ts';
import { OUTBOUND_REFUSED_CODE, PRIVATE_ADDRESS_REFUSAL } from '../http/outbound-address.ts';

/** The parts of a nodemailer error that tell what went wrong. */
interface SmtpError {
  code?: unknown;
  /** The system error under nodemailer's own code (ECONNREFUSED under ESOCKET). */
  originalCode?: unknown;
  message?: unknown;
  response?: unknown;
  responseCode?: unknown;
  command?: unknown;
  /** Set on a timeout: which one ran out. */
  timeoutType?: unknown;
}

/** The longest server answer quoted to the owner; servers can be chatty. */
const SERVER_TEXT_MAX_LENGTH = 300;

/** Where SMTP_URL points, as host:port (the port nodemailer would use when the URL has none). */
export function smtpServerName(smtpUrl: string): { host: string; where: string } {
  try {
    const url = new URL(smtpUrl);
    const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
    return { host: url.hostname, where: `${url.hostname}:${port}` };
  } catch {
    return { host: 'the mail server', where: 'the address in SMTP_URL' };
  }
}

/** Every form in which SMTP_URL's password (and the URL itself) could show up in a message. */
function secretsOf(smtpUrl: string): string[] {
  const secrets = [smtpUrl];
  try {
    const { password } = new URL(smtpUrl);
    if (password) secrets.push(password, decodeURIComponent(password));
  } catch {
    // Not a URL: only the whole text can be recognised.
  }
  return secrets.filter((secret) => secret.length > 0).sort((a, b) => b.length - a.length);
}

/** Text from the server or the library, without the password, on one line, not too long. */
function redacted(text: string, secrets: string[]): string {
  let clean = text;
  for (const secret of secrets) clean = clean.split(secret).join('•••');
  clean = clean.replace(/\s+/g, ' ').trim();
  return clean.length > SERVER_TEXT_MAX_LENGTH ? `${clean.slice(0, SERVER_TEXT_MAX_LENGTH)}…` : clean;
}

const TLS_PROBLEM = /\b(tls|ssl|certificate|cert_|self[- ]signed|wrong version number|handshake)/i;

/** A failed send in plain words, and the setting of the dashboard's form it points at (if any). */
export interface SmtpFailure {
  message: string;
  field?: MailSettingsField;
}

/** The mail server a failure came from, and how the owner is told to fix each kind of failure. */
export interface SmtpServerAdvice {
  host: string;
  /** host:port */
  where: string;
  /** Every form the password can take in a message: replaced by •••. */
  secrets: string[];
  refused: string;
  unknownHost: string;
  noAnswer: string;
  credentials: string;
  tls: string;
  sender: string;
}

/** SMTP_URL's words: what the person who runs the server checks. */
export function environmentAdvice(smtpUrl: string): SmtpServerAdvice {
  const { host, where } = smtpServerName(smtpUrl);
  return {
    host,
    where,
    secrets: secretsOf(smtpUrl),
    refused: 'Check SMTP_URL.',
    unknownHost: 'Check the host name in SMTP_URL.',
    noAnswer: 'Check the host and port in SMTP_URL, and that no firewall blocks the way.',
    credentials: 'The mail server refused the user name or password in SMTP_URL.',
    tls: 'Check smtps:// against smtp:// and the port in SMTP_URL: port 465 usually wants smtps://, 587 smtp://.',
    sender: '(MAIL_FROM, else NOTIFY_EMAIL)',
  };
}

/** The dashboard form's words: what the owner checks in the E-mail section. */
export function dashboardAdvice(server: { host: string; port: number; password: string }): SmtpServerAdvice {
  return {
    host: server.host,
    where: `${server.host}:${server.port}`,
    secrets: [server.password].filter((secret) => secret.length > 0),
    refused: 'Check the port: most providers use 465 or 587.',
    unknownHost: 'Check the server name for a typing mistake.',
    // A server that wants TLS on connect says nothing to a plain connection: the same silence.
    noAnswer:
      'Check the port and the security setting (port 465 wants “TLS on connect”), and that no firewall blocks the way.',
    credentials:
      'The mail server refused the user name or password. Check both; Gmail, Yahoo, iCloud and Fastmail want an app password, not the one you sign in with.',
    tls: 'Check the security setting against the port: 465 usually wants “TLS on connect”, 587 “STARTTLS”.',
    sender: '(the From address)',
  };
}

/** A failed send in words the owner understands (what happened, what to check); never carries the password. */
export function describeSmtpFailure(error: unknown, advice: SmtpServerAdvice): SmtpFailure {
  const failure = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as SmtpError;
  const { host, where, secrets } = advice;
  const codes = [failure.originalCode, failure.code].filter((code): code is string => typeof code === 'string');
  const has = (...wanted: string[]) => codes.some((code) => wanted.includes(code));
  const message = redacted(typeof failure.message === 'string' ? failure.message : '', secrets);
  const server = typeof failure.response === 'string' ? redacted(failure.response, secrets) : '';
  const said = server ? ` It answered: "${server}"` : '';
  const command = typeof failure.command === 'string' ? failure.command : '';

  if (has(OUTBOUND_REFUSED_CODE)) return { field: 'host', message: PRIVATE_ADDRESS_REFUSAL };
  if (has('ECONNREFUSED')) {
    return {
      field: 'port',
      message: `Could not reach the mail server at ${where}: nothing is listening there. ${advice.refused}`,
    };
  }
  if (has('EDNS', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME')) {
    return {
      field: 'host',
      message: `Could not find the mail server "${host}": no such name is known. ${advice.unknownHost}`,
    };
  }
  if (has('ETIMEDOUT', 'ECONNRESET') && !server) {
    const what = has('ECONNRESET') ? 'closed the connection' : 'did not answer in time';
    return { field: 'port', message: `The mail server at ${where} ${what}. ${advice.noAnswer}` };
  }
  if (has('EAUTH')) return { field: 'password', message: `${advice.credentials}${said}` };
  if (has('ETLS') || TLS_PROBLEM.test(message) || codes.some((code) => TLS_PROBLEM.test(code))) {
    return {
      field: 'security',
      message: `Could not set up a secure connection with the mail server at ${where} (${message || 'TLS failed'}). ${advice.tls}`,
    };
  }
  if (command === 'RCPT TO' && server) {
    return { field: 'notifyEmail', message: `The mail server refused the recipient.${said}` };
  }
  if (command === 'MAIL FROM' && server) {
    return {
      field: 'fromAddress',
      message: `The mail server refused the sender address ${advice.sender}; many servers only send from the address you sign in with.${said}`,
    };
  }
  if (server) return { message: `The mail server at ${where} did not take the e-mail.${said}` };
  return { message: `Sending the e-mail through ${where} failed: ${message || 'no reason given'}.` };
}

/**
 * A failed send through SMTP_URL in words the owner understands (what happened, what to check),
 * for the dashboard. Never carries SMTP_URL's password.
 */
export function smtpErrorWords(error: unknown, smtpUrl: string): string {
  return describeSmtpFailure(error, environmentAdvice(smtpUrl)).message;
}
