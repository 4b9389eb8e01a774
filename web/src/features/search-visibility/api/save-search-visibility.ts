import { SEARCH_VISIBILITY_SEGMENT, type SearchVisibility } from '@painting-site/gateway/contract/search-visibility';
import { apiClient } from '@/lib/api-client.ts';
import { forgetPublicContent } from '@/lib/public-content-store.ts';

/** Turns search engines on or off; answers once the published pages say so. */
export async function saveSearchVisibility(shown: boolean): Promise<SearchVisibility> {
  const saved = await apiClient.put<SearchVisibility>(
    `/api/admin/${SEARCH_VISIBILITY_SEGMENT}`,
    { shown } satisfies SearchVisibility,
    { authenticated: true },
  );
  // This tab's public pages, if opened before, read the new setting on their next visit.
  forgetPublicContent();
  return saved;
}
