import {
  SITE_ADDRESS_SEGMENT,
  type SiteAddressCheckBody,
  type SiteAddressCheckResult,
} from '@painting-site/gateway/contract/site-address';
import { apiClient } from '@/lib/api-client.ts';

/**
 * Check: the gateway looks the name (and its www) up and fetches a token back through it. Answers
 * 200 whether or not it reaches, with what it found in words; a few seconds per name at most.
 */
export function checkSiteAddress(body: SiteAddressCheckBody): Promise<SiteAddressCheckResult> {
  return apiClient.post<SiteAddressCheckResult>(`/api/admin/${SITE_ADDRESS_SEGMENT}/check`, body, {
    authenticated: true,
  });
}
