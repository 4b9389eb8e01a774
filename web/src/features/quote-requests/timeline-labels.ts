import type { TimelineKind, TimelineOutcome } from '@painting-site/gateway/contract/request-timeline';

/** What each kind of event is, in the owner's words: the title of its row in the history. */
export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  received: 'Request received',
  acknowledgement: '“We got your request” e-mail to the customer',
  owner_notification: 'E-mail to you about the request',
  push: 'Phone alert to your devices',
  status: 'Status changed',
  notes: 'Notes saved',
  follow_up_day: 'Follow-up date',
  follow_up: 'Automatic follow-up e-mail',
  review_request: 'Review request e-mail',
  visit: 'Estimate visit',
  visit_mail: 'E-mail about the estimate visit',
  unsubscribed: 'Customer unsubscribed',
  estimate: 'Estimate',
  estimate_mail: 'E-mail about the estimate',
};

/** How it went, in words: the mark beside it only helps the eye. */
export const TIMELINE_OUTCOME_LABELS: Record<TimelineOutcome, string> = {
  done: 'Done',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
};

/** A shape per outcome, so they differ without colour. */
export const TIMELINE_OUTCOME_MARKS: Record<TimelineOutcome, string> = {
  done: '●',
  sent: '✓',
  failed: '✕',
  skipped: '–',
};
