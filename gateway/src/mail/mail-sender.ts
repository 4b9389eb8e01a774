import nodemailer, { type Transporter } from 'nodemailer';
import type { MailHealth, MailTestResult } from '../../contract/mail.ts';
import { ONE_CLICK_BODY } from '../../contract/mail.ts';
import type { MailConnection, MailFrom } from './mail-connection.ts';
import { escapeHtml } from './mail-layout.ts';
import { describeSmtpFailure, type SmtpFailure } from './smtp-error-words.ts';

/** How long a mail server may take to connect, greet and answer before a send fails. */
export const SMTP_TIMEOUT_MS = 15_000;

export const MAIL_NOT_CONFIGURED = 'E-mail is not set up: connect your mail account in the dashboard’s E-mail section.';

export const NO_CUSTOMER_SENDER =
  'Customers get no acknowledgement: set a From address in the E-mail section, or add the business e-mail in Business details.';

/** One e-mail, with the From the configuration gives every e-mail added by the sender. */
export interface OutgoingMail {
  to: string;
  /**
   * To an address a visitor typed: From MAIL_FROM, else the business e-mail, and never sent
   * when neither is set. NOTIFY_EMAIL is the owner's private address.
   */
  toVisitor?: boolean;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** A calendar invitation (RFC 5546), sent as the text/calendar part calendar apps act on. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /** Files sent with it (an estimate's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /**
   * The customer's one-click unsubscribe link (RFC 8058, contract/customer-mail.ts): sent as
   * `List-Unsubscribe` and `List-Unsubscribe-Post`. The body carries it too (unsubscribeText/Html).
   */
  unsubscribeUrl?: string;
}

/** A test of settings not saved yet: its outcome, and the form's setting it points at when it failed. */
export interface MailTrialResult extends MailTestResult {
  field?: SmtpFailure['field'];
}

export interface MailSender {
  /** Whether e-mail is set up, now: SMTP_URL and NOTIFY_EMAIL, else the owner's saved settings. */
  readonly configured: boolean;
  /** Where the owner's e-mails go, now (NOTIFY_EMAIL or the saved address). */
  readonly notifyEmail: string | undefined;
  /** The From of mail to a visitor (the From setting, else the business e-mail); undefined when there is none. */
  customerFrom(): string | undefined;
  /** Never throws: the outcome in plain words, remembered as the last send. */
  send(mail: OutgoingMail): Promise<MailTestResult>;
  /** A short e-mail to the notification address, now. */
  sendTest(siteName: string): Promise<MailTestResult>;
  /** The test e-mail through settings not saved yet; not remembered as the last send. */
  trySend(connection: MailConnection, siteName: string): Promise<MailTrialResult>;
  /** Connects and signs in with settings not saved yet, sending nothing: whether they work, in plain words. */
  check(connection: MailConnection): Promise<MailTrialResult>;
  health(): MailHealth;
  close(): void;
}

interface MailSenderOptions {
  /** The settings in use, read at every send: a save in the dashboard applies at once. */
  connection: () => MailConnection | undefined;
  /** Without a From name, the name shown beside the sender's address: the business's. */
  senderName?: () => string;
  /** The business e-mail from its details ("" when none): the From of mail to visitors without a From setting. */
  businessEmail?: () => string;
  clock?: () => number;
  /** Tests shorten it. */
  timeoutMs?: number;
}

/** A sender as the dashboard shows it: as the e-mail's From reads. */
function senderText(sender: string | { name: string; address: string }): string {
  return typeof sender === 'string' ? sender : `${sender.name} <${sender.address}>`;
}

function testMail(siteName: string, to: string): OutgoingMail {
  const text = [
    `This is a test e-mail from the ${siteName} website.`,
    '',
    'If you can read it, e-mail works: quote requests will reach you at this address,',
    'and customers will get their acknowledgement.',
  ].join('\n');
  return {
    to,
    subject: `Test e-mail from the ${siteName} website`,
    text,
    html: `<!doctype html><html><body style="font-family:sans-serif"><p>${text
      .split('\n')
      .filter(Boolean)
      .map(escapeHtml)
      .join('<br>')}</p></body></html>`,
  };
}

