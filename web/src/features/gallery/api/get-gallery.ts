import type { GalleryItem, GalleryResponse } from '@painting-site/gateway/contract/gallery';
import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { usePublicContent } from '@/lib/use-public-content.ts';

// The whole gallery comes in the snapshot and is filtered in the browser: switching category is
// then instant and needs no spinner.
const selectGallery = (content: PublicContent): GalleryResponse => content.gallery;
const selectFeatured = (content: PublicContent): GalleryItem[] => content.gallery.items.filter((item) => item.featured);

/** Every gallery item in display order, with the categories the filter offers. */
export function useGallery() {
  return usePublicContent('the gallery', selectGallery);
}

/** The items the owner marked as featured, in display order. */
export function useFeaturedProjects() {
  return usePublicContent('our featured projects', selectFeatured);
}
