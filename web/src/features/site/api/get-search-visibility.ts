import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { usePublicContent } from '@/lib/use-public-content.ts';

// A snapshot published before the owner could choose has no `search`: its site was listed.
const selectShown = (content: PublicContent): boolean => content.search?.shown ?? true;

/** Whether search engines may list the pages (the owner's "Show my site in search engines"). */
export function useSearchVisibility() {
  return usePublicContent('the search engine setting', selectShown);
}
