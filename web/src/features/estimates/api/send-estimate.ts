import { adminEstimatePath, type Estimate } from '@painting-site/gateway/contract/estimates';
import { apiClient } from '@/lib/api-client.ts';

/** Freezes the saved draft as the next version and e-mails the customer its link. */
export function sendEstimate(id: number): Promise<Estimate> {
  return apiClient.post<Estimate>(`${adminEstimatePath(id)}/send`, undefined, { authenticated: true });
}
