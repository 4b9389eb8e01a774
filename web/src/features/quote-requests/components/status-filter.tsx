import {
  QUOTE_REQUEST_STATUS_LABELS,
  QUOTE_REQUEST_STATUSES,
  type QuoteRequestCounts,
  type QuoteRequestFolder,
  type QuoteRequestStatus,
} from '@painting-site/gateway/contract/quote-requests';
import styled from 'styled-components';
import { FilterChipLink } from '@/components/ui/filter-chip.tsx';
import { paths } from '@/config/paths.ts';
import type { QuoteRequestQuery } from '../api/get-quote-requests.ts';
import { quoteRequestQueryString } from '../quote-request-query.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

// The spam folder is not a status: set a little apart from the inbox's choices.
const FolderItem = styled.li`
  margin-inline-start: ${({ theme }) => theme.space.md};
`;

const Count = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 400;
`;

type StatusFilterProps = {
  query: QuoteRequestQuery;
  /** Per status; unknown until the first page has loaded. */
  counts: QuoteRequestCounts | undefined;
};

type Choice = {
  folder: QuoteRequestFolder;
  status: QuoteRequestStatus | null;
  label: string;
  count: number | undefined;
};

/**
 * All / New / Contacted / … in the inbox, each with its count, and the spam folder with its size;
 * the search words stay, the page starts over.
 */
export function StatusFilter({ query, counts }: StatusFilterProps) {
  const total = counts ? QUOTE_REQUEST_STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const statuses: Choice[] = [
    { folder: 'inbox', status: null, label: 'All', count: total },
    ...QUOTE_REQUEST_STATUSES.map((status) => ({
      folder: 'inbox' as const,
      status,
      label: QUOTE_REQUEST_STATUS_LABELS[status],
      count: counts?.[status],
    })),
  ];
  const spam: Choice = { folder: 'spam', status: null, label: 'Spam', count: counts?.spam };

  const chip = ({ folder, status, label, count }: Choice) => (
    <FilterChipLink
      data-size="compact"
      to={{
        pathname: paths.adminQuoteRequests,
        search: quoteRequestQueryString({ folder, status, q: query.q, page: 1 }),
      }}
      aria-current={query.folder === folder && query.status === status ? 'true' : undefined}
    >
      {label}
      {count !== undefined && <Count>{folder === 'spam' ? `(${count})` : count}</Count>}
    </FilterChipLink>
  );

  return (
    <nav aria-label="Filter requests">
      <List>
        {statuses.map((choice) => (
          <li key={choice.label}>{chip(choice)}</li>
        ))}
        <FolderItem>{chip(spam)}</FolderItem>
      </List>
    </nav>
  );
}
