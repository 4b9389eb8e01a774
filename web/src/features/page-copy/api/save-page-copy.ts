import type { CopyPage, PageCopies } from '@painting-site/gateway/contract/page-copy';
import { apiClient } from '@/lib/api-client.ts';
import { forgetPublicContent } from '@/lib/public-content-store.ts';

/** Saves one page's words; the gateway answers once the published pages show them. */
export async function savePageCopy<Page extends CopyPage>(
  page: Page,
  copy: PageCopies[Page],
): Promise<PageCopies[Page]> {
  const saved = await apiClient.put<PageCopies[Page]>(`/api/admin/pages/${page}`, copy, { authenticated: true });
  // This tab's public pages, if opened before, load the new words on their next visit.
  forgetPublicContent();
  return saved;
}
