import type { GalleryItem, GalleryItemChanges } from '@painting-site/gateway/contract/gallery';
import { notify } from '@/components/ui/toast/notify.ts';
import { useFormSubmission } from '@/lib/use-form-submission.ts';
import { updateGalleryItem } from './api/update-gallery-item.ts';
import {
  editableTitle,
  GALLERY_ITEM_FIELDS,
  type GalleryItemValues,
  validateGalleryItem,
} from './gallery-item-rules.ts';

type GalleryItemFormOptions = {
  /** What of the form a save sends. */
  changes: (values: GalleryItemValues) => GalleryItemChanges;
  /** The toast once the gateway took it. */
  savedMessage: (saved: GalleryItem) => string;
  onSaved: (saved: GalleryItem) => void;
};

/** A form over one photo's details, filled from the photo (no file name as its title), checked as the gateway will. */
export function useGalleryItemForm(item: GalleryItem, { changes, savedMessage, onSaved }: GalleryItemFormOptions) {
  return useFormSubmission({
    initialValues: (): GalleryItemValues => ({
      title: editableTitle(item),
      caption: item.caption,
      alt: item.alt,
      category: item.category,
      featured: item.featured,
    }),
    fields: GALLERY_ITEM_FIELDS,
    validate: validateGalleryItem,
    send: (values) => updateGalleryItem(item.id, changes(values)),
    leavesOnSuccess: true,
    onSuccess: (saved) => {
      notify.success(savedMessage(saved));
      onSaved(saved);
    },
  });
}

export type GalleryItemForm = ReturnType<typeof useGalleryItemForm>;
