import {
  SEARCH_VISIBILITY_SEGMENT,
  type SearchVisibilitySetting,
} from '@painting-site/gateway/contract/search-visibility';
import { apiClient } from '@/lib/api-client.ts';

/** Whether search engines may list the site, as stored, and whether the site has the address they wait for. */
export function getSearchVisibility(signal: AbortSignal): Promise<SearchVisibilitySetting> {
  return apiClient.get<SearchVisibilitySetting>(`/api/admin/${SEARCH_VISIBILITY_SEGMENT}`, {
    authenticated: true,
    signal,
  });
}
