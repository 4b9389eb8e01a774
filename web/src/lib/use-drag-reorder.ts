import { type DragEvent, useState } from 'react';

// Marks a drag as one of this list's items, not a file or text dragged in from elsewhere.
const DRAG_TYPE = 'application/x-list-position';

type DropSide = 'before' | 'after';

/**
 * Drag and drop within a list, with the browser's native events (mouse; the Move buttons are
 * the way for keyboard and touch). Spread `itemProps(index)` on each item: dropping an item on
 * another puts it in that one's place. While dragging, the item under the pointer carries
 * `data-drop-side` ("before" or "after": where the dragged one would land) for styling.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);

  function reset() {
    setDragged(null);
    setTarget(null);
  }

  function itemProps(index: number) {
    let dropSide: DropSide | undefined;
    if (dragged !== null && target === index && dragged !== index) dropSide = dragged < index ? 'after' : 'before';
    return {
      draggable: true,
      'data-dragging': dragged === index ? 'true' : undefined,
      'data-drop-side': dropSide,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts a drag only when it carries some data.
        event.dataTransfer.setData(DRAG_TYPE, String(index));
        setDragged(index);
      },
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (dragged === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (target !== index) setTarget(index);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        if (dragged === null) return;
        event.preventDefault();
        if (dragged !== index) onMove(dragged, index);
        reset();
      },
      onDragEnd: reset,
    };
  }

  return { itemProps, dragging: dragged !== null };
}
