import type { VisitorWeek } from '@painting-site/gateway/contract/visitor-counts';
import { apiClient } from '@/lib/api-client.ts';

/** This week's visitors (the last 7 days) beside the 7 days before, for the overview. */
export function getVisitorWeek(signal: AbortSignal): Promise<VisitorWeek> {
  return apiClient.get<VisitorWeek>('/api/admin/visitors/week', { authenticated: true, signal });
}
