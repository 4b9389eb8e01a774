import { apiClient } from '@/lib/api-client.ts';
import type { Message } from './get-message.ts';
import type { MessageStatus } from './get-messages.ts';

export type MessageChanges = Partial<{ status: MessageStatus; notes: string; read: boolean }>;

/** Changes a request's status, notes or read mark; answers with the request as it now is. */
export function updateMessage(id: number, changes: MessageChanges): Promise<Message> {
  return apiClient.patch<Message>(`/api/admin/messages/${id}`, changes, { authenticated: true });
}
