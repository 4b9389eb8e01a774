import type { GalleryItem as GalleryItemJson } from '../../contract/gallery.ts';
import { variantFileName } from '../images/image-pipeline.ts';
import type { GalleryItem } from '../store/gallery-store.ts';

/** A gallery item as the public gallery and the dashboard both receive it. */
export function galleryItemJson(item: GalleryItem): GalleryItemJson {
  const { key, width, height, color, widths } = item.image;
  return {
    id: item.id,
    title: item.title,
    caption: item.caption,
    alt: item.alt || item.title,
    category: item.category,
    featured: item.featured,
    position: item.position,
    image: {
      width,
      height,
      color,
      variants: widths.map((variantWidth) => ({
        width: variantWidth,
        url: `/uploads/${variantFileName(key, variantWidth)}`,
      })),
    },
  };
}
