import type { BookedVisit, VisitBooking } from '@painting-site/gateway/contract/estimate-visits';
import { apiClient } from '@/lib/api-client.ts';

/** Books one of the offered windows for the request just sent (`token`: the receipt's visitToken). */
export function bookVisit(booking: VisitBooking): Promise<BookedVisit> {
  return apiClient.post<BookedVisit>('/api/visits', booking);
}
