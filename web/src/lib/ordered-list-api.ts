import { apiClient } from './api-client.ts';

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
 * published by the gateway before it answers (the API client then forgets the public content).
 */
export function orderedListApi<Item extends { id: number }, Input>(
  path: string,
  listKey: string,
): OrderedListApi<Item, Input> {
  const authenticated = { authenticated: true };

  return {
    async list(signal) {
      const answer = await apiClient.get<Record<string, Item[] | undefined>>(path, { ...authenticated, signal });
      return answer[listKey] ?? [];
    },
    create: (input) => apiClient.post<Item>(path, input, authenticated),
    update: (id, input) => apiClient.put<Item>(`${path}/${id}`, input, authenticated),
    saveOrder: (ids) => apiClient.put<void>(`${path}/order`, { ids }, authenticated),
    remove: (id) => apiClient.delete<void>(`${path}/${id}`, authenticated),
  };
}
