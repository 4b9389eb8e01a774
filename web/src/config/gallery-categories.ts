/** The gallery's categories, as the gateway names them. */
export const GALLERY_CATEGORIES = ['interior', 'exterior', 'cabinets', 'commercial'] as const;

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

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
