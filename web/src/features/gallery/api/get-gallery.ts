import type { GalleryItem, GalleryResponse } from '@painting-site/gateway/contract/gallery';
import { apiClient } from '@/lib/api-client.ts';
import { type Resource, useResource } from '@/lib/use-resource.ts';

// The whole gallery is small enough to load once and filter in the browser: switching
// category is then instant and needs no spinner.
export const galleryResource: Resource<GalleryResponse> = {
  key: 'gallery',
  what: 'the gallery',
  load: () => apiClient.get<GalleryResponse>('/api/gallery'),
};

export const featuredProjectsResource: Resource<GalleryItem[]> = {
  key: 'gallery?featured=true',
  what: 'our featured projects',
  load: async () => (await apiClient.get<GalleryResponse>('/api/gallery?featured=true')).items,
};

/** Every gallery item in display order, with the categories the filter offers. */
export function useGallery() {
  return useResource(galleryResource);
}

/** The items the owner marked as featured, in display order. */
export function useFeaturedProjects() {
  return useResource(featuredProjectsResource);
}
