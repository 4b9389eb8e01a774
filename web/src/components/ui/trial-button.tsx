import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';

const Block = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Region = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.measure};
`;

/** Whether an answer is one the trial gave (it worked or not) or a failure to ask at all. */
type Answer<Result> = { kind: 'result'; result: Result } | { kind: 'failed'; message: string };

type TrialButtonProps<Result> = {
  label: string;
  pendingLabel: string;
  /** What the trial does and how long it may take, under the button. */
  hint: string;
  /** Asks the gateway to try the settings; null when the form stopped it (a field to fix first). */
  run: () => Promise<Result | null>;
  onResult: (result: Result) => void;
  /** How the trial's answer reads. */
  children: (result: Result) => ReactNode;
};

/**
 * A button that tries settings against the outside world (the test e-mail, a backup destination),
 * busy while it waits, and says in a live region what the other side answered, or why the trial
 * could not be asked.
 */
export function TrialButton<Result>({ label, pendingLabel, hint, run, onResult, children }: TrialButtonProps<Result>) {
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<Answer<Result> | null>(null);

  async function start() {
    setPending(true);
    setAnswer(null);
    try {
      const result = await run();
      if (result) {
        setAnswer({ kind: 'result', result });
        onResult(result);
      }
    } catch (error) {
      setAnswer({
        kind: 'failed',
        message: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
      });
      notifyApiError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Block>
      <PendingButton
        type="button"
        data-variant="secondary"
        pending={pending}
        pendingLabel={pendingLabel}
        onClick={start}
      >
        {label}
      </PendingButton>
      <Hint>{hint}</Hint>
      <Region role="status">
        {answer?.kind === 'result' && children(answer.result)}
        {answer?.kind === 'failed' && <p>The test could not be started: {answer.message}</p>}
      </Region>
    </Block>
  );
}

/** A trial's answer: worked or not differ by word and symbol, not by colour alone; the edge helps the eye. */
export const TrialOutcome = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;

  &[data-outcome='failed'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
  }
`;
