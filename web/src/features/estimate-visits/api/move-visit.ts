import type { BookedVisit, VisitMoveRequest } from '@painting-site/gateway/contract/estimate-visits';
import { apiClient } from '@/lib/api-client.ts';

/** Moves the booking the private link names to another offered window. */
export function moveVisit(request: VisitMoveRequest): Promise<BookedVisit> {
  return apiClient.post<BookedVisit>('/api/visits/manage/move', request);
}
