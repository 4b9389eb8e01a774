import nodemailer from 'nodemailer';
import type { MailHealth, MailTestResult } from '../../contract/quote-requests.ts';
import { escapeHtml } from './mail-layout.ts';
import { smtpErrorWords } from './smtp-error-words.ts';

/** How long a mail server may take to connect, greet and answer before a send fails. */
export const SMTP_TIMEOUT_MS = 15_000;

export const MAIL_NOT_CONFIGURED = 'E-mail is not set up: set SMTP_URL and NOTIFY_EMAIL (see the README).';

export const NO_CUSTOMER_SENDER =
  'Customers get no acknowledgement: set MAIL_FROM, or add the business e-mail in Business details.';

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
}

export interface MailSender {
  readonly configured: boolean;
  /** NOTIFY_EMAIL: where the owner's e-mails go. */
  readonly notifyEmail: string | undefined;
  /** The From of mail to a visitor (MAIL_FROM, else the business e-mail); undefined when there is none. */
  customerFrom(): string | undefined;
  /** Never throws: the outcome in plain words, remembered as the last send. */
  send(mail: OutgoingMail): Promise<MailTestResult>;
  /** A short e-mail to NOTIFY_EMAIL, now. */
  sendTest(siteName: string): Promise<MailTestResult>;
  health(): MailHealth;
  close(): void;
}

interface MailSenderOptions {
  smtpUrl: string | undefined;
  notifyEmail: string | undefined;
  mailFrom: string | undefined;
  /** Without MAIL_FROM, the name shown beside NOTIFY_EMAIL (or the business e-mail) as the sender: the business's. */
  senderName?: () => string;
  /** The business e-mail from its details ("" when none): the From of mail to visitors without MAIL_FROM. */
  businessEmail?: () => string;
  clock?: () => number;
  /** Tests shorten it. */
  timeoutMs?: number;
}

/**
 * The site's one way to send e-mail (SMTP through nodemailer): every e-mail goes From MAIL_FROM
 * (else NOTIFY_EMAIL under the business's name, or the business e-mail for mail to a visitor),
 * never from a visitor's address, and the last outcome is kept for the dashboard's mail health.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const { smtpUrl, notifyEmail, clock = Date.now, timeoutMs = SMTP_TIMEOUT_MS } = options;
  const configured = Boolean(smtpUrl && notifyEmail);
  const from = configured ? (options.mailFrom ?? notifyEmail) : undefined;
  // Customers see who wrote to them: "Brightside Painting <owner@…>" rather than a bare address.
  const named = (address: string) => {
    const name = options.senderName?.().trim() ?? '';
    return name ? { name, address } : address;
  };
  const sender = () => (options.mailFrom || !notifyEmail ? from : named(notifyEmail));
  const customerAddress = () =>
    configured ? options.mailFrom || options.businessEmail?.().trim() || undefined : undefined;
  const customerSender = () => {
    const address = customerAddress();
    if (!address) return undefined;
    return options.mailFrom ? address : named(address);
  };
  const transport =
    configured && smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: timeoutMs,
          greetingTimeout: timeoutMs,
          socketTimeout: timeoutMs,
        })
      : undefined;
  let lastSend: MailTestResult | null = null;

  const at = () => new Date(clock()).toISOString();
  const send = async (mail: OutgoingMail): Promise<MailTestResult> => {
    if (!transport || !smtpUrl) return { ok: false, message: MAIL_NOT_CONFIGURED, at: at() };
    const { toVisitor = false, ...message } = mail;
    const mailFrom = toVisitor ? customerSender() : sender();
    if (!mailFrom) return { ok: false, message: NO_CUSTOMER_SENDER, at: at() };
    let result: MailTestResult;
    try {
      await transport.sendMail({ ...message, from: mailFrom });
      result = { ok: true, message: `Sent to ${mail.to}.`, at: at() };
    } catch (error) {
      result = { ok: false, message: smtpErrorWords(error, smtpUrl), at: at() };
    }
    lastSend = result;
    return result;
  };

  return {
    configured,
    notifyEmail,
    customerFrom: customerAddress,
    send,
    async sendTest(siteName) {
      if (!notifyEmail || !transport) return { ok: false, message: MAIL_NOT_CONFIGURED, at: at() };
      const text = [
        `This is a test e-mail from the ${siteName} website.`,
        '',
        'If you can read it, e-mail works: quote requests will reach you at this address,',
        'and customers will get their acknowledgement.',
      ].join('\n');
      return send({
        to: notifyEmail,
        subject: `Test e-mail from the ${siteName} website`,
        text,
        html: `<!doctype html><html><body style="font-family:sans-serif"><p>${text
          .split('\n')
          .filter(Boolean)
          .map(escapeHtml)
          .join('<br>')}</p></body></html>`,
      });
    },
    health: () => ({
      configured,
      notifyEmail: configured ? (notifyEmail ?? null) : null,
      from: from ?? null,
      customerFrom: customerAddress() ?? null,
      lastSend,
    }),
    close() {
      transport?.close();
    },
  };
}
