import { SEARCH_VISIBILITY_SEGMENT, type SearchVisibility } from '@painting-site/gateway/contract/search-visibility';
import { apiClient } from '@/lib/api-client.ts';

/** Whether search engines may list the site, as stored. */
export function getSearchVisibility(signal: AbortSignal): Promise<SearchVisibility> {
  return apiClient.get<SearchVisibility>(`/api/admin/${SEARCH_VISIBILITY_SEGMENT}`, { authenticated: true, signal });
}
