import { ADMIN_ESTIMATES_FOR_REQUEST_PATH, type Estimate } from '@painting-site/gateway/contract/estimates';
import { apiClient } from '@/lib/api-client.ts';

/** A new draft from a quote request: one option and one area to fill in, the owner's defaults. */
export function createEstimate(requestId: number): Promise<Estimate> {
  return apiClient.post<Estimate>(ADMIN_ESTIMATES_FOR_REQUEST_PATH, { requestId }, { authenticated: true });
}
