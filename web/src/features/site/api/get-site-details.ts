import type { SiteDetails } from '@painting-site/gateway/contract/business';
import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { usePublicContent } from '@/lib/use-public-content.ts';

const selectSite = (content: PublicContent): SiteDetails => content.site;

/** The business details, shared by every part of the page that shows them (one snapshot). */
export function useSiteDetails() {
  return usePublicContent('the business details', selectSite);
}
