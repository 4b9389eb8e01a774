import type { ActiveSessions } from '@painting-site/gateway/contract/auth';
import { apiClient } from '@/lib/api-client.ts';

export function getActiveSessions(signal: AbortSignal): Promise<ActiveSessions> {
  return apiClient.get<ActiveSessions>('/api/admin/account/sessions', { authenticated: true, signal });
}
