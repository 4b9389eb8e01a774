import type { BookedVisit, VisitWindows } from '@painting-site/gateway/contract/estimate-visits';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { RadioLabel } from '@/components/ui/radio-group.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { ApiError, isGatewayUnreachable } from '@/lib/api-client.ts';
import { zoneWords } from '@/lib/visit-time-words.ts';
import { windowsOfConflict } from '../visit-conflict.ts';
import { dayWords, ownTimeZone, ownWindowWords, windowWords } from '../visit-time-words.ts';

export const CHOOSE_TIME_MESSAGE = 'Choose a time first.';
export const NOT_REACHED_MESSAGE =
  'We could not reach our server, so nothing has changed yet. Check your connection and try again.';
const UNEXPECTED_MESSAGE = 'Something went wrong, so nothing has changed yet. Please try again, or call us.';
export const NO_WINDOWS_MESSAGE = 'There are no free times to book online just now. We will call you to arrange one.';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Days = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: 0;
  margin: 0;
  border: 0;
`;

const Day = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: 0;
  margin: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
`;

// A whole line, its words wrapping under one another beside the radio.
const Choice = styled(RadioLabel)`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
`;

const OwnTime = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

type VisitPickerProps = {
  /** What the group of times is for, read with it ("Times for your estimate visit"). */
  legend: string;
  windows: VisitWindows;
  submitLabel: string;
  pendingLabel: string;
  /** Books or moves to the chosen window's start; a 409 `window_taken` brings the next free windows. */
  send: (start: string) => Promise<BookedVisit>;
  onDone: (visit: BookedVisit) => void;
  /** The other way out, beside the button ("Call me instead"). */
  children?: ReactNode;
};

/** The free windows as one radio group, a day per fieldset, in the business's zone (and the visitor's own beside). */
export function VisitPicker({
  legend,
  windows: offered,
  submitLabel,
  pendingLabel,
  send,
  onDone,
  children,
}: VisitPickerProps) {
  const [windows, setWindows] = useState(offered);
  const [chosen, setChosen] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ message: string } | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const name = useId();
  const ownZone = ownTimeZone();
  const showOwnTime = ownZone !== windows.timeZone;

  // Each problem (a new object, even with the same words) takes focus, so it is read out where the visitor is.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!chosen) {
      setProblem({ message: CHOOSE_TIME_MESSAGE });
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      onDone(await send(chosen));
    } catch (error) {
      const next = windowsOfConflict(error);
      if (next) {
        // Someone else got there first: the times still free now, and a fresh choice.
        setWindows(next);
        setChosen(null);
      }
      // Nothing reached the server: the choice stays, ready to send again.
      const message = isGatewayUnreachable(error)
        ? NOT_REACHED_MESSAGE
        : error instanceof ApiError
          ? error.message
          : UNEXPECTED_MESSAGE;
      setProblem({ message });
    } finally {
      setPending(false);
    }
  }

  const hasWindows = windows.days.some((day) => day.windows.length > 0);

  return (
    <Form onSubmit={handleSubmit} noValidate>
      {showOwnTime && <p>Times are {zoneWords(windows.timeZone)}.</p>}
      {hasWindows ? (
        <Days>
          <VisuallyHidden as="legend">{legend}</VisuallyHidden>
          {windows.days.map((day) => {
            const dayName = dayWords(day.date);
            return (
              <Day key={day.date}>
                <legend>{dayName}</legend>
                {day.windows.map((window) => (
                  <Choice key={window.start}>
                    <input
                      type="radio"
                      name={name}
                      value={window.start}
                      checked={chosen === window.start}
                      onChange={() => setChosen(window.start)}
                    />
                    {/* The day is in the radio's own name too: a screen reader moving time to time hears it. */}
                    <span>
                      <VisuallyHidden>{dayName}, </VisuallyHidden>
                      {windowWords(window, windows.timeZone)}
                    </span>{' '}
                    {showOwnTime && <OwnTime>({ownWindowWords(window, windows.timeZone, ownZone)} your time)</OwnTime>}
                  </Choice>
                ))}
              </Day>
            );
          })}
        </Days>
      ) : (
        <p>{NO_WINDOWS_MESSAGE}</p>
      )}
      {problem && (
        <FormError ref={problemRef} role="alert" tabIndex={-1}>
          {problem.message}
        </FormError>
      )}
      <Actions>
        {hasWindows && (
          <PendingButton pending={pending} pendingLabel={pendingLabel}>
            {submitLabel}
          </PendingButton>
        )}
        {children}
      </Actions>
    </Form>
  );
}
