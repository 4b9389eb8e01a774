import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender and recipients (MAIL FROM, RCPT TO). */
  envelopeFrom: string;
  to: string[];
  /** The message exactly as the server received it: headers and body. */
  raw: string;
  /** One header's value, unfolded; undefined when the message has none. */
  header(name: string): string | undefined;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Every sign-in (AUTH) the server was given, taken or refused, with the password sent. */
  signIns: { user: string; password: string }[];
  /** Recipients the server answers 550 (e.g. to make the customer's acknowledgement fail). */
  refuse: Set<string>;
  close(): Promise<void>;
}

function headerOf(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

interface TestSmtpOptions {
  /** A free port unless given. */
  port?: number;
  /** The loopback address it listens on: 127.0.0.1 unless given (another, like 127.0.0.2, is another host). */
  host?: string;
  /** Only this user name and password may send (over a plain connection, as a local relay allows). */
  auth?: { user: string; password: string };
  /** TLS from the first byte, as on port 465 (with smtp-server's own self-signed certificate). */
  secure?: boolean;
}

/** A real SMTP server on localhost that keeps every message it is given. */
export async function startTestSmtpServer(options: number | TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const {
    port = 0,
    host = '127.0.0.1',
    auth,
    secure = false,
  } = typeof options === 'number' ? { port: options } : options;
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const signIns: TestSmtpServer['signIns'] = [];
  const server = new SMTPServer({
    secure,
    authOptional: !auth,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    onAuth(attempt, _session, callback) {
      signIns.push({ user: attempt.username ?? '', password: attempt.password ?? '' });
      if (auth && attempt.username === auth.user && attempt.password === auth.password) {
        return callback(null, { user: attempt.username });
      }
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse.has(address.address)) return callback();
      const error = Object.assign(new Error('5.1.1 Mailbox unavailable: no such user here'), { responseCode: 550 });
      return callback(error);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          header: (name) => headerOf(raw, name),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${host}:${listening}`,
    port: listening,
    received,
    signIns,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Retries an assertion (sync or async) until it passes or the time is up (for e-mails sent in the background). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
