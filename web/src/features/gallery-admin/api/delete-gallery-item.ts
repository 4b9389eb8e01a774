import { apiClient } from '@/lib/api-client.ts';

/** Removes an item from the gallery; the gateway deletes its picture files too. */
export async function deleteGalleryItem(id: number): Promise<void> {
  await apiClient.delete<void>(`/api/admin/gallery/${id}`, { authenticated: true });
}
