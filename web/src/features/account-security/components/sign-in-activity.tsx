import {
  KNOWN_PLACE_DAYS,
  SIGN_IN_EVENTS_SHOWN,
  type SignInActivity,
  type SignInEvent,
} from '@painting-site/gateway/contract/auth';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { ScrollingTable } from '@/components/ui/data-table.tsx';
import { Moment } from '@/components/ui/moment.tsx';
import { EmptyNote, PageSection } from '@/components/ui/page-section.tsx';
import { Tag } from '@/components/ui/tag.tsx';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getSignInActivity } from '../api/get-sign-in-activity.ts';
import { outcomeInWords } from '../sign-in-words.ts';

export const ACTIVITY_TITLE = 'Sign-in activity';
export const ACTIVITY_CAPTION = 'Recent sign-in activity';
const TABLE_MIN_WIDTH = '40rem';
const COLUMNS = { time: 'Time', result: 'Result', username: 'Username', address: 'Address', browser: 'Browser' };
const ACTIVITY_LEAD = `The last ${SIGN_IN_EVENTS_SHOWN} sign-ins and failed attempts, newest first. "New place" marks a sign-in from a place not seen in the last ${KNOWN_PLACE_DAYS} days: if it was not you, sign that session out and change your password.`;

// Five columns do not fit a narrow window: there the table keeps its width and scrolls sideways
// in its own focusable region (keyboard users scroll it with the arrow keys); on a phone each
// sign-in becomes a card of labelled lines instead, with nothing cut off.
const Table = styled(ScrollingTable)`
  font-size: ${({ theme }) => theme.fontSizes.small};

  th,
  td {
    /* Only a word longer than its column breaks (an IPv6 address), never an IPv4 one mid-number. */
    overflow-wrap: break-word;
  }
`;

const Result = styled.td`
  font-weight: 600;

  &[data-outcome='wrong_password'],
  &[data-outcome='wrong_code'],
  &[data-outcome='throttled'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const NewPlace = styled(Tag)`
  margin-inline-start: ${({ theme }) => theme.space.sm};
`;

const NoUsername = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-style: italic;
`;

function EventRow({ event }: { event: SignInEvent }) {
  return (
    <tr>
      <th scope="row" data-label={COLUMNS.time}>
        <span>
          <Moment at={event.at} />
        </span>
      </th>
      <Result data-outcome={event.outcome} data-label={COLUMNS.result}>
        <span>
          {outcomeInWords(event)}
          {event.outcome === 'signed_in' && event.newPlace && <NewPlace $tone="highlight">New place</NewPlace>}
        </span>
      </Result>
      <td data-label={COLUMNS.username}>
        {event.username === '' ? <NoUsername>None given</NoUsername> : <span>{event.username}</span>}
      </td>
      <td data-label={COLUMNS.address}>
        <span>{event.address}</span>
      </td>
      <td data-label={COLUMNS.browser}>
        <span>{event.browser}</span>
      </td>
    </tr>
  );
}

function ActivityTable({ events }: { events: readonly SignInEvent[] }) {
  if (events.length === 0) return <EmptyNote>No sign-ins recorded yet.</EmptyNote>;
  return (
    <Table caption={ACTIVITY_CAPTION} columns={Object.values(COLUMNS)} minWidth={TABLE_MIN_WIDTH} data-cards="records">
      {events.map((event, index) => (
        // Events have no id; the list is replaced whole, never reordered in place.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <EventRow key={index} event={event} />
      ))}
    </Table>
  );
}

/** The latest sign-ins and failed attempts: when, how it went, as whom, from where and what. */
export function SignInActivitySection() {
  const activity = useLoaded('the sign-in activity', 'account-activity', getSignInActivity);
  return (
    <PageSection title={ACTIVITY_TITLE} lead={ACTIVITY_LEAD}>
      <AsyncContent resource={activity} failureAdvice={OWNER_LOAD_ADVICE}>
        {(data: SignInActivity) => <ActivityTable events={data.events} />}
      </AsyncContent>
    </PageSection>
  );
}
