import { type ReactNode, useRef, useState } from 'react';
import { Button } from './button.tsx';
import { PanelActions, PanelDialog } from './panel-dialog.tsx';
import { PendingButton } from './pending-button.tsx';

type ConfirmDialogProps = {
  /** The question, e.g. "Delete this quote request?". */
  title: string;
  /** What happens if the owner goes ahead. */
  children: ReactNode;
  /** The button that goes ahead, e.g. "Delete request". */
  confirmLabel: string;
  /** Its label while the work runs, e.g. "Deleting…". */
  pendingLabel: string;
  /** The work; the dialog stays open (and the owner may try again) if it throws. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** False for a step that destroys nothing (an e-mail sent once): the button is not the red one. */
  destructive?: boolean;
};

/** Asks before something that cannot be undone. Focus starts on the safe choice. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  onConfirm,
  onClose,
  destructive = true,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  async function confirm() {
    if (pending) return;
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // The caller has said what went wrong; the choice is the owner's again.
      setPending(false);
    }
  }

  return (
    <PanelDialog
      title={title}
      description={children}
      onClose={pending ? () => {} : onClose}
      initialFocusRef={cancelRef}
    >
      <PanelActions data-variant="stacked">
        <Button ref={cancelRef} type="button" data-variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <PendingButton
          type="button"
          data-variant={destructive ? 'danger' : undefined}
          pending={pending}
          pendingLabel={pendingLabel}
          onClick={confirm}
        >
          {confirmLabel}
        </PendingButton>
      </PanelActions>
    </PanelDialog>
  );
}
