import type { Message } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

/** Moves a request out of the spam folder into the inbox; its e-mails go out then, as for a new one. */
export function restoreMessage(id: number): Promise<Message> {
  return apiClient.post<Message>(`/api/admin/messages/${id}/restore`, undefined, { authenticated: true });
}
