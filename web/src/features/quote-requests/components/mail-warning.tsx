import type { MailHealth } from '@painting-site/gateway/contract/quote-requests';
import { ProblemNotice } from '@/components/ui/problem-notice.tsx';
import { paths } from '@/config/paths.ts';

export const MAIL_NOT_SET_UP_WARNING = 'E-mail is not set up: new requests are only in this dashboard.';
export const lastSendFailedWarning = (message: string) => `The last e-mail could not be sent: ${message}`;

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
    <ProblemNotice
      problem={problem}
      to={paths.adminMail}
      link={mail.configured ? 'Check the e-mail settings' : 'Connect your mail account in E-mail'}
    />
  );
}
