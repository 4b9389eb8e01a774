import { Button } from './button.tsx';
import { MoveButtons } from './move-buttons.tsx';

type RowActionsProps = {
  /** The item's title, so every button says which item it acts on ("Edit: Blue front door"). */
  title: string;
  index: number;
  count: number;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (from: number, to: number) => void;
};

/** Edit, Delete and Move up / Move down for one row of an ordered list the owner manages. */
export function RowActions({ title, index, count, onEdit, onDelete, onMove }: RowActionsProps) {
  return (
    <>
      <Button type="button" data-variant="secondary" data-size="small" aria-label={`Edit: ${title}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        type="button"
        data-variant="secondary"
        data-size="small"
        aria-label={`Delete: ${title}`}
        onClick={onDelete}
      >
        Delete
      </Button>
      <MoveButtons title={title} index={index} count={count} onMove={onMove} />
    </>
  );
}
