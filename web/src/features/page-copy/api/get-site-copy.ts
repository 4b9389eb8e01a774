import type { SiteCopy } from '@painting-site/gateway/contract/page-copy';
import { apiClient } from '@/lib/api-client.ts';

/** Every page's words and the link-preview picture, as stored. */
export function getSiteCopy(signal: AbortSignal): Promise<SiteCopy> {
  return apiClient.get<SiteCopy>('/api/admin/pages', { authenticated: true, signal });
}
