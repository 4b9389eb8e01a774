import type { VisitAvailability } from '@painting-site/gateway/contract/estimate-visits';
import { apiClient } from '@/lib/api-client.ts';

/** Saves when customers may book; the windows offered change at once. Answers with what was saved. */
export function saveAvailability(availability: VisitAvailability): Promise<VisitAvailability> {
  return apiClient.put<VisitAvailability>('/api/admin/visits/availability', availability, { authenticated: true });
}
