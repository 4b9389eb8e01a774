import { SOURCES_WINDOW_DAYS } from '@painting-site/gateway/contract/quote-requests';
import styled from 'styled-components';
import { DataTable } from '@/components/ui/data-table.tsx';
import { EmptyNote, PageSection } from '@/components/ui/page-section.tsx';

export const SOURCES_TITLE = `Where requests came from (last ${SOURCES_WINDOW_DAYS} days)`;

const Table = styled(DataTable)`
  max-width: ${({ theme }) => theme.sizes.measure};
`;

/** The last weeks' requests by source (campaign, referring site or "direct"), most first: a table, not a chart. */
export function LeadSourcesTable({ sources }: { sources: readonly { source: string; count: number }[] }) {
  return (
    <PageSection title={SOURCES_TITLE}>
      {sources.length === 0 ? (
        <EmptyNote>No quote requests in the last {SOURCES_WINDOW_DAYS} days.</EmptyNote>
      ) : (
        <Table aria-label="Quote requests by source" data-figures="true">
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
