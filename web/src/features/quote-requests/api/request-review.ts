import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/** Asks the customer of a won request for a review; answers with the request, the e-mail queued. 409 when it cannot go. */
export function requestReview(id: number): Promise<QuoteRequest> {
  return apiClient.post<QuoteRequest>(`/api/admin/messages/${id}/review-request`, undefined, { authenticated: true });
}
