import type { MailHealth } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

export function getMailHealth(signal: AbortSignal): Promise<MailHealth> {
  return apiClient.get<MailHealth>('/api/admin/mail', { authenticated: true, signal });
}
