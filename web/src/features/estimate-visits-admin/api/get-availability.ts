import type { VisitAvailability } from '@painting-site/gateway/contract/estimate-visits';
import { apiClient } from '@/lib/api-client.ts';

export function getAvailability(signal: AbortSignal): Promise<VisitAvailability> {
  return apiClient.get<VisitAvailability>('/api/admin/visits/availability', { authenticated: true, signal });
}
