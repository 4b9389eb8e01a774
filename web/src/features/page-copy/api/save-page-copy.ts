import type { CopyPage, PageCopies } from '@painting-site/gateway/contract/page-copy';
import { apiClient } from '@/lib/api-client.ts';

/** Saves one page's words; the gateway answers once the published pages show them. */
export function savePageCopy<Page extends CopyPage>(page: Page, copy: PageCopies[Page]): Promise<PageCopies[Page]> {
  return apiClient.put<PageCopies[Page]>(`/api/admin/pages/${page}`, copy, { authenticated: true });
}
