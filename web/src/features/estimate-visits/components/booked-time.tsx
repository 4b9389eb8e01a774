import type { BookedVisit } from '@painting-site/gateway/contract/estimate-visits';
import type { Ref } from 'react';
import { zoneWords } from '@/lib/visit-time-words.ts';
import { visitWords } from '../visit-time-words.ts';

type BookedTimeProps = {
  visit: BookedVisit;
  /** The words before the time: "Booked:", "Moved to:". */
  lead: string;
  /** The line, so focus can move to it once it replaces the picker. */
  ref?: Ref<HTMLParagraphElement>;
};

/** "Booked: Tuesday, December 1, 9:00 – 10:00 AM (Los Angeles time)". */
export function BookedTime({ visit, lead, ref }: BookedTimeProps) {
  return (
    <p ref={ref} tabIndex={-1}>
      <strong>{lead}</strong> <time dateTime={visit.start}>{visitWords(visit, visit.timeZone)}</time>{' '}
      {`(${zoneWords(visit.timeZone)})`}
    </p>
  );
}
