import type { Overview } from '@painting-site/gateway/contract/quote-requests';
import {
  ACKNOWLEDGEMENTS_PER_HOUR,
  SKIPPED_ACKNOWLEDGEMENTS_WINDOW_DAYS,
} from '@painting-site/gateway/contract/quote-requests';
import { ProblemNotice } from '@/components/ui/problem-notice.tsx';
import { paths } from '@/config/paths.ts';
import { formatReceived } from '../quote-request-labels.ts';

export function skippedAcknowledgementsWarning({ count, latestAt }: { count: number; latestAt: string }): string {
  const customers = count === 1 ? '1 customer' : `${count} customers`;
  return `${customers} got no “we got your request” e-mail in the last ${SKIPPED_ACKNOWLEDGEMENTS_WINDOW_DAYS} days, the latest ${formatReceived(latestAt)}: the site had sent as many as it may that hour (at most ${ACKNOWLEDGEMENTS_PER_HOUR}, a guard against misuse of the form). Their requests are in your inbox; reply to them yourself.`;
}

/** Tells the owner when customers went without their acknowledgement because the hourly limit was reached. */
export function SkippedAcknowledgements({ skipped }: { skipped: Overview['skippedAcknowledgements'] }) {
  if (!skipped) return null;
  return (
    <ProblemNotice
      problem={skippedAcknowledgementsWarning(skipped)}
      to={paths.adminQuoteRequests}
      link="Open the inbox"
    />
  );
}
