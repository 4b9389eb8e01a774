import {
  SEARCH_VISIBILITY_SEGMENT,
  type SearchVisibility,
  type SearchVisibilitySetting,
} from '@painting-site/gateway/contract/search-visibility';
import { apiClient } from '@/lib/api-client.ts';

/** Turns search engines on or off; answers once the published pages say so. */
export function saveSearchVisibility(shown: boolean): Promise<SearchVisibilitySetting> {
  return apiClient.put<SearchVisibilitySetting>(
    `/api/admin/${SEARCH_VISIBILITY_SEGMENT}`,
    { shown } satisfies SearchVisibility,
    { authenticated: true },
  );
}
