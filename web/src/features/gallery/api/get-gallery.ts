import type { GalleryCategory } from '@/config/gallery-categories.ts';
import { apiClient } from '@/lib/api-client.ts';
import { type Resource, useResource } from '@/lib/use-resource.ts';

export type GalleryImage = {
  width: number;
  height: number;
  /** The picture's dominant colour, shown while it loads. */
  color: string;
  /** WebP files at several widths, narrowest first. */
  variants: { width: number; url: string }[];
};

export type GalleryItem = {
  id: number;
  title: string;
  caption: string;
  alt: string;
  category: GalleryCategory;
  featured: boolean;
  image: GalleryImage;
};

export type Gallery = { categories: GalleryCategory[]; items: GalleryItem[] };

// The whole gallery is small enough to load once and filter in the browser: switching
// category is then instant and needs no spinner.
export const galleryResource: Resource<Gallery> = {
  key: 'gallery',
  what: 'the gallery',
  load: () => apiClient.get<Gallery>('/api/gallery'),
};

export const featuredProjectsResource: Resource<GalleryItem[]> = {
  key: 'gallery?featured=true',
  what: 'our featured projects',
  load: async () => (await apiClient.get<Gallery>('/api/gallery?featured=true')).items,
};

/** Every gallery item in display order, with the categories the filter offers. */
export function useGallery() {
  return useResource(galleryResource);
}

/** The items the owner marked as featured, in display order. */
export function useFeaturedProjects() {
  return useResource(featuredProjectsResource);
}
