import { formatMoney } from '@painting-site/gateway/contract/estimates';
import type { VisitorReport, VisitorSource } from '@painting-site/gateway/contract/visitor-counts';
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
  estimates: 'Estimates sent',
  won: 'Value won',
  calls: 'Call taps',
  texts: 'Text taps',
} as const;
/** Nine columns: from this width down they scroll (on a phone each row is a card instead). */
const SOURCES_TABLE_MIN_WIDTH = '48rem';

type Money = VisitorReport['money'];

function SourceRow({ source, money }: { source: VisitorSource; money: Money }) {
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
      <td data-label={COLUMNS.estimates}>{source.estimatesSent}</td>
      <td data-label={COLUMNS.won}>{formatMoney(source.wonCents, money.currency, money.locale)}</td>
      <td data-label={COLUMNS.calls}>{source.callTaps}</td>
      <td data-label={COLUMNS.texts}>{source.textTaps}</td>
    </tr>
  );
}

/**
 * Each source's way from visit to money: visitors → forms started → requests sent and the rate,
 * then the estimates its requests were sent and the value of those won, and the taps. Amounts are
 * written in the site's currency and locale (the estimate settings, as the report gives them).
 */
export function SourcesTable({ sources, money }: { sources: readonly VisitorSource[]; money: Money }) {
  return (
    <FiguresTable caption={SOURCES_CAPTION} columns={COLUMNS} minWidth={SOURCES_TABLE_MIN_WIDTH}>
      {sources.map((source) => (
        <SourceRow key={`${source.kind} ${source.name}`} source={source} money={money} />
      ))}
    </FiguresTable>
  );
}
