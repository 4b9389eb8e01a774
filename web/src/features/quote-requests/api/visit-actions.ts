import type { EstimateVisit, VisitAvailability } from '@painting-site/gateway/contract/estimate-visits';
import { apiClient } from '@/lib/api-client.ts';

const visitPath = (requestId: number, action = '') => `/api/admin/messages/${requestId}/visit${action}`;

/** The business's time zone: a visit's time is shown, and typed, in it. */
export async function getVisitZone(signal: AbortSignal): Promise<string> {
  const availability = await apiClient.get<VisitAvailability>('/api/admin/visits/availability', {
    authenticated: true,
    signal,
  });
  return availability.timeZone;
}

/** Books a visit for the request at `start` (ISO); the owner may pick any free time, not only the windows offered. */
export function bookVisit(requestId: number, start: string): Promise<EstimateVisit> {
  return apiClient.post<EstimateVisit>(visitPath(requestId), { start }, { authenticated: true });
}

export function confirmVisit(requestId: number): Promise<EstimateVisit> {
  return apiClient.post<EstimateVisit>(visitPath(requestId, '/confirm'), undefined, { authenticated: true });
}

/** Moves the visit; the customer is e-mailed the new time. */
export function moveVisit(requestId: number, start: string): Promise<EstimateVisit> {
  return apiClient.post<EstimateVisit>(visitPath(requestId, '/move'), { start }, { authenticated: true });
}

/** Cancels the visit; the customer is e-mailed, with the reason. */
export function cancelVisit(requestId: number, reason: string): Promise<EstimateVisit> {
  return apiClient.post<EstimateVisit>(visitPath(requestId, '/cancel'), { reason }, { authenticated: true });
}
