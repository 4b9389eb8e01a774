import { TESTIMONIAL_FIELDS } from '@painting-site/gateway/contract/testimonial-rules';
import {
  RATING_MAX,
  TESTIMONIAL_NAME_MAX_LENGTH,
  TESTIMONIAL_QUOTE_MAX_LENGTH,
  TESTIMONIAL_TOWN_MAX_LENGTH,
  type Testimonial,
} from '@painting-site/gateway/contract/testimonials';
import { useRef } from 'react';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { ItemFormDialog } from '@/components/ui/item-form-dialog.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useItemForm } from '@/lib/use-item-form.ts';
import { testimonialsApi } from '../api/testimonials-api.ts';
import { type TestimonialFormValues, toTestimonialInput, validateTestimonial } from '../testimonial-rules.ts';

// Most stars first: the usual choice is at the top.
const RATING_OPTIONS = Array.from({ length: RATING_MAX }, (_, index) => {
  const stars = RATING_MAX - index;
  return { value: String(stars), label: stars === 1 ? '1 star' : `${stars} stars` };
});

const EMPTY_VALUES: TestimonialFormValues = {
  name: '',
  town: '',
  quote: '',
  rating: String(RATING_MAX),
  showOnHome: true,
};

function valuesOf(testimonial: Testimonial | null): TestimonialFormValues {
  if (!testimonial) return EMPTY_VALUES;
  const { name, town, quote, rating, showOnHome } = testimonial;
  return { name, town, quote, rating: String(rating), showOnHome };
}

type TestimonialFormDialogProps = {
  /** The testimonial to edit; null adds a new one. */
  testimonial: Testimonial | null;
  onSaved: (testimonial: Testimonial, created: boolean) => void;
  onClose: () => void;
};

/** Adds or edits a testimonial, with the gateway's rules checked as the owner goes; nothing typed is lost on a failure. */
export function TestimonialFormDialog({ testimonial, onSaved, onClose }: TestimonialFormDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const form = useItemForm({
    item: testimonial,
    valuesOf,
    fields: TESTIMONIAL_FIELDS,
    validate: validateTestimonial,
    toInput: toTestimonialInput,
    create: testimonialsApi.create,
    update: testimonialsApi.update,
    savedMessage: (saved, created) =>
      created ? `${saved.name}’s testimonial added.` : `${saved.name}’s testimonial saved.`,
    onSaved,
  });

  return (
    <ItemFormDialog
      title={testimonial ? `Edit ${testimonial.name}’s testimonial` : 'Add a testimonial'}
      form={form}
      submitLabel={testimonial ? 'Save testimonial' : 'Add testimonial'}
      initialFocusRef={nameRef}
      onClose={onClose}
    >
      <TextField
        ref={nameRef}
        label="Customer’s name"
        {...form.textField('name')}
        hint={`As it is shown, e.g. “Maria G.”; up to ${TESTIMONIAL_NAME_MAX_LENGTH} characters.`}
      />
      <TextField
        label="Town"
        {...form.textField('town')}
        hint={`Optional; up to ${TESTIMONIAL_TOWN_MAX_LENGTH} characters.`}
      />
      <TextAreaField
        label="What they said"
        {...form.textField('quote')}
        hint={`Up to ${TESTIMONIAL_QUOTE_MAX_LENGTH} characters.`}
      />
      <SelectField label="Rating" {...form.textField('rating')} options={RATING_OPTIONS} />
      <CheckboxField label="Show on the home page" {...form.checkboxField('showOnHome')} />
    </ItemFormDialog>
  );
}
