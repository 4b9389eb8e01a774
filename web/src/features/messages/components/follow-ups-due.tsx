import type { MessageSummary } from '@painting-site/gateway/contract/quote-requests';
import { generatePath, Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyNote, PageSection } from '@/components/ui/page-section.tsx';
import { paths } from '@/config/paths.ts';
import { FollowUpMark } from './message-marks.tsx';

const List = styled.ul`
  display: grid;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.tapTarget};
    overflow-wrap: anywhere;
  }
`;

/** Requests whose follow-up day is today or past, the most overdue first, each a link to it. */
export function FollowUpsDue({ followUps, today }: { followUps: readonly MessageSummary[]; today: string }) {
  return (
    <PageSection title="Follow-ups due">
      {followUps.length === 0 ? (
        <EmptyNote>
          Nothing to follow up today. Set a follow-up date on a request and it shows here on that day.
        </EmptyNote>
      ) : (
        <List aria-label="Follow-ups due">
          {followUps.map((message) => (
            <Item key={message.id}>
              <Link to={generatePath(paths.adminMessage, { id: String(message.id) })}>{message.name}</Link>
              {message.followUpOn && <FollowUpMark day={message.followUpOn} today={today} />}
            </Item>
          ))}
        </List>
      )}
    </PageSection>
  );
}
