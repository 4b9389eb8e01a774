import { type BrandSettings, HEADER_NAME_SEGMENT, type HeaderNameInput } from '@painting-site/gateway/contract/brand';
import { apiClient } from '@/lib/api-client.ts';

/** Saves whether the header shows the logo alone; answers with the brand as saved. */
export function saveHeaderName(logoOnly: boolean): Promise<BrandSettings> {
  return apiClient.put<BrandSettings>(
    `/api/admin/brand/${HEADER_NAME_SEGMENT}`,
    { logoOnly } satisfies HeaderNameInput,
    { authenticated: true },
  );
}
