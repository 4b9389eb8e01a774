import type { FormEvent, ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import { Button } from './button.tsx';
import { PanelActions, PanelDialog } from './panel-dialog.tsx';
import { PendingButton } from './pending-button.tsx';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

type ItemFormDialogProps = {
  title: string;
  /** A sentence under the title that the dialog is described by. */
  description?: ReactNode;
  /** The form's submit cycle (useItemForm). */
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
    pending: boolean;
  };
  /** The submit button, e.g. "Save service". */
  submitLabel: string;
  /**
   * For a form that confirms a step, as ConfirmDialog does (a visit cancelled with a reason): the
   * buttons' other words, stacked on a phone, and no way out while the step runs. `destructive`
   * (the red button) is true unless said otherwise.
   */
  confirm?: { cancelLabel: string; pendingLabel: string; destructive?: boolean };
  /** The first field, focused when the dialog opens. */
  initialFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
};

/**
 * A dialog holding the form that adds or edits one item of a list (or confirms a step, see
 * `confirm`), with Cancel and its submit button.
 */
export function ItemFormDialog({
  title,
  description,
  form,
  submitLabel,
  confirm,
  initialFocusRef,
  onClose,
  children,
}: ItemFormDialogProps) {
  const locked = confirm !== undefined && form.pending;
  return (
    <PanelDialog
      title={title}
      description={description}
      onClose={locked ? () => {} : onClose}
      initialFocusRef={initialFocusRef}
    >
      <Form ref={form.formRef} noValidate onSubmit={form.handleSubmit}>
        {children}
        <PanelActions data-variant={confirm ? 'stacked' : undefined}>
          <Button type="button" data-variant="secondary" onClick={onClose} disabled={locked}>
            {confirm?.cancelLabel ?? 'Cancel'}
          </Button>
          <PendingButton
            data-variant={confirm && confirm.destructive !== false ? 'danger' : undefined}
            pending={form.pending}
            pendingLabel={confirm?.pendingLabel ?? 'Saving…'}
          >
            {submitLabel}
          </PendingButton>
        </PanelActions>
      </Form>
    </PanelDialog>
  );
}
