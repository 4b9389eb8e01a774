import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { usePublicContent } from '@/lib/use-public-content.ts';
import type { DescriptionFacts } from '../page-descriptions.ts';

const selectFacts = ({ site, services, gallery, workSteps, faq }: PublicContent): DescriptionFacts => ({
  site,
  services,
  gallery,
  workSteps,
  faq,
});

/** What the pages' default descriptions are built from. */
export function useDescriptionFacts() {
  return usePublicContent('the business details', selectFacts);
}
