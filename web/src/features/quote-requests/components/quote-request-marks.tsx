import type { QuoteRequestSummary } from '@painting-site/gateway/contract/quote-requests';
import { Tag, type TagTone } from '@/components/ui/tag.tsx';
import { formatVisitStart } from '@/lib/visit-time-words.ts';
import { FOLLOW_UP_TIMING_LABELS, type FollowUpTiming, followUpTiming, formatDay } from '../follow-up-day.ts';
import { VISIT_MARK_WORD } from '../visit-labels.ts';

const FOLLOW_UP_TONES: Record<FollowUpTiming, TagTone> = {
  overdue: 'danger',
  today: 'highlight',
  later: 'neutral',
};

/** "Follow up Mar 3, 2026", with "Overdue" or "Today" once it is due (against the owner's own today). */
export function FollowUpMark({ day, today }: { day: string; today: string }) {
  const timing = followUpTiming(day, today);
  const due = timing === 'later' ? null : FOLLOW_UP_TIMING_LABELS[timing];
  return (
    <Tag $tone={FOLLOW_UP_TONES[timing]}>
      Follow up <time dateTime={day}>{formatDay(day)}</time>
      {due && ` · ${due}`}
    </Tag>
  );
}

/**
 * "Visit Tue, Dec 1, 9:00 AM": a live estimate visit, beside the status rather than a status of
 * its own (a request with a visit is still new, contacted or quoted). In the owner's own zone:
 * the list does not load the business's; the request's page says the time in it.
 */
export function VisitMark({ start }: { start: string }) {
  return (
    <Tag $tone="info">
      {VISIT_MARK_WORD} <time dateTime={start}>{formatVisitStart(start)}</time>
    </Tag>
  );
}

/** The small marks beside a request in a list: its visit, its follow-up day and a failed notification. */
export function QuoteRequestMarks({ message, today }: { message: QuoteRequestSummary; today: string }) {
  if (!message.visitStart && !message.followUpOn && message.notifyStatus !== 'failed') return null;
  return (
    <>
      {message.visitStart && <VisitMark start={message.visitStart} />}
      {message.followUpOn && <FollowUpMark day={message.followUpOn} today={today} />}
      {message.notifyStatus === 'failed' && <Tag $tone="danger">E-mail failed</Tag>}
    </>
  );
}
