import type { FormEvent, ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import { Button } from './button.tsx';
import { PanelDialog } from './panel-dialog.tsx';
import { PendingButton } from './pending-button.tsx';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

type ItemFormDialogProps = {
  title: string;
  /** The form's submit cycle (useItemForm). */
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
    pending: boolean;
  };
  /** The submit button, e.g. "Save service". */
  submitLabel: string;
  /** The first field, focused when the dialog opens. */
  initialFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
};

/** A dialog holding the form that adds or edits one item of a list, with Cancel and its submit button. */
export function ItemFormDialog({ title, form, submitLabel, initialFocusRef, onClose, children }: ItemFormDialogProps) {
  return (
    <PanelDialog title={title} onClose={onClose} initialFocusRef={initialFocusRef}>
      <Form ref={form.formRef} noValidate onSubmit={form.handleSubmit}>
        {children}
        <Actions>
          <Button type="button" data-variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <PendingButton pending={form.pending} pendingLabel="Saving…">
            {submitLabel}
          </PendingButton>
        </Actions>
      </Form>
    </PanelDialog>
  );
}
