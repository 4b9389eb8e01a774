import type { AccentInput, BrandSettings } from '@painting-site/gateway/contract/brand';
import { apiClient } from '@/lib/api-client.ts';
import { forgetPublicContent } from '@/lib/public-content-store.ts';

/** Saves the accent colour; the public pages use it from their next load. Answers with the brand as saved. */
export async function saveAccent(accent: string): Promise<BrandSettings> {
  const saved = await apiClient.put<BrandSettings>('/api/admin/brand', { accent } satisfies AccentInput, {
    authenticated: true,
  });
  // This tab's public pages, if opened before, load the new colour on their next visit.
  forgetPublicContent();
  return saved;
}
