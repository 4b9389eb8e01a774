import {
  MESSAGES_PAGE_SIZE,
  type MessagePage,
  type RequestStatus,
} from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/** What the inbox shows: a status (null for all), search words and a page, as kept in the address. */
export type MessageFilter = { status: RequestStatus | null; q: string };
export type MessageQuery = MessageFilter & { page: number };

/** The filter as query parameters, leaving out what is not set. */
export function filterParams({ status, q }: MessageFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  return params;
}

/** One page of quote requests, newest first. */
export function getMessages(query: MessageQuery, signal: AbortSignal): Promise<MessagePage> {
  const params = filterParams(query);
  params.set('page', String(query.page));
  params.set('pageSize', String(MESSAGES_PAGE_SIZE));
  return apiClient.get<MessagePage>(`/api/admin/messages?${params}`, { authenticated: true, signal });
}
