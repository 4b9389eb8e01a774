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
function redacted(text: string, smtpUrl: string): string {
  let clean = text;
  for (const secret of secretsOf(smtpUrl)) clean = clean.split(secret).join('•••');
  clean = clean.replace(/\s+/g, ' ').trim();
  return clean.length > SERVER_TEXT_MAX_LENGTH ? `${clean.slice(0, SERVER_TEXT_MAX_LENGTH)}…` : clean;
}

const TLS_PROBLEM = /\b(tls|ssl|certificate|cert_|self[- ]signed|wrong version number|handshake)/i;

/**
 * A failed send in words the owner understands (what happened, what to check), for the
 * dashboard. Never carries SMTP_URL's password.
 */
export function smtpErrorWords(error: unknown, smtpUrl: string): string {
  const failure = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as SmtpError;
  const { host, where } = smtpServerName(smtpUrl);
  const codes = [failure.originalCode, failure.code].filter((code): code is string => typeof code === 'string');
  const has = (...wanted: string[]) => codes.some((code) => wanted.includes(code));
  const message = redacted(typeof failure.message === 'string' ? failure.message : '', smtpUrl);
  const server = typeof failure.response === 'string' ? redacted(failure.response, smtpUrl) : '';
  const said = server ? ` It answered: "${server}"` : '';
  const command = typeof failure.command === 'string' ? failure.command : '';

  if (has('ECONNREFUSED')) {
    return `Could not reach the mail server at ${where}: nothing is listening there. Check SMTP_URL.`;
  }
  if (has('EDNS', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME')) {
    return `Could not find the mail server "${host}": no such name is known. Check the host name in SMTP_URL.`;
  }
  if (has('ETIMEDOUT', 'ECONNRESET') && !server) {
    const what = has('ECONNRESET') ? 'closed the connection' : 'did not answer in time';
    return `The mail server at ${where} ${what}. Check the host and port in SMTP_URL, and that no firewall blocks the way.`;
  }
  if (has('EAUTH')) {
    return `The mail server refused the user name or password in SMTP_URL.${said}`;
  }
  if (has('ETLS') || TLS_PROBLEM.test(message) || codes.some((code) => TLS_PROBLEM.test(code))) {
    return `Could not set up a secure connection with the mail server at ${where} (${message || 'TLS failed'}). Check smtps:// against smtp:// and the port in SMTP_URL: port 465 usually wants smtps://, 587 smtp://.`;
  }
  if (command === 'RCPT TO' && server) {
    return `The mail server refused the recipient.${said}`;
  }
  if (command === 'MAIL FROM' && server) {
    return `The mail server refused the sender address (MAIL_FROM, else NOTIFY_EMAIL); many servers only send from the address you sign in with.${said}`;
  }
  if (server) return `The mail server at ${where} did not take the e-mail.${said}`;
  return `Sending the e-mail through ${where} failed: ${message || 'no reason given'}.`;
}
