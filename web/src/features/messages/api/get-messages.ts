import {
  MESSAGES_PAGE_SIZE,
  type MessageFolder,
  type MessagePage,
  type RequestStatus,
} from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/**
 * What the inbox shows: the folder (the inbox unless the spam folder is asked for), a status
 * (null for all), search words and a page, as kept in the address.
 */
export type MessageFilter = { folder: MessageFolder; status: RequestStatus | null; q: string };
export type MessageQuery = MessageFilter & { page: number };

/** The filter as query parameters, leaving out what is not set (the inbox is the gateway's default). */
export function filterParams({ folder, status, q }: MessageFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (folder !== 'inbox') params.set('folder', folder);
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
