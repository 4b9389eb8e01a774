import { adminEstimatePath } from '@painting-site/gateway/contract/estimates';
import { apiClient } from '@/lib/api-client.ts';

/** Only a draft never sent can go: the gateway refuses the others (409). */
export function deleteEstimate(id: number): Promise<void> {
  return apiClient.delete<void>(adminEstimatePath(id), { authenticated: true });
}
