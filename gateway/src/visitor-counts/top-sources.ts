import {
  type CountedSource,
  OTHER_SOURCES,
  SOURCES_PER_DAY_MAX,
  type VisitorCampaign,
  type VisitorSourceKind,
} from '../../contract/visitor-counts.ts';
import { addFigures, noFigures } from './visitor-figures.ts';

/*
 * A flood of made-up referrers or utm_sources must grow neither the totals nor the owner's
 * answer: a day (today's as folded ones) and a period keep the same SOURCES_PER_DAY_MAX rows.
 * A row already named OTHER_SOURCES (a folded day's rest) joins the rest, so a period whose days
 * each kept their own biggest is cut again the same way, with one OTHER_SOURCES row.
 */

/** The SOURCES_PER_DAY_MAX sources with the most visitors (given most first), then the rest summed under OTHER_SOURCES, one row per kind. */
export function keepTopSources(sources: readonly CountedSource[]): CountedSource[] {
  const kept: CountedSource[] = [];
  const others = new Map<VisitorSourceKind, CountedSource>();
  for (const source of sources) {
    if (source.name !== OTHER_SOURCES && kept.length < SOURCES_PER_DAY_MAX) {
      kept.push(source);
      continue;
    }
    const other = others.get(source.kind) ?? { kind: source.kind, name: OTHER_SOURCES, ...noFigures() };
    others.set(source.kind, addFigures(other, source));
  }
  return [...kept, ...others.values()];
}

/** The same for campaigns, by source, medium and campaign: the rest summed in one row. */
export function keepTopCampaigns(campaigns: readonly VisitorCampaign[]): VisitorCampaign[] {
  const kept: VisitorCampaign[] = [];
  let others: VisitorCampaign | undefined;
  for (const campaign of campaigns) {
    if (campaign.source !== OTHER_SOURCES && kept.length < SOURCES_PER_DAY_MAX) {
      kept.push(campaign);
      continue;
    }
    others ??= { source: OTHER_SOURCES, medium: '', campaign: '', ...noFigures() };
    addFigures(others, campaign);
  }
  return others ? [...kept, others] : kept;
}
