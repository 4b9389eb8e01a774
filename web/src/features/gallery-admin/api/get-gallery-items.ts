import type { GalleryResponse } from '@painting-site/gateway/contract/gallery';
import { apiClient } from '@/lib/api-client.ts';

/** Every gallery item in display order, with the categories an item can have. */
export function getGalleryItems(signal: AbortSignal): Promise<GalleryResponse> {
  return apiClient.get<GalleryResponse>('/api/admin/gallery', { authenticated: true, signal });
}
