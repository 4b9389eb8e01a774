/*
 * A quote request's history, oldest first (`QuoteRequest.timeline`): everything that happened to it
 * and everything the site sent about it, each with its time and outcome. Rows are only ever
 * added; deleting the request deletes them.
 */

export const TIMELINE_KINDS = [
  /** The request came in (or was restored from the spam folder: detail says so). */
  'received',
  /** The "we got your request" e-mail to the customer. */
  'acknowledgement',
  /** The e-mail to the owner about the new request. */
  'owner_notification',
  /** Push alerts to the owner's devices (detail: how many got it). */
  'push',
  /** The owner changed the status (detail: "Quoted → Won"). */
  'status',
  /** The owner saved the notes (detail: none; the notes are on the page). */
  'notes',
  /** The owner set or cleared the follow-up day (detail: the day). */
  'follow_up_day',
  /** An automatic quote follow-up e-mail (detail: "1 of 2"). */
  'follow_up',
  /** The review request e-mail (detail: by the owner or by itself). */
  'review_request',
  /** The estimate visit: booked, moved, confirmed, cancelled (detail: when, by whom, the reason). */
  'visit',
  /** An e-mail about the estimate visit to the customer (invitation, change, reminder) or the owner. */
  'visit_mail',
  /** The customer unsubscribed from automatic e-mails. */
  'unsubscribed',
  /** An estimate: sent (a version), opened, accepted, declined, a question, the deposit paid. */
  'estimate',
  /** An e-mail about an estimate: its link to the customer, the acceptance to either side, the owner's notice. */
  'estimate_mail',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/**
 * - done: a thing that happened (received, a status change, a visit booked).
 * - sent / failed: a message handed to the mail server or push service, or refused (`detail` says
 *   why, in words: the server's answer); a try that will be retried is recorded as failed too.
 * - skipped: a message that was due but not sent (`detail` says why: unsubscribed, a cap, no address).
 */
export const TIMELINE_OUTCOMES = ['done', 'sent', 'failed', 'skipped'] as const;
export type TimelineOutcome = (typeof TIMELINE_OUTCOMES)[number];

export interface TimelineEvent {
  id: number;
  /** ISO 8601, the gateway's clock. */
  at: string;
  kind: TimelineKind;
  outcome: TimelineOutcome;
  /** What happened, in plain words for the owner, e.g. "Sent to maria@example.com" or "Quoted → Won". */
  summary: string;
  /** More: the mail server's answer, the reason, the time of a visit; null when none. */
  detail: string | null;
}

/** Events a request keeps at most (the oldest go first); a request's page shows them all. */
export const TIMELINE_EVENTS_MAX = 500;
