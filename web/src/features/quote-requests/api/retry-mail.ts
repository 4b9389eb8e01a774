import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/** Sends again the e-mails of a request that failed; answers with the request and their new status. */
export function retryMail(id: number): Promise<QuoteRequest> {
  return apiClient.post<QuoteRequest>(`/api/admin/messages/${id}/retry-mail`, undefined, { authenticated: true });
}
