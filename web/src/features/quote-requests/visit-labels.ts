import type { EstimateVisit } from '@painting-site/gateway/contract/estimate-visits';
import type { NotifyStatus } from '@painting-site/gateway/contract/quote-requests';
import { SENDING_LABELS } from './quote-request-labels.ts';

/** Where a visit stands, and who did it, in the owner's words. */
export function visitStatusWords({ status, bookedBy, cancelledBy }: EstimateVisit): string {
  if (status === 'cancelled') return cancelledBy === 'customer' ? 'Cancelled by the customer' : 'Cancelled by you';
  const booked = bookedBy === 'customer' ? 'Booked by the customer online' : 'Booked by you';
  return status === 'confirmed' ? `${booked}, confirmed` : `${booked}, not confirmed yet`;
}

/** How the customer's last e-mail about the visit went. */
export const VISIT_MAIL_LABELS: Record<NotifyStatus, string> = {
  off: 'Not sent: no e-mail address was given, or e-mail is not set up',
  ...SENDING_LABELS,
};

/** "Visit" before a visit's time on its tag in the list. */
export const VISIT_MARK_WORD = 'Visit';
