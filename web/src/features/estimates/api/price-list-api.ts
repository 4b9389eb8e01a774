import {
  ADMIN_PRICE_LIST_PATH,
  type PriceListItem,
  type PriceListItemInput,
} from '@painting-site/gateway/contract/estimates';
import { apiClient } from '@/lib/api-client.ts';

const itemPath = (id: number) => `${ADMIN_PRICE_LIST_PATH}/${id}`;

/** The owner's price list: what a line can be picked from. */
export const priceListApi = {
  list: async (signal?: AbortSignal): Promise<PriceListItem[]> =>
    (await apiClient.get<{ items: PriceListItem[] }>(ADMIN_PRICE_LIST_PATH, { authenticated: true, signal })).items,
  create: (input: PriceListItemInput) =>
    apiClient.post<PriceListItem>(ADMIN_PRICE_LIST_PATH, input, { authenticated: true }),
  update: (id: number, input: PriceListItemInput) =>
    apiClient.put<PriceListItem>(itemPath(id), input, { authenticated: true }),
  remove: (id: number) => apiClient.delete<void>(itemPath(id), { authenticated: true }),
};
