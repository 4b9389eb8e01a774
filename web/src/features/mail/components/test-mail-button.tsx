import { TrialButton } from '@/components/ui/trial-button.tsx';
import type { TestMailResult } from '../api/send-test-mail.ts';
import { SendResult } from './send-result.tsx';

type TestMailButtonProps = {
  /** Asks the gateway to send the test: through the saved settings, or the ones in the form; null when the form stopped it. */
  send: () => Promise<TestMailResult | null>;
  onResult: (result: TestMailResult) => void;
  hint?: string;
};

/**
 * Sends a test e-mail to the owner and says, in a live region, what the mail server answered.
 * The server may take a while (a slow or unreachable one times out), so the button shows it is busy.
 */
export function TestMailButton({
  send,
  onResult,
  hint = 'It goes to the address your notifications go to. The mail server can take up to 15 seconds to answer.',
}: TestMailButtonProps) {
  return (
    <TrialButton
      label="Send a test e-mail"
      pendingLabel="Sending the test e-mail…"
      hint={hint}
      run={send}
      onResult={onResult}
    >
      {(result) => <SendResult result={result} />}
    </TrialButton>
  );
}
