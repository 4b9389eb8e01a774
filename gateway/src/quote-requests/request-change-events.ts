import { QUOTE_REQUEST_STATUS_LABELS, type SpamReason } from '../../contract/quote-requests.ts';
import type { StoredQuoteRequest } from './quote-request-store.ts';
import type { NewTimelineEvent } from './request-event-store.ts';

export const RECEIVED_SUMMARY = 'Request received';
export const RESTORED_SUMMARY = 'Restored from the spam folder';
export const NOTES_SUMMARY = 'Notes saved';
export const FOLLOW_UP_CLEARED_SUMMARY = 'Follow-up day cleared';

const SPAM_WORDS: Record<SpamReason, string> = {
  honeypot: 'Put in the spam folder: the form’s hidden field was filled in, as bots do.',
  too_fast: 'Put in the spam folder: it was sent sooner than a person can fill in the form.',
};
const WITHOUT_SCRIPT_WORDS = 'Sent by the browser without the page’s script (the plain form).';

/** The request came in: how, and whether it went to the spam folder. */
export function requestReceived({
  spamReason,
  plain,
  at,
}: {
  spamReason: SpamReason | null;
  plain: boolean;
  at: string;
}): NewTimelineEvent {
  const detail = [plain ? WITHOUT_SCRIPT_WORDS : '', spamReason ? SPAM_WORDS[spamReason] : ''].filter(Boolean);
  return { kind: 'received', outcome: 'done', summary: RECEIVED_SUMMARY, detail: detail.join(' ') || null, at };
}

export const requestRestored = (at: string): NewTimelineEvent => ({
  kind: 'received',
  outcome: 'done',
  summary: RESTORED_SUMMARY,
  at,
});

/** "Dec 3, 2026": a follow-up day (a calendar date, no time zone to convert). */
const DAY_WORDS = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
export const followUpDayWords = (day: string) => DAY_WORDS.format(new Date(`${day}T00:00:00Z`));

/** What the owner changed, one event each: the status, the notes (only when their words changed), the follow-up day. */
export function ownerChanges(before: StoredQuoteRequest, after: StoredQuoteRequest, at: string): NewTimelineEvent[] {
  const changes: NewTimelineEvent[] = [];
  if (before.status !== after.status) {
    const summary = `${QUOTE_REQUEST_STATUS_LABELS[before.status]} → ${QUOTE_REQUEST_STATUS_LABELS[after.status]}`;
    changes.push({ kind: 'status', outcome: 'done', summary, at });
  }
  if (before.notes !== after.notes) changes.push({ kind: 'notes', outcome: 'done', summary: NOTES_SUMMARY, at });
  if (before.followUpOn !== after.followUpOn) {
    const summary = after.followUpOn
      ? `Follow-up day set to ${followUpDayWords(after.followUpOn)}`
      : FOLLOW_UP_CLEARED_SUMMARY;
    changes.push({ kind: 'follow_up_day', outcome: 'done', summary, detail: after.followUpOn, at });
  }
  return changes;
}
