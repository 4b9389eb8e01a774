import type { BusinessDetails } from '@painting-site/gateway/contract/business';
import { apiClient } from '@/lib/api-client.ts';

export function getBusinessDetails(signal: AbortSignal): Promise<BusinessDetails> {
  return apiClient.get<BusinessDetails>('/api/admin/site', { authenticated: true, signal });
}
