import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { PanelDialog } from '@/components/ui/panel-dialog.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { categoryLabel, type GalleryCategory } from '@/config/gallery-categories.ts';
import { ApiError } from '@/lib/api-client.ts';
import { focusFirstInvalid, hasMessages, pickFieldMessages } from '@/lib/field-messages.ts';
import { useApiErrorToast } from '@/lib/notify-api-error.ts';
import type { GalleryItem } from '../api/get-gallery-items.ts';
import { updateGalleryItem } from '../api/update-gallery-item.ts';
import {
  GALLERY_ITEM_FIELDS,
  type GalleryItemMessages,
  type GalleryItemValues,
  validateGalleryItem,
} from '../gallery-item-rules.ts';

export const PHOTO_SAVED_MESSAGE = 'Photo details saved.';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

type EditPhotoDialogProps = {
  item: GalleryItem;
  categories: readonly GalleryCategory[];
  onSaved: (item: GalleryItem) => void;
  onClose: () => void;
};

/** Title, caption, alt text, category and featured flag of one photo; stays open (and filled in) if saving fails. */
export function EditPhotoDialog({ item, categories, onSaved, onClose }: EditPhotoDialogProps) {
  const [values, setValues] = useState<GalleryItemValues>({
    title: item.title,
    caption: item.caption,
    alt: item.alt,
    category: item.category,
    featured: item.featured,
  });
  const [errors, setErrors] = useState<GalleryItemMessages>({});
  const [pending, setPending] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errorToast = useApiErrorToast();

  function set<Field extends keyof GalleryItemValues>(field: Field, value: GalleryItemValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const messages = validateGalleryItem(values);
    setErrors(messages);
    if (hasMessages(messages)) {
      focusFirstInvalid(formRef.current, GALLERY_ITEM_FIELDS, messages);
      return;
    }
    setPending(true);
    try {
      const saved = await updateGalleryItem(item.id, {
        ...values,
        title: values.title.trim(),
        caption: values.caption.trim(),
        alt: values.alt.trim(),
      });
      errorToast.clear();
      notify.success(PHOTO_SAVED_MESSAGE);
      onSaved(saved);
    } catch (error) {
      setPending(false);
      errorToast.show(error);
      const serverMessages = error instanceof ApiError ? pickFieldMessages(error.fields, GALLERY_ITEM_FIELDS) : {};
      setErrors(serverMessages);
      focusFirstInvalid(formRef.current, GALLERY_ITEM_FIELDS, serverMessages);
    }
  }

  return (
    <PanelDialog title={`Edit “${item.title}”`} onClose={onClose} initialFocusRef={titleRef}>
      <Form ref={formRef} noValidate onSubmit={handleSubmit}>
        <TextField
          ref={titleRef}
          label="Title"
          name="title"
          value={values.title}
          error={errors.title}
          onChange={(event) => set('title', event.target.value)}
        />
        <TextAreaField
          label="Caption"
          name="caption"
          hint="Shown under the picture in the gallery. Optional."
          rows={3}
          value={values.caption}
          error={errors.caption}
          onChange={(event) => set('caption', event.target.value)}
        />
        <TextField
          label="Alt text"
          name="alt"
          hint="What the picture shows, for people who cannot see it, e.g. “Living room in soft grey with white trim”."
          value={values.alt}
          error={errors.alt}
          onChange={(event) => set('alt', event.target.value)}
        />
        <SelectField
          label="Category"
          name="category"
          options={categories.map((category) => ({ value: category, label: categoryLabel(category) }))}
          value={values.category}
          error={errors.category}
          onChange={(event) => set('category', event.target.value as GalleryCategory)}
        />
        <CheckboxField
          label="Featured on the home page"
          name="featured"
          checked={values.featured}
          onChange={(event) => set('featured', event.target.checked)}
        />
        <Actions>
          <Button type="button" data-variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <PendingButton pending={pending} pendingLabel="Saving…">
            Save changes
          </PendingButton>
        </Actions>
      </Form>
    </PanelDialog>
  );
}
