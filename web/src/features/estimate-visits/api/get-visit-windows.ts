import type { VisitWindows } from '@painting-site/gateway/contract/estimate-visits';
import { apiClient } from '@/lib/api-client.ts';

/** The free windows from now on, grouped by day in the business's zone; `enabled` false when booking is off. */
export function getVisitWindows(): Promise<VisitWindows> {
  return apiClient.get<VisitWindows>('/api/visits/windows');
}
