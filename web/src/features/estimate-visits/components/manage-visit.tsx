import {
  type BookedVisit,
  VISIT_ERROR_CODES,
  VISIT_MESSAGES,
  type VisitLinkExpired,
  type VisitStatus,
  type VisitWindows,
} from '@painting-site/gateway/contract/estimate-visits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { LoadingText } from '@/components/ui/loading-text.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { ApiError, isGatewayUnreachable } from '@/lib/api-client.ts';
import { zoneWords } from '@/lib/visit-time-words.ts';
import { cancelVisit } from '../api/cancel-visit.ts';
import { getBookedVisit } from '../api/get-booked-visit.ts';
import { getVisitWindows } from '../api/get-visit-windows.ts';
import { moveVisit } from '../api/move-visit.ts';
import { momentWords, visitWords } from '../visit-time-words.ts';
import { BusinessContact, type BusinessContactDetails, telHref } from './business-contact.tsx';
import { NOT_REACHED_MESSAGE, VisitPicker } from './visit-picker.tsx';

export const STATUS_WORDS: Record<VisitStatus, string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};
export const MOVED_MESSAGE = 'Your visit has been moved.';
export const CANCELLED_MESSAGE = 'Your visit has been cancelled.';

const Stack = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.measure};

  [tabindex='-1']:focus {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

/** What went wrong; an expired link comes with whom to call or e-mail instead. */
type Problem = { message: string; canRetry: boolean; contact?: BusinessContactDetails };

type Loaded = { status: 'loading' } | ({ status: 'failed' } & Problem) | { status: 'ready'; visit: BookedVisit };

/** The business's phone and e-mail that a 410 `visit_link_expired` carries. */
function expiredLinkContact(error: ApiError): BusinessContactDetails | undefined {
  if (error.code !== VISIT_ERROR_CODES.linkExpired) return undefined;
  return (error.body as Partial<VisitLinkExpired> | undefined)?.business;
}

/** What went wrong, in the gateway's words when it said something. */
function problemOf(error: unknown): Problem {
  if (isGatewayUnreachable(error)) return { message: NOT_REACHED_MESSAGE, canRetry: true };
  if (error instanceof ApiError) return { message: error.message, canRetry: false, contact: expiredLinkContact(error) };
  return { message: VISIT_MESSAGES.visitNotFound, canRetry: false };
}

/** Why the visit cannot be changed online any more (cancelled, too close, moved too often). */
function lockedWords(visit: BookedVisit, now = Date.now()): string {
  if (visit.status === 'cancelled') return VISIT_MESSAGES.cancelled;
  if (now >= Date.parse(visit.changeableUntil)) return VISIT_MESSAGES.pastCutoff;
  return VISIT_MESSAGES.tooManyMoves;
}

/**
 * The customer's own page for their estimate visit, reached from the e-mails' private link
 * (`/visit#<token>`: the key stays in the fragment, which browsers never send). Shows the booking
 * and, until the cut-off, moves or cancels it; once the link has expired, says so and how to
 * reach the business.
 */
export function ManageVisit() {
  const token = useLocation().hash.slice(1);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [moving, setMoving] = useState<VisitWindows | 'loading' | null>(null);
  const [cancelling, setCancelling] = useState<'asking' | 'sending' | null>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const [notice, setNotice] = useState<{ message: string; alert: boolean } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const load = useCallback(async () => {
    if (!token) {
      setLoaded({ status: 'failed', message: VISIT_MESSAGES.visitNotFound, canRetry: false });
      return;
    }
    setLoaded({ status: 'loading' });
    try {
      setLoaded({ status: 'ready', visit: await getBookedVisit({ token }) });
    } catch (error) {
      setLoaded({ status: 'failed', ...problemOf(error) });
    }
  }, [token]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (cancelling === 'asking') questionRef.current?.focus();
  }, [cancelling]);

  // A change done (or refused) replaces the buttons that were pressed: focus goes to the words saying so.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (loaded.status === 'loading') return <LoadingText />;
  if (loaded.status === 'failed') {
    return (
      <Stack>
        <FormError role="alert">{loaded.message}</FormError>
        {loaded.contact && <BusinessContact business={loaded.contact} />}
        {loaded.canRetry && (
          <Button type="button" onClick={() => void load()}>
            Try again
          </Button>
        )}
      </Stack>
    );
  }

  const { visit } = loaded;
  const zone = `(${zoneWords(visit.timeZone)})`;

  async function startMoving() {
    setNotice(null);
    setMoving('loading');
    try {
      const windows = await getVisitWindows();
      if (windows.enabled) {
        setMoving(windows);
      } else {
        setMoving(null);
        setNotice({ message: VISIT_MESSAGES.bookingOff, alert: true });
      }
    } catch (error) {
      setMoving(null);
      setNotice({ message: problemOf(error).message, alert: true });
    }
  }

  async function cancel() {
    setCancelling('sending');
    try {
      const cancelled = await cancelVisit({ token });
      setLoaded({ status: 'ready', visit: cancelled });
      setNotice({ message: CANCELLED_MESSAGE, alert: false });
    } catch (error) {
      setNotice({ message: problemOf(error).message, alert: true });
    }
    setCancelling(null);
  }

  const changeable = visit.canMove || visit.canCancel;
  const windowsOffered = moving !== null && moving !== 'loading';

  return (
    <Stack>
      <p>
        <strong>When:</strong> <time dateTime={visit.start}>{visitWords(visit, visit.timeZone)}</time> {zone}
      </p>
      <p>
        <strong>Status:</strong> {STATUS_WORDS[visit.status]}
      </p>
      <p>
        <strong>Service:</strong> {visit.serviceTitle ?? 'Not sure yet'}
      </p>
      {notice &&
        (notice.alert ? (
          <FormError ref={noticeRef} role="alert" tabIndex={-1}>
            {notice.message}
          </FormError>
        ) : (
          <p ref={noticeRef} tabIndex={-1} role="status">
            {notice.message}
          </p>
        ))}
      {changeable && (
        <p>
          Change or cancel online until {momentWords(visit.changeableUntil, visit.timeZone)} {zone}.
        </p>
      )}
      {(!visit.canMove || !visit.canCancel) && (
        <p>
          {!changeable && `${lockedWords(visit)} `}
          {/* A business with no phone in its details: the words alone (they already say to call). */}
          {visit.businessPhone && (
            <>
              Call {visit.businessName} on <a href={telHref(visit.businessPhone)}>{visit.businessPhone}</a>.
            </>
          )}
        </p>
      )}
      {moving === 'loading' && <LoadingText />}
      {windowsOffered && (
        <VisitPicker
          legend="New time for your estimate visit"
          windows={moving}
          submitLabel="Move to this time"
          pendingLabel="Moving…"
          send={(start) => moveVisit({ token, start })}
          onDone={(moved) => {
            setMoving(null);
            setLoaded({ status: 'ready', visit: moved });
            setNotice({ message: MOVED_MESSAGE, alert: false });
          }}
        >
          <Button type="button" data-variant="secondary" onClick={() => setMoving(null)}>
            Keep this time
          </Button>
        </VisitPicker>
      )}
      {cancelling && (
        <>
          <p ref={questionRef} tabIndex={-1}>
            <strong>Cancel this visit?</strong> To book another time later, send a new request or call us.
          </p>
          <Actions>
            <PendingButton
              type="button"
              data-variant="danger"
              pending={cancelling === 'sending'}
              pendingLabel="Cancelling…"
              onClick={() => void cancel()}
            >
              Yes, cancel it
            </PendingButton>
            <Button type="button" data-variant="secondary" onClick={() => setCancelling(null)}>
              No, keep it
            </Button>
          </Actions>
        </>
      )}
      {moving === null && !cancelling && changeable && (
        <Actions>
          {visit.canMove && (
            <Button type="button" onClick={() => void startMoving()}>
              Move the visit
            </Button>
          )}
          {visit.canCancel && (
            <Button type="button" data-variant="secondary" onClick={() => setCancelling('asking')}>
              Cancel the visit
            </Button>
          )}
        </Actions>
      )}
    </Stack>
  );
}
