import type { EstimateVisit } from '@painting-site/gateway/contract/estimate-visits';
import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { zonedDate, zonedTime } from '@painting-site/gateway/contract/wall-clock';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FactList } from '@/components/ui/fact-list.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { formatVisitSpan, zoneWords } from '@/lib/visit-time-words.ts';
import { bookVisit, confirmVisit, getVisitZone, moveVisit } from '../api/visit-actions.ts';
import { VISIT_MAIL_LABELS, visitStatusWords } from '../visit-labels.ts';
import { CancelVisitDialog } from './cancel-visit-dialog.tsx';
import { RequestPanel } from './request-panel.tsx';
import { VisitTimeForm } from './visit-time-form.tsx';

export const VISIT_CONFIRMED_MESSAGE = 'Visit confirmed.';
export const VISIT_MOVED_MESSAGE = 'Visit moved. The customer is e-mailed the new time.';
export const VISIT_BOOKED_MESSAGE = 'Visit booked.';
export const NO_VISIT_NOTE = 'No visit booked for this request.';

// Its parts (the time, the form to move it, the buttons) stand further apart than a panel's lines.
const Section = styled(RequestPanel)`
  gap: ${({ theme }) => theme.space.md};

  h2:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type Doing = 'book' | 'move' | 'cancel' | null;

function VisitFacts({ visit, timeZone }: { visit: EstimateVisit; timeZone: string }) {
  const { customerMail } = visit;
  return (
    <FactList>
      <dt>When</dt>
      <dd>
        <time dateTime={visit.start}>{formatVisitSpan(visit.start, visit.end, timeZone)}</time> ({zoneWords(timeZone)})
      </dd>
      <dt>Status</dt>
      <dd>{visitStatusWords(visit)}</dd>
      {visit.cancelReason && (
        <>
          <dt>Reason</dt>
          <dd>{visit.cancelReason}</dd>
        </>
      )}
      <dt>Customer e-mail</dt>
      <dd>
        {VISIT_MAIL_LABELS[customerMail.status]}
        {customerMail.status === 'failed' && customerMail.error && `: ${customerMail.error}`}
      </dd>
    </FactList>
  );
}

type VisitContentProps = {
  message: QuoteRequest;
  timeZone: string;
  onChanged: (visit: EstimateVisit) => void;
  /** Where focus goes once a form or dialog closes. */
  focusHeading: () => void;
};

function VisitContent({ message, timeZone, onChanged, focusHeading }: VisitContentProps) {
  const [doing, setDoing] = useState<Doing>(null);
  const [confirming, setConfirming] = useState(false);
  const { visit } = message;
  const live = visit !== null && visit.status !== 'cancelled';

  function done(changed: EstimateVisit) {
    setDoing(null);
    onChanged(changed);
    focusHeading();
  }

  function close() {
    setDoing(null);
    focusHeading();
  }

  async function confirm() {
    setConfirming(true);
    try {
      onChanged(await confirmVisit(message.id));
      notify.success(VISIT_CONFIRMED_MESSAGE);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      {visit ? <VisitFacts visit={visit} timeZone={timeZone} /> : <Muted>{NO_VISIT_NOTE}</Muted>}
      {live && doing === 'move' && (
        <VisitTimeForm
          timeZone={timeZone}
          initial={{
            date: zonedDate(Date.parse(visit.start), timeZone),
            time: zonedTime(Date.parse(visit.start), timeZone),
          }}
          submitLabel="Move visit"
          pendingLabel="Moving…"
          doneMessage={VISIT_MOVED_MESSAGE}
          send={(start) => moveVisit(message.id, start)}
          onDone={done}
          cancel={{ label: 'Keep the time', onCancel: close }}
        />
      )}
      {!live && doing === 'book' && (
        <VisitTimeForm
          timeZone={timeZone}
          initial={{ date: '', time: '' }}
          submitLabel="Book visit"
          pendingLabel="Booking…"
          doneMessage={VISIT_BOOKED_MESSAGE}
          send={(start) => bookVisit(message.id, start)}
          onDone={done}
          cancel={{ label: 'Not now', onCancel: close }}
        />
      )}
      {doing === null && (
        <Actions>
          {live && visit.status === 'booked' && (
            <PendingButton type="button" pending={confirming} pendingLabel="Confirming…" onClick={() => void confirm()}>
              Confirm visit
            </PendingButton>
          )}
          {live && (
            <>
              <Button type="button" data-variant="secondary" onClick={() => setDoing('move')}>
                Move visit
              </Button>
              <Button type="button" data-variant="danger" onClick={() => setDoing('cancel')}>
                Cancel visit
              </Button>
            </>
          )}
          {!live && (
            <Button type="button" data-variant="secondary" onClick={() => setDoing('book')}>
              Book a visit
            </Button>
          )}
        </Actions>
      )}
      {live && doing === 'cancel' && (
        <CancelVisitDialog requestId={message.id} customer={message.name} onCancelled={done} onClose={close} />
      )}
    </>
  );
}

type RequestVisitProps = {
  message: QuoteRequest;
  onChanged: (visit: EstimateVisit) => void;
};

/**
 * A request's estimate visit, in the business's time zone: when, where it stands, the customer's
 * last e-mail about it; confirm, move or cancel it, or book one when there is none.
 */
export function RequestVisit({ message, onChanged }: RequestVisitProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const zone = useLoaded('the business’s time zone', 'visit-zone', getVisitZone);
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Estimate visit
      </h2>
      <AsyncContent resource={zone} failureAdvice={OWNER_LOAD_ADVICE}>
        {(timeZone) => (
          <VisitContent
            message={message}
            timeZone={timeZone}
            onChanged={onChanged}
            focusHeading={() => headingRef.current?.focus()}
          />
        )}
      </AsyncContent>
    </Section>
  );
}
