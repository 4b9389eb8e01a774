import type { GalleryItem, GalleryItemChanges } from '@painting-site/gateway/contract/gallery';
import { apiClient } from '@/lib/api-client.ts';
import { forgetPublicContent } from '@/lib/public-content-store.ts';

export async function updateGalleryItem(id: number, changes: GalleryItemChanges): Promise<GalleryItem> {
  const item = await apiClient.patch<GalleryItem>(`/api/admin/gallery/${id}`, changes, { authenticated: true });
  forgetPublicContent();
  return item;
}
