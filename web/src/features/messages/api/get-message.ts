import { apiClient } from '@/lib/api-client.ts';
import type { MessageSummary } from './get-messages.ts';

/** How the e-mail that told the owner about the request went. */
export type NotifyStatus = 'off' | 'pending' | 'sent' | 'failed';

/** A quote request with everything the visitor sent and the owner's own notes. */
export type Message = MessageSummary & {
  details: string;
  notes: string;
  readAt: string | null;
  notifyStatus: NotifyStatus;
};

export function getMessage(id: number, signal: AbortSignal): Promise<Message> {
  return apiClient.get<Message>(`/api/admin/messages/${id}`, { authenticated: true, signal });
}
