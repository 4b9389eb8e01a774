import type { CustomerMailSending } from '@painting-site/gateway/contract/customer-mail';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths.ts';

/** Why the automatic e-mails cannot go out yet, where to put it right, and the link's words. */
export const SENDING_PROBLEMS: Record<
  Exclude<CustomerMailSending, 'ready'>,
  { words: string; to: string; link: string }
> = {
  'mail-not-set-up': {
    words: 'E-mail is not set up yet: follow-ups and review requests wait, and go out once it is.',
    to: paths.adminMail,
    link: 'Set up e-mail',
  },
  'no-sender': {
    words:
      'Follow-ups and review requests wait: they are sent from the business e-mail address, and there is none yet.',
    to: paths.adminBusiness,
    link: 'Add the business e-mail',
  },
};

const Notice = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.tapTarget};
    font-weight: 600;
  }
`;

/** Above the settings while the e-mails cannot go out: they wait, and this says what to do. */
export function SendingNotice({ sending }: { sending: CustomerMailSending }) {
  if (sending === 'ready') return null;
  const problem = SENDING_PROBLEMS[sending];
  return (
    <Notice>
      <p>{problem.words}</p>
      <Link to={problem.to}>{problem.link}</Link>
    </Notice>
  );
}
