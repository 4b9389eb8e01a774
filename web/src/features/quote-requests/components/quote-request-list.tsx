import type { QuoteRequestSummary } from '@painting-site/gateway/contract/quote-requests';
import { generatePath, Link } from 'react-router-dom';
import styled from 'styled-components';
import { RuledList } from '@/components/ui/card-list.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { paths } from '@/config/paths.ts';
import { localDay } from '../follow-up-day.ts';
import { formatReceived } from '../quote-request-labels.ts';
import { QuoteRequestMarks } from './quote-request-marks.tsx';
import { StatusBadge } from './status-badge.tsx';

/** What the detail page's "Back" link returns to: the list as the owner left it. */
export type QuoteRequestListState = { listSearch: string };

// A table-like list on a wide screen, a stack of cards on a phone; the whole row opens the request.
const List = styled(RuledList)`

  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.sm};
    border-top: 0;
  }
`;

const Row = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: minmax(8rem, 12rem) minmax(0, 1fr) auto;
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'name excerpt received'
    'meta excerpt status';
  align-items: start;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  &[data-unread='true'] {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.info};
  }

  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.colors.paper};
    }
  }

  &:focus-within {
    outline: 3px solid var(--focus-ring);
    outline-offset: -3px;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas:
      'name status'
      'meta meta'
      'excerpt excerpt'
      'received received';
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Name = styled.p`
  grid-area: name;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const NameLink = styled(Link)`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 400;
  text-decoration: none;

  [data-unread='true'] & {
    font-weight: 700;
  }

  /* Stretches over the whole row: anywhere on it opens the request. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }
`;

const Meta = styled.p`
  grid-area: meta;
  min-width: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: anywhere;
`;

const Excerpt = styled.p`
  grid-area: excerpt;
  min-width: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;

  [data-unread='true'] & {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Received = styled.p`
  grid-area: received;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  white-space: nowrap;
  text-align: end;

  ${({ theme }) => theme.media.mobile} {
    text-align: start;
  }
`;

const Status = styled.div`
  grid-area: status;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

type QuoteRequestListProps = {
  messages: readonly QuoteRequestSummary[];
  /** The list's query, so the detail page can lead back to the same filter and page. */
  listSearch: string;
};

/** Quote requests, newest first: who, what about, when, status, follow-up day; unread ones in bold. */
export function QuoteRequestList({ messages, listSearch }: QuoteRequestListProps) {
  const state: QuoteRequestListState = { listSearch };
  const today = localDay();
  return (
    <List aria-label="Quote requests">
      {messages.map((message) => (
        <Row key={message.id} data-unread={message.read ? undefined : 'true'}>
          <Name>
            {!message.read && <VisuallyHidden>Unread</VisuallyHidden>}
            <NameLink to={generatePath(paths.adminQuoteRequest, { id: String(message.id) })} state={state}>
              {message.name}
            </NameLink>
          </Name>
          <Meta>{[message.serviceTitle ?? 'Service not chosen', message.address].join(' · ')}</Meta>
          <Excerpt>{message.excerpt}</Excerpt>
          <Received>
            <time dateTime={message.createdAt}>{formatReceived(message.createdAt)}</time>
          </Received>
          <Status>
            <StatusBadge status={message.status} />
            <QuoteRequestMarks message={message} today={today} />
          </Status>
        </Row>
      ))}
    </List>
  );
}
