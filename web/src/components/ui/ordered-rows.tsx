import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDragReorder } from '@/lib/use-drag-reorder.ts';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: grab;

  &[data-dragging='true'] {
    opacity: 0.4;
  }

  &[data-drop-side='before'] {
    box-shadow: 0 -4px 0 ${({ theme }) => theme.colors.info};
  }

  &[data-drop-side='after'] {
    box-shadow: 0 4px 0 ${({ theme }) => theme.colors.info};
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: auto minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    cursor: auto;
  }
`;

const Position = styled.span`
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.paper};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Text = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.body};
    overflow-wrap: anywhere;
  }
`;

/** A muted line under a row's heading. */
export const RowDetail = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: anywhere;

  /* A long text's first lines only: the row stays a row; the whole text is in its edit dialog. */
  &[data-preview='true'] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    overflow: hidden;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
    justify-content: flex-start;
  }
`;

type OrderedRowsProps<Item> = {
  /** The list's accessible name ("Services in display order"). */
  label: string;
  items: readonly Item[];
  itemKey: (item: Item) => number | string;
  /** Moves the item at `from` to `to`, by dragging or by its actions' Move buttons. */
  onMove: (from: number, to: number) => void;
  /** The row's heading and details. */
  renderText: (item: Item) => ReactNode;
  /** The row's controls (RowActions and any of the item's own). */
  renderActions: (item: Item, index: number) => ReactNode;
};

/** An ordered list the owner manages: each row numbered, draggable into place, with its actions. */
export function OrderedRows<Item>({
  label,
  items,
  itemKey,
  onMove,
  renderText,
  renderActions,
}: OrderedRowsProps<Item>) {
  const { itemProps } = useDragReorder(onMove);
  return (
    <List aria-label={label}>
      {items.map((item, index) => (
        <Row key={itemKey(item)} {...itemProps(index)}>
          <Position aria-hidden="true">{index + 1}</Position>
          <Text>{renderText(item)}</Text>
          <Actions>{renderActions(item, index)}</Actions>
        </Row>
      ))}
    </List>
  );
}
