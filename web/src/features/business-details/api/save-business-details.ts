import type { BusinessDetails } from '@painting-site/gateway/contract/business';
import { apiClient } from '@/lib/api-client.ts';

/** Saves the details; the public pages read them on their next load. Answers with what was saved. */
export function saveBusinessDetails(details: BusinessDetails): Promise<BusinessDetails> {
  return apiClient.put<BusinessDetails>('/api/admin/site', details, { authenticated: true });
}
