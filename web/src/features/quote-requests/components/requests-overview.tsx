import type { Overview } from '@painting-site/gateway/contract/quote-requests';
import { generatePath, Link } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { RuledList } from '@/components/ui/card-list.tsx';
import { EmptyNote, PageSection } from '@/components/ui/page-section.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { paths } from '@/config/paths.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getOverview } from '../api/get-overview.ts';
import { localDay } from '../follow-up-day.ts';
import { formatReceived } from '../quote-request-labels.ts';
import { quoteRequestQueryString } from '../quote-request-query.ts';
import { AwaitingDecision } from './awaiting-decision.tsx';
import { FollowUpsDue } from './follow-ups-due.tsx';
import { LeadSourcesTable } from './lead-sources-table.tsx';
import { MailWarning } from './mail-warning.tsx';
import { RefusedPhotos } from './refused-photos.tsx';
import { RequestLinkItem } from './request-link-list.ts';
import { SkippedAcknowledgements } from './skipped-acknowledgements.tsx';
import { StatusBadge } from './status-badge.tsx';

const Counts = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Count = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[data-highlight='true'] {
    border-top: 4px solid ${({ theme }) => theme.colors.info};
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const Figure = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.h2};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
`;

const CountLabel = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const CountLink = styled(Link)`
  display: grid;
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  @media (hover: hover) {
    &:hover ${CountLabel} {
      text-decoration: underline;
    }
  }
`;

const LatestItem = styled(RequestLinkItem)`
  &[data-unread='true'] a {
    font-weight: 700;
  }
`;

const When = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

function OverviewContent({ overview, today }: { overview: Overview; today: string }) {
  const { counts, latest, followUps, sources, mail, awaitingDecision, skippedAcknowledgements, refusedPhotos } =
    overview;
  const newRequests = `${paths.adminQuoteRequests}${quoteRequestQueryString({ folder: 'inbox', status: 'new', q: '', page: 1 })}`;
  return (
    <>
      <MailWarning mail={mail} />
      <SkippedAcknowledgements skipped={skippedAcknowledgements} />
      <RefusedPhotos refused={refusedPhotos} />
      <Counts aria-label="Quote requests at a glance">
        <Count data-highlight={counts.new > 0 ? 'true' : undefined}>
          <CountLink to={newRequests}>
            <Figure>{counts.new}</Figure> <CountLabel>new {counts.new === 1 ? 'request' : 'requests'}</CountLabel>
          </CountLink>
        </Count>
        <Count>
          <Figure>{counts.thisWeek}</Figure> <CountLabel>received this week</CountLabel>
        </Count>
        <Count>
          <Figure>{counts.thisMonth}</Figure> <CountLabel>received this month</CountLabel>
        </Count>
      </Counts>
      <PageSection title="Latest requests">
        {latest.length === 0 ? (
          <EmptyNote>No quote requests yet. They show up here as soon as a visitor sends the contact form.</EmptyNote>
        ) : (
          <RuledList>
            {latest.map((message) => (
              <LatestItem key={message.id} data-unread={message.read ? undefined : 'true'}>
                <span>
                  {!message.read && <VisuallyHidden>Unread</VisuallyHidden>}
                  <Link to={generatePath(paths.adminQuoteRequest, { id: String(message.id) })}>{message.name}</Link>
                </span>
                <When>
                  <time dateTime={message.createdAt}>{formatReceived(message.createdAt)}</time>
                  <StatusBadge status={message.status} />
                </When>
              </LatestItem>
            ))}
          </RuledList>
        )}
        <p>
          <Link to={paths.adminQuoteRequests}>All quote requests ({counts.total})</Link>
        </p>
      </PageSection>
      <FollowUpsDue followUps={followUps} today={today} />
      <AwaitingDecision quotes={awaitingDecision} />
      <LeadSourcesTable sources={sources} />
    </>
  );
}

/**
 * A warning when e-mail does not work, new requests, this week's and this month's, the latest
 * few, the follow-ups due, the quotes awaiting a decision and where requests came from; each
 * request a link.
 */
export function RequestsOverview() {
  // The owner's own date decides which follow-ups are due, not the server's clock.
  const today = localDay();
  const overview = useLoaded('the overview', `overview-${today}`, (signal) => getOverview(today, signal));
  return (
    <AsyncContent resource={overview} failureAdvice={OWNER_LOAD_ADVICE}>
      {(data) => <OverviewContent overview={data} today={today} />}
    </AsyncContent>
  );
}
