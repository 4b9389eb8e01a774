import type { Estimate } from '@painting-site/gateway/contract/estimates';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { paths } from '@/config/paths.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { deleteEstimate } from '../api/delete-estimate.ts';
import { estimateName } from '../estimate-words.ts';

export const DRAFT_DELETED_MESSAGE = 'Draft deleted.';

type DeleteDraftButtonProps = {
  estimate: Estimate;
  /** Saving stops while the draft is deleted (no save may reach a draft that is gone), and starts again if it stays. */
  saving: { stop: () => void; resume: () => void };
};

/** Deletes a draft never sent, after asking; the owner goes back to its request. */
export function DeleteDraftButton({ estimate, saving }: DeleteDraftButtonProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  async function remove() {
    saving.stop();
    try {
      await deleteEstimate(estimate.id);
    } catch (error) {
      saving.resume();
      notifyApiError(error);
      throw error;
    }
    notify.success(DRAFT_DELETED_MESSAGE);
    await navigate(generatePath(paths.adminQuoteRequest, { id: String(estimate.requestId) }), { replace: true });
  }

  return (
    <div>
      <Button type="button" data-variant="danger" onClick={() => setConfirming(true)}>
        Delete this draft
      </Button>
      {confirming && (
        <ConfirmDialog
          title={`Delete the draft of ${estimateName(estimate.number)}?`}
          confirmLabel="Delete draft"
          pendingLabel="Deleting…"
          onConfirm={remove}
          onClose={() => setConfirming(false)}
        >
          It was never sent, so the customer has not seen it. Everything written in it goes for good.
        </ConfirmDialog>
      )}
    </div>
  );
}
