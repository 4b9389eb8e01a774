import { TESTIMONIAL_FIELDS } from '@painting-site/gateway/contract/testimonial-rules';
import {
  RATING_MAX,
  TESTIMONIAL_NAME_MAX_LENGTH,
  TESTIMONIAL_QUOTE_MAX_LENGTH,
  TESTIMONIAL_TOWN_MAX_LENGTH,
  type Testimonial,
} from '@painting-site/gateway/contract/testimonials';
import { type ChangeEvent, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { PanelDialog } from '@/components/ui/panel-dialog.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { useFormSubmission } from '@/lib/use-form-submission.ts';
import { createTestimonial, updateTestimonial } from '../api/save-testimonial.ts';
import { type TestimonialFormValues, toTestimonialInput, validateTestimonial } from '../testimonial-rules.ts';

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
  const form = useFormSubmission({
    initialValues: () => valuesOf(testimonial),
    fields: TESTIMONIAL_FIELDS,
    validate: validateTestimonial,
    send: (values) => {
      const input = toTestimonialInput(values);
      return testimonial ? updateTestimonial(testimonial.id, input) : createTestimonial(input);
    },
    leavesOnSuccess: true,
    onSuccess: (saved) => {
      notify.success(testimonial ? `${saved.name}’s testimonial saved.` : `${saved.name}’s testimonial added.`);
      onSaved(saved, testimonial === null);
    },
  });
  const { values, messages } = form;

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const field = event.target.name as Exclude<keyof TestimonialFormValues, 'showOnHome'>;
    form.setField(field, event.target.value);
  }

  return (
    <PanelDialog
      title={testimonial ? `Edit ${testimonial.name}’s testimonial` : 'Add a testimonial'}
      onClose={onClose}
      initialFocusRef={nameRef}
    >
      <Form ref={form.formRef} noValidate onSubmit={form.handleSubmit}>
        <TextField
          ref={nameRef}
          label="Customer’s name"
          name="name"
          hint={`As it is shown, e.g. “Maria G.”; up to ${TESTIMONIAL_NAME_MAX_LENGTH} characters.`}
          value={values.name}
          error={messages.name}
          onChange={handleChange}
        />
        <TextField
          label="Town"
          name="town"
          hint={`Optional; up to ${TESTIMONIAL_TOWN_MAX_LENGTH} characters.`}
          value={values.town}
          error={messages.town}
          onChange={handleChange}
        />
        <TextAreaField
          label="What they said"
          name="quote"
          hint={`Up to ${TESTIMONIAL_QUOTE_MAX_LENGTH} characters.`}
          value={values.quote}
          error={messages.quote}
          onChange={handleChange}
        />
        <SelectField
          label="Rating"
          name="rating"
          options={RATING_OPTIONS}
          value={values.rating}
          error={messages.rating}
          onChange={handleChange}
        />
        <CheckboxField
          label="Show on the home page"
          name="showOnHome"
          checked={values.showOnHome}
          onChange={(event) => form.setField('showOnHome', event.target.checked)}
        />
        <Actions>
          <Button type="button" data-variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <PendingButton pending={form.pending} pendingLabel="Saving…">
            {testimonial ? 'Save testimonial' : 'Add testimonial'}
          </PendingButton>
        </Actions>
      </Form>
    </PanelDialog>
  );
}
