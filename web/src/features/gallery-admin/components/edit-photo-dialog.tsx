import type { GalleryCategory, GalleryItem } from '@painting-site/gateway/contract/gallery';
import { useRef } from 'react';
import styled from 'styled-components';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { ItemFormDialog } from '@/components/ui/item-form-dialog.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { AWAITING_TITLE_NOTE } from '../gallery-item-rules.ts';
import { useGalleryItemForm } from '../use-gallery-item-form.ts';
import { PhotoTitleFields } from './photo-title-fields.tsx';
import { PictureThumbnail } from './picture-thumbnail.tsx';

export const PHOTO_SAVED_MESSAGE = 'Photo details saved.';

const Pictures = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Picture = styled.figure`
  display: grid;
  gap: 2px;
  margin: 0;
  font-weight: 600;
`;

type EditPhotoDialogProps = {
  item: GalleryItem;
  categories: readonly GalleryCategory[];
  onSaved: (item: GalleryItem) => void;
  onClose: () => void;
};

/** Title, caption, alt text, category and featured flag of one photo; stays open (and filled in) if saving fails. */
export function EditPhotoDialog({ item, categories, onSaved, onClose }: EditPhotoDialogProps) {
  const titleRef = useRef<HTMLInputElement>(null);
  const form = useGalleryItemForm(item, {
    changes: (values) => ({
      ...values,
      title: values.title.trim(),
      caption: values.caption.trim(),
      alt: values.alt.trim(),
    }),
    savedMessage: () => PHOTO_SAVED_MESSAGE,
    onSaved,
  });
  const { textField, checkboxField } = form;

  return (
    <ItemFormDialog
      title={`Edit “${item.title}”`}
      form={form}
      submitLabel="Save changes"
      initialFocusRef={titleRef}
      onClose={onClose}
    >
      <Pictures>
        <Picture>
          <PictureThumbnail image={item.image} alt={item.alt} />
          <figcaption>Photo</figcaption>
        </Picture>
        {item.before ? (
          <Picture>
            <PictureThumbnail image={item.before} alt={`Before: ${item.title}`} />
            <figcaption>Before</figcaption>
          </Picture>
        ) : (
          <p>No before picture: add one with “Add before picture” on the photo’s card.</p>
        )}
      </Pictures>
      <PhotoTitleFields
        form={form}
        categories={categories}
        titleRef={titleRef}
        titleHint={item.awaitingTitle ? `${AWAITING_TITLE_NOTE}.` : undefined}
      />
      <TextAreaField
        label="Caption"
        {...textField('caption')}
        hint="Shown under the picture in the gallery. Optional."
        rows={3}
      />
      <TextField
        label="Photo description"
        {...textField('alt')}
        hint="Describe the photo for people who can’t see it: their phone reads it aloud. E.g. “Living room in soft grey with white trim”."
      />
      <CheckboxField label="Featured on the home page" {...checkboxField('featured')} />
    </ItemFormDialog>
  );
}