/**
 * The site's one way to send e-mail (SMTP through nodemailer). The settings are read at every
 * send, so a save in the dashboard applies at once; the connection is kept while they stay the
 * same. Every e-mail goes From the From setting (else the notification address under the
 * business's name, or the business e-mail for mail to a visitor), never from a visitor's address,
 * and the last outcome is kept for the dashboard's mail health.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const { connection, clock = Date.now, timeoutMs = SMTP_TIMEOUT_MS } = options;
  // Customers see who wrote to them: "Brightside Painting <owner@…>" rather than a bare address.
  const named = (address: string) => {
    const name = options.senderName?.().trim() ?? '';
    return name ? { name, address } : address;
  };
  const asSender = (from: MailFrom) =>
    typeof from === 'string' ? from : from.name ? { name: from.name, address: from.address } : named(from.address);
  const ownerSender = (current: MailConnection) =>
    current.mailFrom ? asSender(current.mailFrom) : named(current.notifyEmail);
  const customerFromOf = (current: MailConnection | undefined) => {
    if (!current) return undefined;
    if (current.mailFrom) return asSender(current.mailFrom);
    const business = options.businessEmail?.().trim();
    return business ? named(business) : undefined;
  };
  const customerAddress = (current = connection()) => {
    const sender = customerFromOf(current);
    return sender && senderText(sender);
  };
  const createTransport = (current: MailConnection) =>
    nodemailer.createTransport(
      typeof current.transport === 'string'
        ? { url: current.transport, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }
        : { ...current.transport, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs },
    );
  // One transport while the settings stay the same; a save replaces it at the next send.
  let kept: { key: string; transport: Transporter } | undefined;
  const transportFor = (current: MailConnection) => {
    const key = JSON.stringify(current.transport);
    if (kept?.key !== key) {
      kept?.transport.close();
      kept = { key, transport: createTransport(current) };
    }
    return kept.transport;
  };
  let lastSend: MailTestResult | null = null;

  const at = () => new Date(clock()).toISOString();
  const deliver = async (
    current: MailConnection,
    transport: Transporter,
    mail: OutgoingMail,
  ): Promise<MailTrialResult> => {
    const { toVisitor = false, unsubscribeUrl, ...message } = mail;
    const from = toVisitor ? customerFromOf(current) : ownerSender(current);
    if (!from) return { ok: false, message: NO_CUSTOMER_SENDER, at: at() };
    const oneClick = unsubscribeUrl
      ? { list: { unsubscribe: unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': ONE_CLICK_BODY } }
      : {};
    try {
      await transport.sendMail({ ...message, ...oneClick, from });
      return { ok: true, message: `Sent to ${mail.to}.`, at: at() };
    } catch (error) {
      return { ok: false, ...describeSmtpFailure(error, current.advice), at: at() };
    }
  };
  const send = async (mail: OutgoingMail): Promise<MailTestResult> => {
    const current = connection();
    if (!current) return { ok: false, message: MAIL_NOT_CONFIGURED, at: at() };
    const { ok, message, at: when } = await deliver(current, transportFor(current), mail);
    // The customer's missing sender is no fault of the mail server's: not a "last send".
    if (ok || message !== NO_CUSTOMER_SENDER) lastSend = { ok, message, at: when };
    return { ok, message, at: when };
  };

  return {
    get configured() {
      return connection() !== undefined;
    },
    get notifyEmail() {
      return connection()?.notifyEmail;
    },
    customerFrom: () => customerAddress(),
    send,
    async sendTest(siteName) {
      const current = connection();
      if (!current) return { ok: false, message: MAIL_NOT_CONFIGURED, at: at() };
      return send(testMail(siteName, current.notifyEmail));
    },
    async trySend(trial, siteName) {
      const transport = createTransport(trial);
      try {
        return await deliver(trial, transport, testMail(siteName, trial.notifyEmail));
      } finally {
        transport.close();
      }
    },
    async check(trial) {
      const transport = createTransport(trial);
      try {
        await transport.verify();
        return { ok: true, message: `The mail server at ${trial.advice.where} took the settings.`, at: at() };
      } catch (error) {
        return { ok: false, ...describeSmtpFailure(error, trial.advice), at: at() };
      } finally {
        transport.close();
      }
    },
    health: () => {
      const current = connection();
      return {
        configured: current !== undefined,
        notifyEmail: current?.notifyEmail ?? null,
        from: current ? senderText(ownerSender(current)) : null,
        customerFrom: customerAddress(current) ?? null,
        lastSend,
      };
    },
    close() {
      kept?.transport.close();
      kept = undefined;
    },
  };
}
