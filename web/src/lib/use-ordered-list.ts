import { notifyApiError } from './notify-api-error.ts';
import type { OrderedListApi } from './ordered-list-api.ts';
import { arrangeByIds } from './reorder.ts';
import { type LoadedView, useLoaded } from './use-loaded.ts';
import { useSavedOrder } from './use-saved-order.ts';

type OrderedListOptions<Item extends { id: number }, Input> = {
  api: OrderedListApi<Item, Input>;
  /** What the list is, in words that finish "Couldn't load …", e.g. "the services". */
  what: string;
  /** How toasts and buttons name an item, e.g. its title. */
  nameOf: (item: Item) => string;
};

export type OrderedList<Item extends { id: number }> = {
  items: LoadedView<Item[]>;
  /** Moves the item at `from` to `to` on screen and saves the new order. */
  move: (from: number, to: number) => void;
  /** Puts a saved item in the list: at the end if it is new, else in its place. */
  saved: (item: Item, created: boolean) => void;
  /** Deletes an item; a refusal is told and thrown, so the dialog that asked stays open. */
  remove: (item: Item) => Promise<void>;
  nameOf: (item: Item) => string;
};

/**
 * One of the owner's ordered lists as a dashboard section holds it: loaded fresh, reordered on
 * screen at once and saved behind, and changed in place after the gateway accepts a change.
 */
export function useOrderedList<Item extends { id: number }, Input>({
  api,
  what,
  nameOf,
}: OrderedListOptions<Item, Input>): OrderedList<Item> {
  const items = useLoaded(what, what, api.list);
  const { update } = items;

  const move = useSavedOrder({
    items: items.status === 'ready' ? items.data : [],
    applyOrder: (ids) => update((current) => arrangeByIds(current, ids)),
    save: api.saveOrder,
    nameOf,
  });

  function saved(item: Item, created: boolean) {
    update((current) =>
      created ? [...current, item] : current.map((existing) => (existing.id === item.id ? item : existing)),
    );
  }

  async function remove(item: Item) {
    try {
      await api.remove(item.id);
    } catch (error) {
      notifyApiError(error);
      throw error;
    }
    update((current) => current.filter(({ id }) => id !== item.id));
  }

  return { items, move, saved, remove, nameOf };
}
