import type { VisitorFigures, VisitorWeek } from '@painting-site/gateway/contract/visitor-counts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FigureCard, FigureCards, FigureNote, FigureValue } from '@/components/ui/figure-cards.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { getVisitorWeek } from '../api/get-visitor-week.ts';
import { type Change, changeOnLastWeek } from '../visitor-words.ts';

export const WEEK_TITLE = 'Visitors this week';
export const WEEK_LIST_LABEL = 'This week against last week';
export const WEEK_UNAVAILABLE_NOTE = 'This week’s visitor figures could not be loaded just now.';
export const VISITORS_LINK = 'See visitors and where they came from';

/** The arrow beside the words: decoration, the words say the change. */
const SIGNS: Record<Change['direction'], string> = { up: '▲', down: '▼', same: '=', new: '+' };

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const SHOWN = [
  ['visitors', 'visitors'],
  ['pageViews', 'page views'],
  ['requestsSent', 'requests sent'],
] as const satisfies readonly (readonly [keyof VisitorFigures, string])[];

function WeekFigures({ week }: { week: VisitorWeek }) {
  return (
    <FigureCards aria-label={WEEK_LIST_LABEL} data-spread="true">
      {SHOWN.map(([key, label]) => {
        const change = changeOnLastWeek(week.thisWeek[key], week.lastWeek[key]);
        return (
          <FigureCard key={key}>
            <span>
              <FigureValue>{week.thisWeek[key]}</FigureValue> {label}
            </span>
            <FigureNote>
              <span aria-hidden="true">{SIGNS[change.direction]}</span> {change.words}
            </FigureNote>
          </FigureCard>
        );
      })}
    </FigureCards>
  );
}

type WeekState = { status: 'loading' } | { status: 'ready'; week: VisitorWeek } | { status: 'failed' };

/**
 * The overview's "Visitors this week": visitors, page views and requests sent against last week,
 * and the way to the Visitors section. Loaded on its own, not through useLoaded: a failure here
 * is a quiet line, with no toast and no retry block, so the rest of the overview is undisturbed.
 */
export function VisitorsWeekSummary() {
  const [state, setState] = useState<WeekState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getVisitorWeek(controller.signal).then(
      (week) => {
        if (!controller.signal.aborted) setState({ status: 'ready', week });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <PageSection title={WEEK_TITLE}>
      {state.status === 'loading' && <Spinner label="Loading this week’s visitors" />}
      {state.status === 'ready' && <WeekFigures week={state.week} />}
      {state.status === 'failed' && <Quiet>{WEEK_UNAVAILABLE_NOTE}</Quiet>}
      <p>
        <Link to={paths.adminVisitors}>{VISITORS_LINK}</Link>
      </p>
    </PageSection>
  );
}
