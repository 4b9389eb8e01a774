import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import type { OrderedList } from '@/lib/use-ordered-list.ts';
import { AsyncContent, OWNER_LOAD_ADVICE } from './async-content.tsx';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { OrderedRows } from './ordered-rows.tsx';
import { EmptyNote } from './page-section.tsx';
import { RowActions } from './row-actions.tsx';
import { notify } from './toast/notify.ts';

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const LimitNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type ItemForm<Item> = {
  /** The item to edit; null adds a new one. */
  item: Item | null;
  /** Called by the form once the gateway has taken it. */
  onSaved: (saved: Item, created: boolean) => void;
  onClose: () => void;
};

/** The add button's name: what a link that should land on it (the setup checklist's) looks for. */
export const ADD_BUTTON_NAME = 'add';

type OrderedListManagerProps<Item extends { id: number }> = {
  list: OrderedList<Item>;
  /** The add button, e.g. "Add a service". */
  addLabel: string;
  /** The rows' accessible name, e.g. "Services in display order". */
  rowsLabel: string;
  /** What an empty list shows instead of rows. */
  emptyNote: ReactNode;
  /** A row's heading (an h2) and details. */
  renderText: (item: Item) => ReactNode;
  /** The item's own controls, before Edit, Delete and Move (e.g. "Show on home"). */
  renderControls?: (item: Item) => ReactNode;
  /** The add or edit dialog. */
  renderForm: (form: ItemForm<Item>) => ReactNode;
  /** What the delete dialog asks and says, and the toast once it is done. */
  deletion: {
    title: string;
    confirmLabel: string;
    consequence: (item: Item) => ReactNode;
    deleted: (item: Item) => string;
  };
  /** The most items the gateway keeps: at that many, Add is off and the message says why. */
  limit?: { count: number; message: string };
};

type Dialog<Item> = { kind: 'add' } | { kind: 'edit' | 'delete'; item: Item } | null;

/** One of the owner's ordered lists: add, edit, reorder (drag or Move buttons) and delete, asking first. */
export function OrderedListManager<Item extends { id: number }>({
  list,
  addLabel,
  rowsLabel,
  emptyNote,
  renderText,
  renderControls,
  renderForm,
  deletion,
  limit,
}: OrderedListManagerProps<Item>) {
  const [dialog, setDialog] = useState<Dialog<Item>>(null);
  const limitNoteId = useId();
  const { items, move, nameOf } = list;
  const full = limit !== undefined && items.status === 'ready' && items.data.length >= limit.count;

  async function remove(item: Item) {
    await list.remove(item);
    setDialog(null);
    notify.success(deletion.deleted(item));
  }

  return (
    <Content>
      <Toolbar>
        <Button
          type="button"
          name={ADD_BUTTON_NAME}
          disabled={full}
          aria-describedby={full ? limitNoteId : undefined}
          onClick={() => setDialog({ kind: 'add' })}
        >
          {addLabel}
        </Button>
        {full && <LimitNote id={limitNoteId}>{limit.message}</LimitNote>}
      </Toolbar>
      <AsyncContent resource={items} failureAdvice={OWNER_LOAD_ADVICE}>
        {(data) =>
          data.length === 0 ? (
            <EmptyNote>{emptyNote}</EmptyNote>
          ) : (
            <OrderedRows
              label={rowsLabel}
              items={data}
              itemKey={(item) => item.id}
              onMove={move}
              renderText={renderText}
              renderActions={(item, index) => (
                <>
                  {renderControls?.(item)}
                  <RowActions
                    title={nameOf(item)}
                    index={index}
                    count={data.length}
                    onEdit={() => setDialog({ kind: 'edit', item })}
                    onDelete={() => setDialog({ kind: 'delete', item })}
                    onMove={move}
                  />
                </>
              )}
            />
          )
        }
      </AsyncContent>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') &&
        renderForm({
          item: dialog.kind === 'edit' ? dialog.item : null,
          onSaved: (saved, created) => {
            list.saved(saved, created);
            setDialog(null);
          },
          onClose: () => setDialog(null),
        })}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={deletion.title}
          confirmLabel={deletion.confirmLabel}
          pendingLabel="Deleting…"
          onConfirm={() => remove(dialog.item)}
          onClose={() => setDialog(null)}
        >
          {deletion.consequence(dialog.item)}
        </ConfirmDialog>
      )}
    </Content>
  );
}
