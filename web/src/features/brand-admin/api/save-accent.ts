import type { AccentInput, BrandSettings } from '@painting-site/gateway/contract/brand';
import { apiClient } from '@/lib/api-client.ts';

/** Saves the accent colour; the public pages use it from their next load. Answers with the brand as saved. */
export function saveAccent(accent: string): Promise<BrandSettings> {
  return apiClient.put<BrandSettings>('/api/admin/brand', { accent } satisfies AccentInput, {
    authenticated: true,
  });
}
