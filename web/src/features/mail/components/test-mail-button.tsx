import { useState } from 'react';
import styled from 'styled-components';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import type { TestMailResult } from '../api/send-test-mail.ts';
import { SendResult } from './send-result.tsx';

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

/** Whether an answer is one the test gave (sent or not) or a failure to ask at all. */
type Answer = { kind: 'result'; result: TestMailResult } | { kind: 'failed'; message: string };

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
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  async function test() {
    setPending(true);
    setAnswer(null);
    try {
      const result = await send();
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
        pendingLabel="Sending the test e-mail…"
        onClick={test}
      >
        Send a test e-mail
      </PendingButton>
      <Hint>{hint}</Hint>
      <Region role="status">
        {answer?.kind === 'result' && <SendResult result={answer.result} />}
        {answer?.kind === 'failed' && <p>The test could not be started: {answer.message}</p>}
      </Region>
    </Block>
  );
}
