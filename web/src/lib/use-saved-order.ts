import { useRef } from 'react';
import { notify } from '@/components/ui/toast/notify.ts';
import { notifyApiError } from './notify-api-error.ts';
import { moveItem } from './reorder.ts';

export const ORDER_SAVED_TOAST_ID = 'order-saved';

type SavedOrderOptions<T extends { id: number }> = {
  items: readonly T[];
  /** Puts the list in the order of these ids, on screen. */
  applyOrder: (ids: number[]) => void;
  /** Sends the whole order (every id once) to the gateway. */
  save: (ids: number[]) => Promise<void>;
  /** How the toast names an item, e.g. its title. */
  nameOf: (item: T) => string;
};

/**
 * Reordering that shows at once and saves behind: each move is sent in turn, the toast says
 * where the item now is, and if the gateway refuses, the last order it accepted comes back
 * (moves made after the refused one are dropped with it).
 */
export function useSavedOrder<T extends { id: number }>({ items, applyOrder, save, nameOf }: SavedOrderOptions<T>) {
  // The order the gateway last accepted (null: the order as loaded, before any move).
  const accepted = useRef<number[] | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Bumped by a refusal: the moves queued before it belong to an order that is gone.
  const generation = useRef(0);

  function move(from: number, to: number) {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || from === to) return;
    accepted.current ??= items.map(({ id }) => id);
    const ids = moveItem(items, from, to).map(({ id }) => id);
    applyOrder(ids);

    const startedIn = generation.current;
    const message = `Order saved: “${nameOf(item)}” is now ${to + 1} of ${items.length}.`;
    queue.current = queue.current.then(async () => {
      if (startedIn !== generation.current) return;
      try {
        await save(ids);
        accepted.current = ids;
        notify.success(message, { id: ORDER_SAVED_TOAST_ID });
      } catch (error) {
        generation.current += 1;
        if (accepted.current) applyOrder(accepted.current);
        notifyApiError(error);
      }
    });
  }

  return move;
}
