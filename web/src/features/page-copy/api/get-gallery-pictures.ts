import type { GalleryItem, GalleryResponse } from '@painting-site/gateway/contract/gallery';
import { apiClient } from '@/lib/api-client.ts';

/** The gallery's pictures in display order, to pick the link-preview picture from. */
export async function getGalleryPictures(signal: AbortSignal): Promise<GalleryItem[]> {
  return (await apiClient.get<GalleryResponse>('/api/admin/gallery', { authenticated: true, signal })).items;
}
