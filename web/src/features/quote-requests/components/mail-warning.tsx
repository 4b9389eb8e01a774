import type { MailHealth } from '@painting-site/gateway/contract/quote-requests';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths.ts';

export const MAIL_NOT_SET_UP_WARNING = 'E-mail is not set up: new requests are only in this dashboard.';
export const lastSendFailedWarning = (message: string) => `The last e-mail could not be sent: ${message}`;

const Warning = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.tapTarget};
    font-weight: 600;
  }
`;

const Title = styled.p`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** What is wrong with the site's e-mail, if anything, in the owner's words. */
function mailProblem(mail: MailHealth): string | null {
  if (!mail.configured) return MAIL_NOT_SET_UP_WARNING;
  if (mail.lastSend && !mail.lastSend.ok) return lastSendFailedWarning(mail.lastSend.message);
  return null;
}

/** A warning on the overview when e-mail is not set up or the last send failed; nothing when mail works. */
export function MailWarning({ mail }: { mail: MailHealth }) {
  const problem = mailProblem(mail);
  if (!problem) return null;
  return (
    <Warning>
      <Title>
        <span aria-hidden="true">⚠ </span>
        {problem}
      </Title>
      <Link to={paths.adminMail}>
        {mail.configured ? 'Check the e-mail settings' : 'Connect your mail account in E-mail'}
      </Link>
    </Warning>
  );
}
