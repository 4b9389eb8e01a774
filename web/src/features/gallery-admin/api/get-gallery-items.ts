import type { GalleryCategory } from '@/config/gallery-categories.ts';
import { apiClient } from '@/lib/api-client.ts';

export type GalleryItemImage = {
  width: number;
  height: number;
  /** The picture's dominant colour, shown while it loads. */
  color: string;
  /** WebP files at several widths. */
  variants: { width: number; url: string }[];
};

/** A gallery item as the owner edits it. */
export type GalleryItem = {
  id: number;
  title: string;
  caption: string;
  alt: string;
  category: GalleryCategory;
  featured: boolean;
  position: number;
  image: GalleryItemImage;
};

export type GalleryItems = { categories: GalleryCategory[]; items: GalleryItem[] };

/** Every gallery item in display order, with the categories an item can have. */
export function getGalleryItems(signal: AbortSignal): Promise<GalleryItems> {
  return apiClient.get<GalleryItems>('/api/admin/gallery', { authenticated: true, signal });
}
