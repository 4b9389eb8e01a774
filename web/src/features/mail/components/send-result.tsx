import type { MailTestResult } from '@painting-site/gateway/contract/quote-requests';
import styled from 'styled-components';

const sentAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : sentAt.format(date);
}

// Success and failure differ by word and symbol, not by colour alone; the edge helps the eye.
const Result = styled.div`
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
    <Result data-outcome={result.ok ? 'sent' : 'failed'}>
      <Verdict>
        <span aria-hidden="true">{result.ok ? '✓ ' : '✗ '}</span>
        {result.ok ? 'Sent.' : 'Not sent.'}
      </Verdict>
      <p>{result.message}</p>
      <When>
        <time dateTime={result.at}>{formatAt(result.at)}</time>
      </When>
    </Result>
  );
}
