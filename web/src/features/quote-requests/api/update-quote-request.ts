import type { QuoteRequest, QuoteRequestUpdate } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/** Changes a request's status, notes, read mark or follow-up day; answers with the request as it now is. */
export function updateQuoteRequest(id: number, changes: QuoteRequestUpdate): Promise<QuoteRequest> {
  return apiClient.patch<QuoteRequest>(`/api/admin/messages/${id}`, changes, { authenticated: true });
}
