import type { Message, MessageChanges } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/** Changes a request's status, notes, read mark or follow-up day; answers with the request as it now is. */
export function updateMessage(id: number, changes: MessageChanges): Promise<Message> {
  return apiClient.patch<Message>(`/api/admin/messages/${id}`, changes, { authenticated: true });
}
