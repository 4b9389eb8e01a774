import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { deleteQuoteRequest } from '../api/delete-quote-request.ts';
import { updateQuoteRequest } from '../api/update-quote-request.ts';

export const MESSAGE_DELETED_MESSAGE = 'Quote request deleted.';
export const MARKED_UNREAD_MESSAGE = 'Marked as unread.';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type QuoteRequestActionsProps = {
  message: QuoteRequest;
  /** Where the owner goes afterwards: the list, as they left it. */
  listHref: string;
};

/** Mark as unread (back to the list, bold again) and delete, after asking. */
export function QuoteRequestActions({ message, listHref }: QuoteRequestActionsProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [markingUnread, setMarkingUnread] = useState(false);

  async function markUnread() {
    setMarkingUnread(true);
    try {
      await updateQuoteRequest(message.id, { read: false });
      notify.success(MARKED_UNREAD_MESSAGE);
      await navigate(listHref);
    } catch (error) {
      notifyApiError(error);
      setMarkingUnread(false);
    }
  }

  async function remove() {
    try {
      await deleteQuoteRequest(message.id);
    } catch (error) {
      notifyApiError(error);
      throw error;
    }
    notify.success(MESSAGE_DELETED_MESSAGE);
    // Replace: Back must not return to a request that is gone.
    await navigate(listHref, { replace: true });
  }

  return (
    <Row>
      <PendingButton
        type="button"
        data-variant="secondary"
        pending={markingUnread}
        pendingLabel="Marking…"
        onClick={markUnread}
      >
        Mark as unread
      </PendingButton>
      <Button type="button" data-variant="danger" onClick={() => setConfirming(true)}>
        Delete request
      </Button>
      {confirming && (
        <ConfirmDialog
          title="Delete this quote request?"
          confirmLabel="Delete request"
          pendingLabel="Deleting…"
          onConfirm={remove}
          onClose={() => setConfirming(false)}
        >
          The request from {message.name} and your notes on it are removed for good. This cannot be undone.
        </ConfirmDialog>
      )}
    </Row>
  );
}
