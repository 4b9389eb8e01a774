import type { NotifyStatus, PreferredContact, RequestStatus } from '@painting-site/gateway/contract/quote-requests';

export const STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  archived: 'Archived',
};

export const PREFERRED_CONTACT_LABELS: Record<PreferredContact, string> = {
  email: 'Email',
  phone: 'Phone call',
  text: 'Text message',
};

export const NOTIFY_STATUS_LABELS: Record<NotifyStatus, string> = {
  off: 'No email alert is set up',
  pending: 'Email alert waiting to be sent',
  sent: 'Email alert sent',
  failed: 'Email alert could not be sent',
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
