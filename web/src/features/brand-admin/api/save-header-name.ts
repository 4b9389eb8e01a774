import { type BrandSettings, HEADER_NAME_SEGMENT, type HeaderNameInput } from '@painting-site/gateway/contract/brand';
import { apiClient } from '@/lib/api-client.ts';
import { forgetPublicContent } from '@/lib/public-content-store.ts';

/** Saves whether the header shows the logo alone; answers with the brand as saved. */
export async function saveHeaderName(logoOnly: boolean): Promise<BrandSettings> {
  const saved = await apiClient.put<BrandSettings>(
    `/api/admin/brand/${HEADER_NAME_SEGMENT}`,
    { logoOnly } satisfies HeaderNameInput,
    { authenticated: true },
  );
  // This tab's public pages, if opened before, show the choice on their next visit.
  forgetPublicContent();
  return saved;
}
