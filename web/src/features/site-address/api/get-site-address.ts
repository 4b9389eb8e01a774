import { SITE_ADDRESS_SEGMENT, type SiteAddressState } from '@painting-site/gateway/contract/site-address';
import { apiClient } from '@/lib/api-client.ts';

/** The site's address, where it comes from, the domain connected here, and this server's public address if known. */
export function getSiteAddress(signal?: AbortSignal): Promise<SiteAddressState> {
  return apiClient.get<SiteAddressState>(`/api/admin/${SITE_ADDRESS_SEGMENT}`, {
    authenticated: true,
    ...(signal ? { signal } : {}),
  });
}
