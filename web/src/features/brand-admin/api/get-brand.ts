import type { BrandSettings } from '@painting-site/gateway/contract/brand';
import { apiClient } from '@/lib/api-client.ts';

export function getBrand(signal: AbortSignal): Promise<BrandSettings> {
  return apiClient.get<BrandSettings>('/api/admin/brand', { authenticated: true, signal });
}
