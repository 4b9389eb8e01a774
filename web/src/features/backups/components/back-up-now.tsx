import type { BackupProgress } from '@painting-site/gateway/contract/backups';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { progressLabel, stepInWords } from '../backup-words.ts';

const Block = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  max-width: ${({ theme }) => theme.sizes.measure};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Meter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: 24rem;
  font-variant-numeric: tabular-nums;

  progress {
    flex: 1;
    min-width: 0;
    height: 0.75rem;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Live = styled.div`
  width: 100%;
  overflow-wrap: anywhere;
`;

export const BACK_UP_NOW = 'Back up now';
const UNEXPECTED_FAILURE = 'Something went wrong. Please try again.';

type BackUpNowProps = {
  /** The run under way (the owner's, or a scheduled one), or null. */
  running: BackupProgress | null;
  /** How the last run followed here ended, in words; null before one has. */
  outcome: string | null;
  /** The last ask for the run's progress got no answer. */
  outOfTouch: boolean;
  onStart: () => Promise<void>;
};

/** Why the button does nothing right now, read out with it. */
function busyReason(starting: boolean, running: BackupProgress | null): string {
  if (running?.kind === 'check') return 'The backups are being checked. You can back up once that ends.';
  if (running) return 'A backup is under way. You can start another once it ends.';
  return starting ? 'Starting the backup…' : '';
}

/**
 * Starts a backup, then shows its step and, once restic has counted the files, how far it is,
 * and says in a polite live region how it ended. The button stays focusable while busy
 * (aria-disabled, not disabled), so pressing it never throws the keyboard's focus off the page.
 */
export function BackUpNow({ running, outcome, outOfTouch, onStart }: BackUpNowProps) {
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reasonId = useId();
  const busy = starting || running !== null;

  async function start() {
    if (busy) return;
    setStarting(true);
    setFailure(null);
    try {
      await onStart();
    } catch (error) {
      // Said beside the button, in its live region, rather than in a toast: the owner is looking here.
      setFailure(error instanceof ApiError ? error.message : UNEXPECTED_FAILURE);
    } finally {
      setStarting(false);
    }
  }

  return (
    <Block>
      <Button
        type="button"
        data-variant="secondary"
        aria-disabled={busy || undefined}
        aria-describedby={busy ? reasonId : undefined}
        onClick={start}
      >
        {busy && <Spinner size="sm" decorative />}
        {BACK_UP_NOW}
      </Button>
      {busy && <Hint id={reasonId}>{busyReason(starting, running)}</Hint>}
      {running && running.fraction !== null && (
        <Meter>
          <progress value={running.fraction} max={1} aria-label={progressLabel(running)} />
          <span>{Math.round(running.fraction * 100)}%</span>
        </Meter>
      )}
      <Live role="status">
        {running && <p>{stepInWords(running)}</p>}
        {running && outOfTouch && <p>Cannot reach the server to follow it. Trying again…</p>}
        {!running && failure && <p>The backup could not be started: {failure}</p>}
        {!running && !failure && outcome && <p>{outcome}</p>}
      </Live>
    </Block>
  );
}
