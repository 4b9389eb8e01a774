import {
  QUOTE_REQUESTS_PAGE_SIZE,
  type QuoteRequestFolder,
  type QuoteRequestPage,
  type QuoteRequestStatus,
} from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/**
 * What the inbox shows: the folder (the inbox unless the spam folder is asked for), a status
 * (null for all), search words and a page, as kept in the address.
 */
export type QuoteRequestFilter = { folder: QuoteRequestFolder; status: QuoteRequestStatus | null; q: string };
export type QuoteRequestQuery = QuoteRequestFilter & { page: number };

/** The filter as query parameters, leaving out what is not set (the inbox is the gateway's default). */
export function filterParams({ folder, status, q }: QuoteRequestFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (folder !== 'inbox') params.set('folder', folder);
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  return params;
}

/** One page of quote requests, newest first. */
export function getQuoteRequests(query: QuoteRequestQuery, signal: AbortSignal): Promise<QuoteRequestPage> {
  const params = filterParams(query);
  params.set('page', String(query.page));
  params.set('pageSize', String(QUOTE_REQUESTS_PAGE_SIZE));
  return apiClient.get<QuoteRequestPage>(`/api/admin/messages?${params}`, { authenticated: true, signal });
}
