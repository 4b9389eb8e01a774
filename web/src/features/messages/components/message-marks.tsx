import type { MessageSummary } from '@painting-site/gateway/contract/quote-requests';
import styled from 'styled-components';
import { FOLLOW_UP_TIMING_LABELS, type FollowUpTiming, followUpTiming, formatDay } from '../follow-up-day.ts';

const FOLLOW_UP_TONES: Record<FollowUpTiming, 'warning' | 'due' | undefined> = {
  overdue: 'warning',
  today: 'due',
  later: undefined,
};

// The status badge's look: ink words on a pale fill, a coloured edge to help the eye.
export const Mark = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.inkMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.small};
  white-space: nowrap;

  &[data-tone='warning'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }

  &[data-tone='due'] {
    border-left-color: ${({ theme }) => theme.colors.highlight};
    font-weight: 600;
  }
`;

/** "Follow up Mar 3, 2026", with "Overdue" or "Today" once it is due (against the owner's own today). */
export function FollowUpMark({ day, today }: { day: string; today: string }) {
  const timing = followUpTiming(day, today);
  const due = timing === 'later' ? null : FOLLOW_UP_TIMING_LABELS[timing];
  return (
    <Mark data-tone={FOLLOW_UP_TONES[timing]}>
      Follow up <time dateTime={day}>{formatDay(day)}</time>
      {due && ` · ${due}`}
    </Mark>
  );
}

/** The small marks beside a request in a list: its follow-up day and a failed notification. */
export function MessageMarks({ message, today }: { message: MessageSummary; today: string }) {
  if (!message.followUpOn && message.notifyStatus !== 'failed') return null;
  return (
    <>
      {message.followUpOn && <FollowUpMark day={message.followUpOn} today={today} />}
      {message.notifyStatus === 'failed' && <Mark data-tone="warning">E-mail failed</Mark>}
    </>
  );
}
