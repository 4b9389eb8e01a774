import type { GalleryCategory } from '@painting-site/gateway/contract/gallery';
import type { Ref } from 'react';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { categoryLabel } from '@/config/gallery-categories.ts';
import { TITLE_PLACEHOLDER } from '../gallery-item-rules.ts';
import type { GalleryItemForm } from '../use-gallery-item-form.ts';

type PhotoTitleFieldsProps = {
  form: GalleryItemForm;
  categories: readonly GalleryCategory[];
  titleRef?: Ref<HTMLInputElement> | undefined;
  titleHint?: string | undefined;
};

/** What visitors see a photo under: its title (an example, never a value) and its gallery category. */
export function PhotoTitleFields({ form, categories, titleRef, titleHint }: PhotoTitleFieldsProps) {
  return (
    <>
      <TextField
        ref={titleRef}
        label="Title"
        {...form.textField('title')}
        placeholder={TITLE_PLACEHOLDER}
        hint={titleHint}
      />
      <SelectField
        label="Category"
        {...form.textField('category')}
        options={categories.map((category) => ({ value: category, label: categoryLabel(category) }))}
      />
    </>
  );
}
