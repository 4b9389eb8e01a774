import { apiClient } from '@/lib/api-client.ts';

/** The whole gallery's order: every item's id once, first shown first. */
export async function saveGalleryOrder(ids: number[]): Promise<void> {
  await apiClient.put<void>('/api/admin/gallery/order', { ids }, { authenticated: true });
}
