import type { EstimateVisit, VisitCanceller } from '../../contract/estimate-visits.ts';
import type { NewTimelineEvent } from '../quote-requests/index.ts';
import { visitTimeWords } from './visit-mail.ts';

/** A change to a request's estimate visit. */
export type VisitChange = 'booked' | 'moved' | 'confirmed' | 'cancelled';

const BY_WORDS: Record<VisitCanceller, string> = { customer: 'the customer', owner: 'the owner' };

/**
 * The change as the timeline shows it: what and who in the summary, the time (in the business's
 * zone) in the detail, with the time it had before a move and the owner's reason for a cancellation.
 */
export function visitChanged(
  change: VisitChange,
  visit: EstimateVisit,
  { timeZone, at, by, previousStart }: { timeZone: string; at: string; by: VisitCanceller; previousStart?: string },
): NewTimelineEvent {
  const when = visitTimeWords(visit.start, visit.end, timeZone);
  const lengthMs = Date.parse(visit.end) - Date.parse(visit.start);
  const was = previousStart
    ? visitTimeWords(previousStart, new Date(Date.parse(previousStart) + lengthMs).toISOString(), timeZone)
    : undefined;
  const reason = change === 'cancelled' && visit.cancelReason ? `Reason: ${visit.cancelReason}` : '';
  const detail = [change === 'moved' && was ? `${when} (was ${was})` : when, reason].filter(Boolean).join('. ');
  const summary = change === 'confirmed' ? 'Visit confirmed' : `Visit ${change} by ${BY_WORDS[by]}`;
  return { kind: 'visit', outcome: 'done', summary, detail, at };
}
