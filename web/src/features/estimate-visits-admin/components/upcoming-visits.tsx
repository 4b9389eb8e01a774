import type { UpcomingVisit, UpcomingVisits } from '@painting-site/gateway/contract/estimate-visits';
import { zonedDate } from '@painting-site/gateway/contract/wall-clock';
import { generatePath, Link } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { RuledList, ruledItem } from '@/components/ui/card-list.tsx';
import { ItemTitle } from '@/components/ui/item-card.tsx';
import { EmptyNote, PageSection } from '@/components/ui/page-section.tsx';
import { Tag } from '@/components/ui/tag.tsx';
import { paths } from '@/config/paths.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { formatVisitStart, zoneWords } from '@/lib/visit-time-words.ts';
import { getUpcomingVisits } from '../api/get-upcoming-visits.ts';
import { townOf } from '../visit-place.ts';

/** Visits the overview lists; the request list's tags show the rest. */
export const OVERVIEW_VISITS_SHOWN = 5;
export const NO_VISITS_NOTE =
  'No visits booked. Customers book them after sending a quote request, or you book one on a request.';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${ruledItem}
`;

const What = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: anywhere;
`;

function VisitItem({ visit, timeZone, today }: { visit: UpcomingVisit; timeZone: string; today: string }) {
  const isToday = zonedDate(Date.parse(visit.start), timeZone) === today;
  return (
    <Item>
      <ItemTitle>
        <time dateTime={visit.start}>{formatVisitStart(visit.start, timeZone)}</time>
        {isToday && <Tag $tone="highlight">Today</Tag>}
        {visit.status === 'booked' && <Tag>Not confirmed</Tag>}
      </ItemTitle>
      <Link to={generatePath(paths.adminQuoteRequest, { id: String(visit.quoteRequestId) })}>{visit.name}</Link>
      <What>{[visit.serviceTitle ?? 'Service not chosen', townOf(visit.address)].filter(Boolean).join(' · ')}</What>
    </Item>
  );
}

function VisitsContent({ upcoming }: { upcoming: UpcomingVisits }) {
  const { timeZone, visits } = upcoming;
  const today = zonedDate(Date.now(), timeZone);
  if (visits.length === 0) return <EmptyNote>{NO_VISITS_NOTE}</EmptyNote>;
  return (
    <>
      <p>Times in {zoneWords(timeZone)}.</p>
      <RuledList aria-label="Visits">
        {visits.slice(0, OVERVIEW_VISITS_SHOWN).map((visit) => (
          <VisitItem key={visit.id} visit={visit} timeZone={timeZone} today={today} />
        ))}
      </RuledList>
    </>
  );
}

/** The overview's next few estimate visits, today's first, each a link to its request. */
export function UpcomingVisitsPanel() {
  const upcoming = useLoaded('the coming visits', 'upcoming-visits', getUpcomingVisits);
  return (
    <PageSection title="Visits today and coming">
      <AsyncContent resource={upcoming} failureAdvice={OWNER_LOAD_ADVICE}>
        {(data) => <VisitsContent upcoming={data} />}
      </AsyncContent>
      <p>
        <Link to={paths.adminVisits}>Visit hours and calendar feed</Link>
      </p>
    </PageSection>
  );
}
