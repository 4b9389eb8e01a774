import nodemailer from 'nodemailer';
import { ADMIN_MESSAGES_PATH } from '../../contract/routes.ts';
import type { Logger } from '../logger.ts';
import type { ContactRequest, ContactRequestStore } from '../store/contact-request-store.ts';

/** Waits before each try: at once, then backing off. After the last, the request stays 'failed'. */
export const NOTIFY_RETRY_DELAYS_MS = [0, 10_000, 60_000, 5 * 60_000];
/** Requests older than this are not mailed any more when the gateway restarts. */
const RESUME_WITHIN_MS = 3 * 24 * 3600 * 1000;

export interface QuoteNotifier {
  readonly enabled: boolean;
  /** Mails the owner about a stored request; never throws, never blocks the caller. */
  notify(requestId: number): void;
  /** Picks up requests whose e-mail was still due when the gateway stopped. */
  resumePending(): void;
  close(): void;
}

interface NotifierOptions {
  smtpUrl: string | undefined;
  notifyEmail: string | undefined;
  mailFrom: string | undefined;
  siteName: () => string;
  /** The address of the owner's logo for the HTML part, if there is one. */
  logoUrl?: () => string | undefined;
  siteUrl: string;
  requests: ContactRequestStore;
  logger: Logger;
  retryDelaysMs?: number[];
}

const PREFERRED = { email: 'e-mail', phone: 'a phone call', text: 'a text message' } as const;

/** Text as HTML: every character the customer typed stays text. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** How tall the logo shows at the top of the HTML part, in CSS pixels. */
const MAIL_LOGO_HEIGHT_PX = 48;

function messageFor(request: ContactRequest, siteName: string, siteUrl: string, logoUrl: string | undefined) {
  const facts: [string, string][] = [
    ['Name', request.name],
    ['E-mail', request.email ?? '—'],
    ['Phone', request.phone ?? '—'],
    ['Address', request.address],
    ['Service', request.serviceTitle ?? 'Not sure yet'],
    ['Reply by', PREFERRED[request.preferredContact]],
    ['Received', request.createdAt],
  ];
  const heading = `New quote request on the ${siteName} website`;
  const dashboard = `${siteUrl}${ADMIN_MESSAGES_PATH}`;
  const text = [
    heading,
    '',
    ...facts.map(([label, value]) => `${`${label}:`.padEnd(12)}${value}`),
    '',
    request.details,
    '',
    `Open it in the dashboard: ${dashboard}`,
  ].join('\n');
  // The same message for mail programs that show HTML, under the business's logo when it has one.
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;color:#1b2a41">',
    logoUrl
      ? `<p><img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(siteName)}" height="${MAIL_LOGO_HEIGHT_PX}"></p>`
      : '',
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    '<table cellpadding="4">',
    ...facts.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...request.details.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(dashboard)}">Open it in the dashboard</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    subject: `New quote request from ${request.name}${request.serviceTitle ? ` — ${request.serviceTitle}` : ''}`,
    text,
    html,
  };
}

/**
 * E-mails the owner about each quote request, after it is committed. Failures are retried and
 * logged; they never touch the request itself, which is already safe in the database.
 */
export function createQuoteNotifier(options: NotifierOptions): QuoteNotifier {
  const { smtpUrl, notifyEmail, requests, logger, retryDelaysMs = NOTIFY_RETRY_DELAYS_MS } = options;
  const enabled = Boolean(smtpUrl && notifyEmail);
  const transport = enabled ? nodemailer.createTransport(smtpUrl) : undefined;
  const timers = new Set<NodeJS.Timeout>();

  const schedule = (requestId: number, attempt: number) => {
    const delay = retryDelaysMs[attempt];
    if (delay === undefined) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void send(requestId, attempt);
    }, delay);
    timer.unref();
    timers.add(timer);
  };

  const send = async (requestId: number, attempt: number) => {
    const request = requests.get(requestId);
    if (!transport || !notifyEmail || !request) return;
    try {
      await transport.sendMail({
        from: options.mailFrom ?? notifyEmail,
        to: notifyEmail,
        replyTo: request.email ?? undefined,
        ...messageFor(request, options.siteName(), options.siteUrl, options.logoUrl?.()),
      });
      requests.recordNotifyAttempt(requestId, 'sent');
    } catch (error) {
      const last = attempt + 1 >= retryDelaysMs.length;
      requests.recordNotifyAttempt(requestId, last ? 'failed' : 'pending');
      logger[last ? 'error' : 'warn'](
        { err: error, requestId, attempt: attempt + 1 },
        last
          ? 'could not e-mail the owner about a quote request; it is in the dashboard'
          : 'e-mail to the owner failed; retrying',
      );
      if (!last) schedule(requestId, attempt + 1);
    }
  };

  return {
    enabled,
    notify(requestId) {
      if (enabled) schedule(requestId, 0);
    },
    resumePending() {
      if (!enabled) return;
      const since = new Date(Date.now() - RESUME_WITHIN_MS).toISOString();
      for (const request of requests.pendingNotifications(since)) schedule(request.id, 0);
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      transport?.close();
    },
  };
}
