import type { QuoteRequestSummary } from '@painting-site/gateway/contract/quote-requests';
import { generatePath, Link } from 'react-router-dom';
import { RuledList } from '@/components/ui/card-list.tsx';
import { EmptyNote, PageSection } from '@/components/ui/page-section.tsx';
import { paths } from '@/config/paths.ts';
import { FollowUpMark } from './quote-request-marks.tsx';
import { RequestLinkItem } from './request-link-list.ts';

/** Requests whose follow-up day is today or past, the most overdue first, each a link to it. */
export function FollowUpsDue({ followUps, today }: { followUps: readonly QuoteRequestSummary[]; today: string }) {
  return (
    <PageSection title="Follow-ups due">
      {followUps.length === 0 ? (
        <EmptyNote>
          Nothing to follow up today. Set a follow-up date on a request and it shows here on that day.
        </EmptyNote>
      ) : (
        <RuledList aria-label="Follow-ups due">
          {followUps.map((message) => (
            <RequestLinkItem key={message.id}>
              <Link to={generatePath(paths.adminQuoteRequest, { id: String(message.id) })}>{message.name}</Link>
              {message.followUpOn && <FollowUpMark day={message.followUpOn} today={today} />}
            </RequestLinkItem>
          ))}
        </RuledList>
      )}
    </PageSection>
  );
}
