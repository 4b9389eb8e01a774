import type { GalleryImage as GalleryImageJson, GalleryItem as GalleryItemJson } from '../../contract/gallery.ts';
import { variantFileName } from '../images/image-pipeline.ts';
import type { GalleryImage, GalleryItem } from './gallery-store.ts';

/** A stored picture as the pages receive it: its files as URLs under /uploads. */
function galleryImageJson({ key, width, height, color, widths }: GalleryImage): GalleryImageJson {
  return {
    width,
    height,
    color,
    variants: widths.map((variantWidth) => ({
      width: variantWidth,
      url: `/uploads/${variantFileName(key, variantWidth)}`,
    })),
  };
}

/** A gallery item as the public gallery and the dashboard both receive it. */
export function galleryItemJson(item: GalleryItem): GalleryItemJson {
  return {
    id: item.id,
    title: item.title,
    caption: item.caption,
    alt: item.alt || item.title,
    category: item.category,
    featured: item.featured,
    position: item.position,
    image: galleryImageJson(item.image),
    ...(item.before && { before: galleryImageJson(item.before) }),
    ...(item.awaitingTitle && { awaitingTitle: true }),
  };
}
