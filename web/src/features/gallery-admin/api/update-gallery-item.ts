import type { GalleryItem, GalleryItemChanges } from '@painting-site/gateway/contract/gallery';
import { apiClient } from '@/lib/api-client.ts';

export function updateGalleryItem(id: number, changes: GalleryItemChanges): Promise<GalleryItem> {
  return apiClient.patch<GalleryItem>(`/api/admin/gallery/${id}`, changes, { authenticated: true });
}
