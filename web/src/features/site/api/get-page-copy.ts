import type { CopyPage, PageCopies, SiteCopy } from '@painting-site/gateway/contract/page-copy';
import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { usePublicContent } from '@/lib/use-public-content.ts';

// A snapshot published before the owner could write the pages' words has none.
const selectCopy = (content: PublicContent): SiteCopy | undefined => content.copy;

/**
 * The owner's words for one page, every field possibly empty (then shown nowhere); none while the
 * snapshot loads.
 */
export function usePageCopy<Page extends CopyPage>(page: Page): Partial<PageCopies[Page]> {
  const copy = usePublicContent('the page’s text', selectCopy);
  return (copy.status === 'ready' && copy.data?.pages[page]) || {};
}
