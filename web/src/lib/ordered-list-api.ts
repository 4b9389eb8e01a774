import { apiClient } from './api-client.ts';
import { forgetPublicContent } from './public-content-store.ts';

/** The owner's calls for one ordered list the gateway keeps under `/api/admin/<list>`. */
export type OrderedListApi<Item extends { id: number }, Input> = {
  /** Every item, in display order. */
  list: (signal: AbortSignal) => Promise<Item[]>;
  create: (input: Input) => Promise<Item>;
  update: (id: number, input: Input) => Promise<Item>;
  /** The new order: every item's id once, first shown first. */
  saveOrder: (ids: number[]) => Promise<void>;
  remove: (id: number) => Promise<void>;
};

/**
 * The calls for the list at `path`, whose GET answers `{[listKey]: [...]}`. Every change is
 * published by the gateway before it answers, so this tab's public pages load the snapshot again.
 */
export function orderedListApi<Item extends { id: number }, Input>(
  path: string,
  listKey: string,
): OrderedListApi<Item, Input> {
  const authenticated = { authenticated: true };
  async function changed<T>(call: Promise<T>): Promise<T> {
    const result = await call;
    forgetPublicContent();
    return result;
  }

  return {
    async list(signal) {
      const answer = await apiClient.get<Record<string, Item[] | undefined>>(path, { ...authenticated, signal });
      return answer[listKey] ?? [];
    },
    create: (input) => changed(apiClient.post<Item>(path, input, authenticated)),
    update: (id, input) => changed(apiClient.put<Item>(`${path}/${id}`, input, authenticated)),
    saveOrder: (ids) => changed(apiClient.put<void>(`${path}/order`, { ids }, authenticated)),
    remove: (id) => changed(apiClient.delete<void>(`${path}/${id}`, authenticated)),
  };
}
