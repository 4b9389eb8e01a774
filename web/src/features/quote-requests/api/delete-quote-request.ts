import { apiClient } from '@/lib/api-client.ts';

/** Removes a quote request and the owner's notes on it, for good. */
export async function deleteQuoteRequest(id: number): Promise<void> {
  await apiClient.delete<void>(`/api/admin/messages/${id}`, { authenticated: true });
}
