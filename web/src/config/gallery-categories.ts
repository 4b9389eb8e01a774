import type { GalleryCategory } from '@painting-site/gateway/contract/gallery';

const CATEGORY_LABELS: Record<GalleryCategory, string> = {
  interior: 'Interior',
  exterior: 'Exterior',
  cabinets: 'Cabinets',
  commercial: 'Commercial',
};

/** A category as the filter names it; one the SPA does not know yet is shown capitalised. */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category as GalleryCategory] ?? category.charAt(0).toUpperCase() + category.slice(1);
}
