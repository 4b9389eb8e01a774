import { adminEstimatePath, type Estimate, type EstimateDraft } from '@painting-site/gateway/contract/estimates';
import { apiClient } from '@/lib/api-client.ts';

/** Saves the draft as typed so far (it may be half written); the customer sees nothing of it until it is sent. */
export function saveEstimateDraft(id: number, draft: EstimateDraft): Promise<Estimate> {
  return apiClient.put<Estimate>(adminEstimatePath(id), draft, { authenticated: true });
}
