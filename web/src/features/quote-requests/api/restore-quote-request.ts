import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/** Moves a request out of the spam folder into the inbox; its e-mails go out then, as for a new one. */
export function restoreQuoteRequest(id: number): Promise<QuoteRequest> {
  return apiClient.post<QuoteRequest>(`/api/admin/messages/${id}/restore`, undefined, { authenticated: true });
}
