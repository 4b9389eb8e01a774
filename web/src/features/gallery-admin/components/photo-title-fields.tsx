import type { GalleryCategory } from '@painting-site/gateway/contract/gallery';
import type { Ref } from 'react';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { categoryLabel } from '@/config/gallery-categories.ts';
import { type GalleryItemMessages, type GalleryItemValues, TITLE_PLACEHOLDER } from '../gallery-item-rules.ts';

type PhotoTitleFieldsProps = {
  values: Pick<GalleryItemValues, 'title' | 'category'>;
  messages: GalleryItemMessages;
  setField: <Name extends 'title' | 'category'>(field: Name, value: GalleryItemValues[Name]) => void;
  categories: readonly GalleryCategory[];
  titleRef?: Ref<HTMLInputElement> | undefined;
  titleHint?: string | undefined;
};

/** What visitors see a photo under: its title (an example, never a value) and its gallery category. */
export function PhotoTitleFields({
  values,
  messages,
  setField,
  categories,
  titleRef,
  titleHint,
}: PhotoTitleFieldsProps) {
  return (
    <>
      <TextField
        ref={titleRef}
        label="Title"
        name="title"
        placeholder={TITLE_PLACEHOLDER}
        hint={titleHint}
        value={values.title}
        error={messages.title}
        onChange={(event) => setField('title', event.target.value)}
      />
      <SelectField
        label="Category"
        name="category"
        options={categories.map((category) => ({ value: category, label: categoryLabel(category) }))}
        value={values.category}
        error={messages.category}
        onChange={(event) => setField('category', event.target.value as GalleryCategory)}
      />
    </>
  );
}
