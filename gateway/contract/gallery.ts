/** The sections of the public gallery, in the order the filter shows them. */
export const GALLERY_CATEGORIES = ['interior', 'exterior', 'cabinets', 'commercial'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const GALLERY_TITLE_MAX_LENGTH = 120;
export const GALLERY_CAPTION_MAX_LENGTH = 500;
export const GALLERY_ALT_MAX_LENGTH = 300;
/** The largest picture the gateway takes; a phone's full-size photo is 3–12 MB. */
export const GALLERY_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
/** The multipart field that carries the picture. */
export const GALLERY_UPLOAD_FIELD = 'image';

export interface GalleryImage {
  width: number;
  height: number;
  /** The picture's dominant colour, shown while it loads. */
  color: string;
  /** WebP files at several widths, narrowest first. */
  variants: { width: number; url: string }[];
}

/** A gallery item as the public gallery and the dashboard both receive it. */
export interface GalleryItem {
  id: number;
  title: string;
  caption: string;
  alt: string;
  category: GalleryCategory;
  featured: boolean;
  position: number;
  image: GalleryImage;
  /** The same job before it was painted, when the owner added one: shown as a before/after comparison. */
  before?: GalleryImage;
  /**
   * Only in the dashboard: uploaded under a camera's file name (IMG_4821.JPG), the photo is kept off
   * the website until the owner gives it a title. The title it has meanwhile is the file's name.
   */
  awaitingTitle?: true;
}

/** `GET /api/gallery` and `GET /api/admin/gallery`. */
export interface GalleryResponse {
  categories: readonly GalleryCategory[];
  items: GalleryItem[];
}

/** `PATCH /api/admin/gallery/:id`: only what changes. */
export type GalleryItemChanges = Partial<Pick<GalleryItem, 'title' | 'caption' | 'alt' | 'category' | 'featured'>>;
