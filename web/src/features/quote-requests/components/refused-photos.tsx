import type { Overview } from '@painting-site/gateway/contract/quote-requests';
import { SKIPPED_ACKNOWLEDGEMENTS_WINDOW_DAYS } from '@painting-site/gateway/contract/quote-requests';
import { ProblemNotice } from '@/components/ui/problem-notice.tsx';
import { paths } from '@/config/paths.ts';
import { formatReceived } from '../quote-request-labels.ts';

type RefusedPhotosFigures = NonNullable<Overview['refusedPhotos']>;

export function refusedPhotosWarning({ count, latestAt, storageFull }: RefusedPhotosFigures): string {
  const photos = count === 1 ? '1 photo' : `${count} photos`;
  const why = storageFull
    ? 'the room for customers’ photos is full. Delete old requests you no longer need (their photos go with them) to make room.'
    : 'many photos were being sent at once without a request, perhaps by a robot.';
  return `Visitors could not add ${photos} to their requests in the last ${SKIPPED_ACKNOWLEDGEMENTS_WINDOW_DAYS} days, the latest ${formatReceived(latestAt)}: ${why} They were asked to send their request without them.`;
}

/** Tells the owner when visitors' photos were refused for want of room. */
export function RefusedPhotos({ refused }: { refused: Overview['refusedPhotos'] }) {
  if (!refused) return null;
  return <ProblemNotice problem={refusedPhotosWarning(refused)} to={paths.adminQuoteRequests} link="Open the inbox" />;
}
