import { FOLLOW_UPS_MAX, type AwaitingDecision as Quote } from '@painting-site/gateway/contract/customer-mail';
import { generatePath, Link } from 'react-router-dom';
import styled from 'styled-components';
import { RuledList } from '@/components/ui/card-list.tsx';
import { EmptyNote, PageSection } from '@/components/ui/page-section.tsx';
import { paths } from '@/config/paths.ts';
import { formatDayOf } from '../customer-mail-words.ts';
import { RequestLinkItem } from './request-link-list.ts';

export const NOTHING_AWAITING_NOTE = 'No quotes waiting on a decision.';

const Facts = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** "1 of 2 follow-ups sent, next Mar 10, 2026", or that none is planned. */
export function followUpsWords({ followUpsSent, nextFollowUpAt }: Pick<Quote, 'followUpsSent' | 'nextFollowUpAt'>) {
  const sent = `${followUpsSent} of ${FOLLOW_UPS_MAX} follow-ups sent`;
  return nextFollowUpAt ? `${sent}, next ${formatDayOf(nextFollowUpAt)}` : `${sent}, none planned`;
}

/** Requests now quoted, the longest waiting first: who, what, since when and their follow-ups; each a link. */
export function AwaitingDecision({ quotes }: { quotes: readonly Quote[] }) {
  return (
    <PageSection title="Quotes awaiting a decision">
      {quotes.length === 0 ? (
        <EmptyNote>{NOTHING_AWAITING_NOTE}</EmptyNote>
      ) : (
        <RuledList aria-label="Quotes awaiting a decision">
          {quotes.map((quote) => (
            <RequestLinkItem key={quote.id}>
              <Link to={generatePath(paths.adminQuoteRequest, { id: String(quote.id) })}>{quote.name}</Link>
              <Facts>
                {quote.serviceTitle && <span>{quote.serviceTitle}</span>}
                <span>
                  Quoted <time dateTime={quote.quotedAt}>{formatDayOf(quote.quotedAt)}</time>
                </span>
                <span>{followUpsWords(quote)}</span>
              </Facts>
            </RequestLinkItem>
          ))}
        </RuledList>
      )}
    </PageSection>
  );
}
