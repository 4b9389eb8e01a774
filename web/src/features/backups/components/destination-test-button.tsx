import type { BackupDestinationTestResult } from '@painting-site/gateway/contract/backup-destination';
import { useState } from 'react';
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

// Reached or not differ by word and symbol, not by colour alone; the edge helps the eye.
const Result = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.measure};
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

type Answer = { kind: 'result'; result: BackupDestinationTestResult } | { kind: 'failed'; message: string };

type DestinationTestButtonProps = {
  /** Asks the gateway to try the typed destination; null when the form stopped it (a field to fix first). */
  test: () => Promise<BackupDestinationTestResult | null>;
  onResult: (result: BackupDestinationTestResult) => void;
};

/** "Test": restic tries the typed destination, saving nothing, and the storage's answer is read out in a live region. */
export function DestinationTestButton({ test, onResult }: DestinationTestButtonProps) {
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  async function run() {
    setPending(true);
    setAnswer(null);
    try {
      const result = await test();
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
      <PendingButton type="button" data-variant="secondary" pending={pending} pendingLabel="Testing…" onClick={run}>
        Test
      </PendingButton>
      <Hint>Tries the settings above without saving them. The storage can take up to a minute to answer.</Hint>
      <div role="status">
        {answer?.kind === 'result' && (
          <Result data-outcome={answer.result.ok ? 'reached' : 'failed'}>
            <p>
              <strong>
                <span aria-hidden="true">{answer.result.ok ? '✓ ' : '✗ '}</span>
                {answer.result.ok ? 'It works.' : 'It does not work yet.'}
              </strong>
            </p>
            <p>{answer.result.message}</p>
          </Result>
        )}
        {answer?.kind === 'failed' && <p>The test could not be started: {answer.message}</p>}
      </div>
    </Block>
  );
}
