import {
  type MessageCounts,
  REQUEST_STATUSES,
  type RequestStatus,
} from '@painting-site/gateway/contract/quote-requests';
import styled from 'styled-components';
import { FilterChipLink } from '@/components/ui/filter-chip.tsx';
import { paths } from '@/config/paths.ts';
import type { MessageQuery } from '../api/get-messages.ts';
import { STATUS_LABELS } from '../message-labels.ts';
import { messageQueryString } from '../message-query.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

const Count = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 400;
`;

type StatusFilterProps = {
  query: MessageQuery;
  /** Per status; unknown until the first page has loaded. */
  counts: MessageCounts | undefined;
};

/** All / New / Contacted / …, each with its count; the search words stay, the page starts over. */
export function StatusFilter({ query, counts }: StatusFilterProps) {
  const total = counts ? REQUEST_STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const choices: { status: RequestStatus | null; label: string; count: number | undefined }[] = [
    { status: null, label: 'All', count: total },
    ...REQUEST_STATUSES.map((status) => ({ status, label: STATUS_LABELS[status], count: counts?.[status] })),
  ];

  return (
    <nav aria-label="Filter requests">
      <List>
        {choices.map(({ status, label, count }) => (
          <li key={label}>
            <FilterChipLink
              data-size="compact"
              to={{ pathname: paths.adminMessages, search: messageQueryString({ status, q: query.q, page: 1 }) }}
              aria-current={query.status === status ? 'true' : undefined}
            >
              {label}
              {count !== undefined && <Count>{count}</Count>}
            </FilterChipLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
