import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

export function getQuoteRequest(id: number, signal: AbortSignal): Promise<QuoteRequest> {
  return apiClient.get<QuoteRequest>(`/api/admin/messages/${id}`, { authenticated: true, signal });
}
