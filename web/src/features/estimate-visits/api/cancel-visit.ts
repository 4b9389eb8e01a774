import type { BookedVisit, VisitManageRequest } from '@painting-site/gateway/contract/estimate-visits';
import { apiClient } from '@/lib/api-client.ts';

/** Cancels the booking the private link names; the answer says 'cancelled'. */
export function cancelVisit(request: VisitManageRequest): Promise<BookedVisit> {
  return apiClient.post<BookedVisit>('/api/visits/manage/cancel', request);
}
