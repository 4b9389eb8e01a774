import type { Message } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

export function getMessage(id: number, signal: AbortSignal): Promise<Message> {
  return apiClient.get<Message>(`/api/admin/messages/${id}`, { authenticated: true, signal });
}
