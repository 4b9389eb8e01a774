import { arrivalSourceName, type CountedSource, type VisitorSource } from '../../contract/visitor-counts.ts';
import type { EstimatesOfSource } from '../estimates/index.ts';
import { noFigures } from './visitor-figures.ts';

const keyOf = (source: { kind: string; name: string }) => `${source.kind}\n${source.name}`;

/**
 * The period's sources with their requests' estimates: each estimate's request named by the
 * visitors' own rule (arrivalSourceName, the site's hosts counting as no referrer), so it lands in
 * the row its visitor was counted in. A source whose estimates came in the period but none of whose
 * visitors did (the request came before it, or the day counted them among OTHER_SOURCES) gets a row
 * of its own after the counted ones: the money is never left out. These rows are as many as the
 * estimates the owner sent or won, so they need no cut.
 */
export function withEstimates(
  counted: readonly CountedSource[],
  estimates: readonly EstimatesOfSource[],
  ownHosts: readonly string[],
): VisitorSource[] {
  const rows: VisitorSource[] = counted.map((source) => ({ ...source, estimatesSent: 0, wonCents: 0 }));
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  const added: VisitorSource[] = [];
  for (const { utmSource, referrer, sent, wonCents } of estimates) {
    const name = arrivalSourceName({ utmSource, referrerHost: referrer }, ownHosts);
    let row = byKey.get(keyOf(name));
    if (!row) {
      row = { ...name, ...noFigures(), estimatesSent: 0, wonCents: 0 };
      byKey.set(keyOf(name), row);
      added.push(row);
    }
    row.estimatesSent += sent;
    row.wonCents += wonCents;
  }
  added.sort((a, b) => b.estimatesSent - a.estimatesSent || b.wonCents - a.wonCents || a.name.localeCompare(b.name));
  return [...rows, ...added];
}
