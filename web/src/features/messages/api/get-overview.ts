import type { Overview } from '@painting-site/gateway/contract/quote-requests';
import { apiClient } from '@/lib/api-client.ts';

export function getOverview(signal: AbortSignal): Promise<Overview> {
  return apiClient.get<Overview>('/api/admin/overview', { authenticated: true, signal });
}
