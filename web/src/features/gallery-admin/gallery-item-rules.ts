import type { GalleryCategory } from '@painting-site/gateway/contract/gallery';
import {
  GALLERY_ALT_MAX_LENGTH,
  GALLERY_CAPTION_MAX_LENGTH,
  GALLERY_TITLE_MAX_LENGTH,
} from '@painting-site/gateway/contract/gallery';

// The gateway's rules for a gallery item, in its words. The gateway still decides.

export type GalleryItemValues = {
  title: string;
  caption: string;
  alt: string;
  category: GalleryCategory;
  featured: boolean;
};

export type GalleryItemField = 'title' | 'caption' | 'alt' | 'category';
export type GalleryItemMessages = Partial<Record<GalleryItemField, string>>;

export const GALLERY_ITEM_FIELDS = [
  'title',
  'caption',
  'alt',
  'category',
] as const satisfies readonly GalleryItemField[];

export function validateGalleryItem({ title, caption, alt }: GalleryItemValues): GalleryItemMessages {
  const messages: GalleryItemMessages = {};
  const trimmedTitle = title.trim();
  if (trimmedTitle === '') messages.title = 'Give the project a title.';
  else if (trimmedTitle.length > GALLERY_TITLE_MAX_LENGTH) {
    messages.title = `Titles can be at most ${GALLERY_TITLE_MAX_LENGTH} characters.`;
  }
  if (caption.trim().length > GALLERY_CAPTION_MAX_LENGTH) {
    messages.caption = `Captions can be at most ${GALLERY_CAPTION_MAX_LENGTH} characters.`;
  }
  if (alt.trim().length > GALLERY_ALT_MAX_LENGTH) {
    messages.alt = `Describe the picture in at most ${GALLERY_ALT_MAX_LENGTH} characters.`;
  }
  return messages;
}

/** How the dashboard marks a photo uploaded under a camera's file name, which visitors do not see yet. */
export const AWAITING_TITLE_NOTE = 'Not on your website yet — give it a title';
/** An example in the empty title field: never a value, so a photo is never published under it. */
export const TITLE_PLACEHOLDER = 'e.g. Kitchen cabinets in sage green';

/** The title field's value when editing: empty while the photo still has its file's name. */
export const editableTitle = (item: { title: string; awaitingTitle?: true }) => (item.awaitingTitle ? '' : item.title);
