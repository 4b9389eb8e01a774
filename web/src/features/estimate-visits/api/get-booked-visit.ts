import type { BookedVisit, VisitManageRequest } from '@painting-site/gateway/contract/estimate-visits';
import { apiClient } from '@/lib/api-client.ts';

/** The booking the private link names. POST: the token stays out of addresses and logs. */
export function getBookedVisit(request: VisitManageRequest): Promise<BookedVisit> {
  return apiClient.post<BookedVisit>('/api/visits/manage', request);
}
