import type { MailTestResult } from '@painting-site/gateway/contract/quote-requests';
import styled from 'styled-components';
import { TrialOutcome } from '@/components/ui/trial-button.tsx';

const sentAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : sentAt.format(date);
}

const Verdict = styled.p`
  font-weight: 700;
`;

const When = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** How one send went: "Sent" or "Not sent", the mail server's answer in plain words, and when. */
export function SendResult({ result }: { result: MailTestResult }) {
  return (
    <TrialOutcome data-outcome={result.ok ? 'sent' : 'failed'}>
      <Verdict>
        <span aria-hidden="true">{result.ok ? '✓ ' : '✗ '}</span>
        {result.ok ? 'Sent.' : 'Not sent.'}
      </Verdict>
      <p>{result.message}</p>
      <When>
        <time dateTime={result.at}>{formatAt(result.at)}</time>
      </When>
    </TrialOutcome>
  );
}
