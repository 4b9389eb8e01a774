import { RATING_MAX, type Testimonial } from '@painting-site/gateway/contract/testimonials';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { OrderedListManager } from '@/components/ui/ordered-list-manager.tsx';
import { RowDetail } from '@/components/ui/ordered-rows.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { useOrderedList } from '@/lib/use-ordered-list.ts';
import { testimonialsApi } from '../api/testimonials-api.ts';
import { TestimonialFormDialog } from './testimonial-form-dialog.tsx';

// The rating in words, not the public pages' stars: sharing that component would split it out
// of the home page's chunk into one more file for every visitor to fetch.

/** What customers said: add, edit, reorder and delete testimonials, and pick those the home page shows. */
export function TestimonialsManager() {
  const list = useOrderedList({
    api: testimonialsApi,
    what: 'the testimonials',
    nameOf: (testimonial: Testimonial) => testimonial.name,
  });

  async function showOnHome(testimonial: Testimonial, shown: boolean) {
    const { id: _id, ...input } = testimonial;
    try {
      list.saved(await testimonialsApi.update(testimonial.id, { ...input, showOnHome: shown }), false);
    } catch (error) {
      notifyApiError(error);
      return;
    }
    notify.success(
      shown
        ? `${testimonial.name}’s testimonial is shown on the home page.`
        : `${testimonial.name}’s testimonial is no longer shown on the home page.`,
    );
  }

  return (
    <OrderedListManager
      list={list}
      addLabel="Add a testimonial"
      rowsLabel="Testimonials in display order"
      emptyNote="No testimonials yet. Add what a customer said: the home page shows those you pick, in this order."
      renderText={(testimonial) => (
        <>
          <h2>
            {testimonial.name}
            {testimonial.town && `, ${testimonial.town}`}
          </h2>
          <RowDetail>
            {testimonial.rating} of {RATING_MAX} stars
          </RowDetail>
          <RowDetail>{testimonial.quote}</RowDetail>
        </>
      )}
      renderControls={(testimonial) => (
        <CheckboxField
          label="Show on home"
          aria-label={`Show on home: ${testimonial.name}`}
          checked={testimonial.showOnHome}
          onChange={(event) => showOnHome(testimonial, event.target.checked)}
        />
      )}
      renderForm={({ item, onSaved, onClose }) => (
        <TestimonialFormDialog testimonial={item} onSaved={onSaved} onClose={onClose} />
      )}
      deletion={{
        title: 'Delete this testimonial?',
        confirmLabel: 'Delete testimonial',
        consequence: (testimonial) =>
          `${testimonial.name}’s testimonial is removed for good, and no longer counts in the rating. This cannot be undone.`,
        deleted: (testimonial) => `${testimonial.name}’s testimonial deleted.`,
      }}
    />
  );
}
