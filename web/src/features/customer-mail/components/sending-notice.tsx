import type { CustomerMailSending } from '@painting-site/gateway/contract/customer-mail';
import { ProblemNotice } from '@/components/ui/problem-notice.tsx';
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

/** Above the settings while the e-mails cannot go out: they wait, and this says what to do. */
export function SendingNotice({ sending }: { sending: CustomerMailSending }) {
  if (sending === 'ready') return null;
  const { words, to, link } = SENDING_PROBLEMS[sending];
  return <ProblemNotice problem={words} to={to} link={link} />;
}
