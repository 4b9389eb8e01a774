import type { UpcomingVisits } from '@painting-site/gateway/contract/estimate-visits';
import { apiClient } from '@/lib/api-client.ts';

/** Live visits from the start of today in the business's zone, soonest first. */
export function getUpcomingVisits(signal: AbortSignal): Promise<UpcomingVisits> {
  return apiClient.get<UpcomingVisits>('/api/admin/visits', { authenticated: true, signal });
}
