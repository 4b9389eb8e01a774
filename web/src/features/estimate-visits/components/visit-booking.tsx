import type { BookedVisit } from '@painting-site/gateway/contract/estimate-visits';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { bookVisit } from '../api/book-visit.ts';
import { visitWindowsAhead, type WindowsAnswer } from '../prefetched-windows.ts';
import { BookedTime } from './booked-time.tsx';
import { VisitPicker } from './visit-picker.tsx';

export const BOOK_VISIT_HEADING = 'Book your free estimate visit';
export const CALL_ME_LABEL = 'Call me instead';
export const CALL_ME_ANSWER = 'No problem: we will arrange a time for the visit when we reply.';
export const EMAILED_DETAILS = 'We e-mailed you the details.';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  [tabindex='-1']:focus {
    outline: none;
  }
`;

type VisitBookingProps = {
  /**
   * The request just sent: its receipt's visitToken (the key to book for it), and the e-mail
   * address the booking's details go to, when the visitor gave one.
   */
  request: { visitToken: string; email: string };
};

/**
 * Offered with the quote request's confirmation: the next free windows to book the estimate visit
 * in, or "call me instead". Nothing at all when online booking is off, full, or out of reach: the
 * confirmation's own words (we will reply) stand.
 */
export function VisitBooking({ request }: VisitBookingProps) {
  const { visitToken: token } = request;
  const [ahead] = useState(visitWindowsAhead);
  // Asked for as the visitor pressed Send: usually here already, so the picker comes with the confirmation.
  const [answer, setAnswer] = useState<WindowsAnswer | undefined>(ahead.settled);
  const [outcome, setOutcome] = useState<{ booked: BookedVisit } | 'call' | null>(null);
  const headingId = useId();
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let current = true;
    if (!answer) void ahead.promise.then((settled) => current && setAnswer(settled));
    return () => {
      current = false;
    };
  }, [ahead, answer]);

  // The picker the visitor was in is gone: focus goes to what replaced it, and is read out.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const windows = answer?.windows;
  const offered = windows?.enabled && windows.days.some((day) => day.windows.length > 0);
  if (!outcome && !offered) return null;

  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{BOOK_VISIT_HEADING}</h3>
      {outcome === 'call' && (
        <p ref={outcomeRef} tabIndex={-1}>
          {CALL_ME_ANSWER}
        </p>
      )}
      {outcome && outcome !== 'call' && (
        <>
          <BookedTime ref={outcomeRef} visit={outcome.booked} lead="Booked:" />
          {request.email !== '' && <p>{EMAILED_DETAILS}</p>}
        </>
      )}
      {!outcome && windows && (
        <VisitPicker
          legend="Times for your estimate visit"
          windows={windows}
          submitLabel="Book this time"
          pendingLabel="Booking…"
          send={(start) => bookVisit({ token, start })}
          onDone={(booked) => setOutcome({ booked })}
        >
          <Button type="button" data-variant="secondary" onClick={() => setOutcome('call')}>
            {CALL_ME_LABEL}
          </Button>
        </VisitPicker>
      )}
    </Section>
  );
}
