import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { requestReview } from '../api/request-review.ts';
import { reviewRequestWords } from '../customer-mail-words.ts';

const CONFLICT_STATUS = 409;
export const REVIEW_ASKED_MESSAGE = 'Review request on its way.';

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Announcement = styled.p`
  &:focus {
    outline: none;
  }
`;

type AskForReviewProps = {
  message: QuoteRequest;
  onSaved: (message: QuoteRequest) => void;
  /** Loads the request again: a refusal means the page no longer shows how things stand. */
  onStale: () => void;
};

/**
 * "Ask for a review" on a won request, after a confirm step; disabled, with the reason beside it,
 * when it cannot go. What came of it (or the gateway's refusal) is said in a live region.
 */
export function AskForReview({ message, onSaved, onStale }: AskForReviewProps) {
  const reasonId = useId();
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const announcementRef = useRef<HTMLParagraphElement>(null);
  // Counts what was announced: focus moves to it once the dialog has closed (and given focus back).
  const [announced, setAnnounced] = useState(0);
  const { reviewBlockedReason } = message.customerMail;

  useEffect(() => {
    if (announced > 0) announcementRef.current?.focus();
  }, [announced]);

  function announce(words: string) {
    setConfirming(false);
    setAnnouncement(words);
    setAnnounced((count) => count + 1);
  }

  async function send() {
    let updated: QuoteRequest;
    try {
      updated = await requestReview(message.id);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === CONFLICT_STATUS)) {
        notifyApiError(error);
        throw error;
      }
      // Refused for a reason the page did not know (asked from another tab, unsubscribed since):
      // said where the button was, and the request loaded again to show why.
      announce(error.message);
      onStale();
      return;
    }
    onSaved(updated);
    const review = updated.customerMail.reviewRequest;
    // The button goes away once asked: focus stays near, on what happened.
    announce(review?.outcome === 'failed' ? reviewRequestWords(review) : REVIEW_ASKED_MESSAGE);
  }

  // One the mail server refused may be asked again: the customer got none.
  const review = message.customerMail.reviewRequest;
  const asked = review !== null && review.outcome !== 'failed';
  return (
    <>
      {!asked && (
        <div>
          <Button
            type="button"
            disabled={reviewBlockedReason !== null}
            aria-describedby={reviewBlockedReason ? reasonId : undefined}
            onClick={() => setConfirming(true)}
          >
            Ask for a review
          </Button>
          {reviewBlockedReason && <Reason id={reasonId}>{reviewBlockedReason}</Reason>}
        </div>
      )}
      <Announcement ref={announcementRef} role="status" tabIndex={-1}>
        {announcement}
      </Announcement>
      {confirming && (
        <ConfirmDialog
          title={`Ask ${message.name} for a review?`}
          confirmLabel="Send the review request"
          pendingLabel="Sending…"
          destructive={false}
          onConfirm={send}
          onClose={() => setConfirming(false)}
        >
          They get your review e-mail with your review link now. Each customer is asked once, ever.
        </ConfirmDialog>
      )}
    </>
  );
}
