import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/** The quote request an estimate is for: whom it goes to, and the photos it may show. */
export function getEstimateRequest(requestId: number, signal?: AbortSignal): Promise<QuoteRequest> {
  return apiClient.get<QuoteRequest>(`/api/admin/messages/${requestId}`, { authenticated: true, signal });
}
