import {
  ACKNOWLEDGEMENTS_PER_HOUR,
  type AcknowledgeSkipReason,
  type NotifyStatus,
  type SpamReason,
} from '@painting-site/gateway/contract/quote-requests';

/** How an e-mail went once it was due; each e-mail says in its own words why it was not sent ('off'). */
export const SENDING_LABELS: Record<Exclude<NotifyStatus, 'off'>, string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  failed: 'Could not be sent',
};

/** How the e-mail telling the owner about a request went. */
export const NOTIFY_STATUS_LABELS: Record<NotifyStatus, string> = {
  off: 'Not sent: e-mail is not set up',
  ...SENDING_LABELS,
};

/** How the "we got your request" e-mail to the customer went. */
export const ACKNOWLEDGE_STATUS_LABELS: Record<NotifyStatus, string> = {
  off: 'Not sent: no e-mail address was given, or e-mail is not set up',
  ...SENDING_LABELS,
};

/** Why the customer's acknowledgement was skipped although they gave an address: the limits that keep spammers from using the form. */
export const ACKNOWLEDGE_SKIP_LABELS: Record<AcknowledgeSkipReason, string> = {
  recipient_daily_cap:
    'Not sent: this address already got one today (one a day per address, so the form cannot send spam)',
  site_hourly_cap: `Not sent: the site had sent as many as it may this hour (at most ${ACKNOWLEDGEMENTS_PER_HOUR}; a limit that keeps the form from sending spam)`,
  no_sender_address:
    'Not sent: there is no address to send it from. Add your business e-mail in Business details, or set MAIL_FROM',
  unsubscribed: 'Not sent: this address unsubscribed from the site’s automatic e-mails',
};

/** Why a request is in the spam folder, in the owner's words. */
export const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  honeypot: 'The hidden anti-robot field was filled',
  too_fast: 'Sent faster than a person could type',
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 3, 2026, 2:05 PM", in the owner's own time zone and language. */
export function formatReceived(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A number for a `tel:` or `sms:` link: digits, and a leading + if there is one. */
export function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}
