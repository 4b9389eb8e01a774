import type { TimelineEvent } from '@painting-site/gateway/contract/request-timeline';
import { useId } from 'react';
import styled from 'styled-components';
import { formatAbsolute } from '@/lib/time-words.ts';
import { TIMELINE_KIND_LABELS, TIMELINE_OUTCOME_LABELS, TIMELINE_OUTCOME_MARKS } from '../timeline-labels.ts';
import { RequestPanel } from './request-panel.tsx';

export const NO_HISTORY_NOTE = 'Nothing recorded for this request yet.';

const Events = styled.ol`
  display: grid;
  padding: 0;
  list-style: none;
`;

const Event = styled.li`
  display: grid;
  grid-template-columns: 1.75rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

// The shape tells the outcomes apart; the colour only helps, and the word says it.
const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  font-size: ${({ theme }) => theme.fontSizes.small};
  line-height: 1;

  &[data-outcome='sent'],
  &[data-outcome='done'] {
    border-color: ${({ theme }) => theme.colors.success};
  }

  &[data-outcome='failed'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const What = styled.p`
  font-weight: 600;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Outcome = styled.span`
  &[data-outcome='failed'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

function TimelineItem({ event }: { event: TimelineEvent }) {
  return (
    <Event>
      <Mark data-outcome={event.outcome} aria-hidden="true">
        {TIMELINE_OUTCOME_MARKS[event.outcome]}
      </Mark>
      <div>
        <What>{TIMELINE_KIND_LABELS[event.kind]}</What>
        <Meta>
          <time dateTime={event.at}>{formatAbsolute(event.at)}</time> ·{' '}
          <Outcome data-outcome={event.outcome}>{TIMELINE_OUTCOME_LABELS[event.outcome]}</Outcome>
        </Meta>
        <p>{event.summary}</p>
        {event.detail && <Meta>{event.detail}</Meta>}
      </div>
    </Event>
  );
}

/**
 * Everything that happened to a request and everything the site sent about it, oldest first: the
 * history reads as the story of the request (received, answered, quoted, won), in the order the
 * gateway keeps it, and each action taken on the page adds its row at the end.
 */
export function RequestTimeline({ events }: { events: readonly TimelineEvent[] }) {
  const headingId = useId();
  return (
    <RequestPanel aria-labelledby={headingId}>
      <h2 id={headingId}>History</h2>
      {events.length === 0 ? (
        <Meta>{NO_HISTORY_NOTE}</Meta>
      ) : (
        <Events aria-labelledby={headingId}>
          {events.map((event) => (
            <TimelineItem key={event.id} event={event} />
          ))}
        </Events>
      )}
    </RequestPanel>
  );
}
