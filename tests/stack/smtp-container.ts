import { join } from 'node:path';
import { GenericContainer, type StartedNetwork, type StartedTestContainer, Wait } from 'testcontainers';
import { expect } from 'vitest';
import { REPO_ROOT } from './images.ts';

/** The mail server's name on the stack's network: what the owner types as the server name. */
export const SMTP_ALIAS = 'mail';
export const SMTP_PORT = 2525;
/** Where the container appends each message it takes, as one JSON line. */
const RECEIVED_FILE = '/tmp/received.jsonl';

export interface ContainerMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpContainer {
  container: StartedTestContainer;
  /** Every message the server has taken so far. */
  received(): Promise<ContainerMail[]>;
  /**
   * The messages to `address` (their raw text matching `like`), once at least one has come: the
   * outbox sends after the request's answer. Fails the test when none comes within 30 s.
   */
  mailTo(address: string, like?: RegExp): Promise<ContainerMail[]>;
}

/**
 * The real `smtp-server` the gateway tests use, in a Node container on the stack's network: it
 * takes mail only from `account` (plain connection, as a local relay) and keeps every message.
 * Its packages are the repository's own, copied in: the container needs nothing from a registry.
 */
const SERVER_SCRIPT = `
import { appendFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
const account = JSON.parse(process.env.SMTP_ACCOUNT);
const server = new SMTPServer({
  authOptional: false,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(attempt, _session, callback) {
    if (attempt.username === account.user && attempt.password === account.password) return callback(null, { user: attempt.username });
    return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
  },
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk) => { raw += chunk.toString(); });
    stream.on('end', () => {
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      const to = session.envelope.rcptTo.map((recipient) => recipient.address);
      appendFileSync('${RECEIVED_FILE}', JSON.stringify({ from, to, raw }) + '\\n');
      callback();
    });
  },
});
server.listen(${SMTP_PORT}, '0.0.0.0', () => console.log('smtp ready'));
`;

const PACKAGES = ['smtp-server', 'nodemailer', 'punycode.js'];

export async function startSmtpContainer(
  network: StartedNetwork,
  account: { user: string; password: string },
): Promise<SmtpContainer> {
  const container = await new GenericContainer(process.env.NODE_IMAGE || 'node:24')
    .withNetwork(network)
    .withNetworkAliases(SMTP_ALIAS)
    .withCopyDirectoriesToContainer(
      PACKAGES.map((name) => ({ source: join(REPO_ROOT, 'node_modules', name), target: `/smtp/node_modules/${name}` })),
    )
    .withCopyContentToContainer([{ content: SERVER_SCRIPT, target: '/smtp/server.mjs' }])
    .withEnvironment({ SMTP_ACCOUNT: JSON.stringify(account) })
    .withWorkingDir('/smtp')
    .withCommand(['node', 'server.mjs'])
    .withWaitStrategy(Wait.forLogMessage('smtp ready'))
    .start();
  const received = async () => {
    const { output } = await container.exec(['sh', '-c', `cat ${RECEIVED_FILE} 2>/dev/null || true`]);
    return output
      .split('\n')
      .filter((line) => line.trim().startsWith('{'))
      .map((line) => JSON.parse(line) as ContainerMail);
  };
  return {
    container,
    received,
    async mailTo(address, like = /./) {
      const mails = async () => (await received()).filter((mail) => mail.to.includes(address) && like.test(mail.raw));
      await expect.poll(async () => (await mails()).length, { timeout: 30_000 }).toBeGreaterThan(0);
      return mails();
    },
  };
}
