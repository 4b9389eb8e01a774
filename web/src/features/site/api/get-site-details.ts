import type { SocialNetwork } from '@/config/social-networks.ts';
import { apiClient } from '@/lib/api-client.ts';
import { type Resource, useResource } from '@/lib/use-resource.ts';

/** The business as `GET /api/site` describes it. */
export type SiteDetails = {
  name: string;
  tagline: string;
  /** For display, e.g. "(503) 555-0142". */
  phone: string;
  /** For `tel:` links, e.g. "+15035550142". */
  phoneHref: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string };
  serviceArea: string[];
  hours: { days: string; hours: string }[];
  licence: string;
  foundedYear: number | null;
  social: { network: SocialNetwork; url: string }[];
  rating: { average: number; count: number };
  /** The canonical origin, without a trailing slash. */
  siteUrl: string;
};

export const siteDetailsResource: Resource<SiteDetails> = {
  key: 'site',
  what: 'the business details',
  load: () => apiClient.get<SiteDetails>('/api/site'),
};

/** The business details, shared by every part of the page that shows them (one request). */
export function useSiteDetails() {
  return useResource(siteDetailsResource);
}
