import type { GalleryCategory } from '@/config/gallery-categories.ts';
import { apiClient } from '@/lib/api-client.ts';
import { forgetLoadedResources } from '@/lib/use-resource.ts';
import type { GalleryItem } from './get-gallery-items.ts';

export type GalleryItemChanges = Partial<{
  title: string;
  caption: string;
  alt: string;
  category: GalleryCategory;
  featured: boolean;
}>;

export async function updateGalleryItem(id: number, changes: GalleryItemChanges): Promise<GalleryItem> {
  const item = await apiClient.patch<GalleryItem>(`/api/admin/gallery/${id}`, changes, { authenticated: true });
  forgetLoadedResources();
  return item;
}
