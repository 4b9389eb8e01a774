import type { MailTestResult } from '@painting-site/gateway/contract/quote-requests';
import { useState } from 'react';
import styled from 'styled-components';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { sendTestMail } from '../api/send-test-mail.ts';
import { SendResult } from './send-result.tsx';

const Block = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
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
type Answer = { kind: 'result'; result: MailTestResult } | { kind: 'failed'; message: string };

/**
 * Sends a test e-mail to the owner and says, in a live region, what the mail server answered.
 * The server may take a while (a slow or unreachable one times out), so the button shows it is busy.
 */
export function TestMailButton({ onResult }: { onResult: (result: MailTestResult) => void }) {
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  async function send() {
    setPending(true);
    setAnswer(null);
    try {
      const result = await sendTestMail();
      setAnswer({ kind: 'result', result });
      onResult(result);
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
      <PendingButton type="button" pending={pending} pendingLabel="Sending the test e-mail…" onClick={send}>
        Send a test e-mail
      </PendingButton>
      <Hint>It goes to the address your notifications go to. The mail server can take up to 15 seconds to answer.</Hint>
      <Region role="status">
        {answer?.kind === 'result' && <SendResult result={answer.result} />}
        {answer?.kind === 'failed' && <p>The test could not be started: {answer.message}</p>}
      </Region>
    </Block>
  );
}
