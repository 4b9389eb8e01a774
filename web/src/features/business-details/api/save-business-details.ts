import type { BusinessDetails } from '@painting-site/gateway/contract/business';
import { apiClient } from '@/lib/api-client.ts';
import { forgetPublicContent } from '@/lib/public-content-store.ts';

/** Saves the details; the public pages read them on their next load. Answers with what was saved. */
export async function saveBusinessDetails(details: BusinessDetails): Promise<BusinessDetails> {
  const saved = await apiClient.put<BusinessDetails>('/api/admin/site', details, { authenticated: true });
  // This tab's public pages, if opened before, load the new details on their next visit.
  forgetPublicContent();
  return saved;
}
