import type { BackupDestinationTestResult } from '@painting-site/gateway/contract/backup-destination';
import { TrialButton, TrialOutcome } from '@/components/ui/trial-button.tsx';

type DestinationTestButtonProps = {
  /** Asks the gateway to try the typed destination; null when the form stopped it (a field to fix first). */
  test: () => Promise<BackupDestinationTestResult | null>;
  onResult: (result: BackupDestinationTestResult) => void;
};

/** "Test": restic tries the typed destination, saving nothing, and the storage's answer is read out in a live region. */
export function DestinationTestButton({ test, onResult }: DestinationTestButtonProps) {
  return (
    <TrialButton
      label="Test"
      pendingLabel="Testing…"
      hint="Tries the settings above without saving them. The storage can take up to a minute to answer."
      run={test}
      onResult={onResult}
    >
      {(result) => (
        <TrialOutcome data-outcome={result.ok ? 'reached' : 'failed'}>
          <p>
            <strong>
              <span aria-hidden="true">{result.ok ? '✓ ' : '✗ '}</span>
              {result.ok ? 'It works.' : 'It does not work yet.'}
            </strong>
          </p>
          <p>{result.message}</p>
        </TrialOutcome>
      )}
    </TrialButton>
  );
}
