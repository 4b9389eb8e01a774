import { adminEstimatePath, type Estimate } from '@painting-site/gateway/contract/estimates';
import { apiClient } from '@/lib/api-client.ts';

export function getEstimate(id: number, signal?: AbortSignal): Promise<Estimate> {
  return apiClient.get<Estimate>(adminEstimatePath(id), { authenticated: true, signal });
}
