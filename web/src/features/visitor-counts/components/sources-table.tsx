import type { VisitorSource } from '@painting-site/gateway/contract/visitor-counts';
import { CellNote } from '@/components/ui/data-table.tsx';
import { conversionRate, SOURCE_KIND_WORDS } from '../visitor-words.ts';
import { FiguresTable } from './figures-table.tsx';

export const SOURCES_CAPTION = 'Visitors and requests by source';
const COLUMNS = {
  source: 'Source',
  visitors: 'Visitors',
  started: 'Quote forms started',
  sent: 'Requests sent',
  rate: 'Sent per visitor',
  calls: 'Call taps',
  texts: 'Text taps',
} as const;

function SourceRow({ source }: { source: VisitorSource }) {
  const kind = SOURCE_KIND_WORDS[source.kind];
  return (
    <tr>
      <th scope="row">
        {source.name}
        {kind && <CellNote>{kind}</CellNote>}
      </th>
      <td data-label={COLUMNS.visitors}>{source.visitors}</td>
      <td data-label={COLUMNS.started}>{source.formsStarted}</td>
      <td data-label={COLUMNS.sent}>{source.requestsSent}</td>
      <td data-label={COLUMNS.rate}>{conversionRate(source.requestsSent, source.visitors)}</td>
      <td data-label={COLUMNS.calls}>{source.callTaps}</td>
      <td data-label={COLUMNS.texts}>{source.textTaps}</td>
    </tr>
  );
}

/** Each source's way from visit to request: visitors → forms started → requests sent, the rate, and the taps. */
export function SourcesTable({ sources }: { sources: readonly VisitorSource[] }) {
  return (
    <FiguresTable caption={SOURCES_CAPTION} columns={COLUMNS}>
      {sources.map((source) => (
        <SourceRow key={`${source.kind} ${source.name}`} source={source} />
      ))}
    </FiguresTable>
  );
}
