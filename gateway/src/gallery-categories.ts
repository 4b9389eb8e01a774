/** The sections of the public gallery, in the order the filter shows them. */
export const GALLERY_CATEGORIES = ['interior', 'exterior', 'cabinets', 'commercial'] as const;

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
