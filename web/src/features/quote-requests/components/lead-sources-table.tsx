import { SOURCES_WINDOW_DAYS } from '@painting-site/gateway/contract/quote-requests';
import styled from 'styled-components';
import { EmptyNote, PageSection } from '@/components/ui/page-section.tsx';

export const SOURCES_TITLE = `Where requests came from (last ${SOURCES_WINDOW_DAYS} days)`;

const Table = styled.table`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.measure};
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    overflow-wrap: anywhere;
  }

  thead th {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }

  tbody th {
    font-weight: 400;
  }

  td {
    font-variant-numeric: tabular-nums;
    text-align: end;
  }

  thead th:last-child {
    text-align: end;
  }
`;

/** The last weeks' requests by source (campaign, referring site or "direct"), most first: a table, not a chart. */
export function LeadSourcesTable({ sources }: { sources: readonly { source: string; count: number }[] }) {
  return (
    <PageSection title={SOURCES_TITLE}>
      {sources.length === 0 ? (
        <EmptyNote>No quote requests in the last {SOURCES_WINDOW_DAYS} days.</EmptyNote>
      ) : (
        <Table aria-label="Quote requests by source">
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Requests</th>
            </tr>
          </thead>
          <tbody>
            {sources.map(({ source, count }) => (
              <tr key={source}>
                <th scope="row">{source}</th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </PageSection>
  );
}
