import type { SiteDetails } from '@painting-site/gateway/contract/business';
import { apiClient } from '@/lib/api-client.ts';
import { type Resource, useResource } from '@/lib/use-resource.ts';

export const siteDetailsResource: Resource<SiteDetails> = {
  key: 'site',
  what: 'the business details',
  load: () => apiClient.get<SiteDetails>('/api/site'),
};

/** The business details, shared by every part of the page that shows them (one request). */
export function useSiteDetails() {
  return useResource(siteDetailsResource);
}
