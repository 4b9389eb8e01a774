import { RATING_MAX, type Testimonial } from '@painting-site/gateway/contract/testimonials';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { OrderedRows, RowDetail } from '@/components/ui/ordered-rows.tsx';
import { RowActions } from '@/components/ui/row-actions.tsx';

type TestimonialRowsProps = {
  testimonials: readonly Testimonial[];
  onMove: (from: number, to: number) => void;
  onEdit: (testimonial: Testimonial) => void;
  onDelete: (testimonial: Testimonial) => void;
  onShowOnHome: (testimonial: Testimonial, shown: boolean) => void;
};

// The rating in words, not the public pages' stars: sharing that component would split it out
// of the home page's chunk into one more file for every visitor to fetch.

/** The testimonials in the order the home page shows them, each with its actions. */
export function TestimonialRows({ testimonials, onMove, onEdit, onDelete, onShowOnHome }: TestimonialRowsProps) {
  return (
    <OrderedRows
      label="Testimonials in display order"
      items={testimonials}
      itemKey={(testimonial) => testimonial.id}
      onMove={onMove}
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
      renderActions={(testimonial, index) => (
        <>
          <CheckboxField
            label="Show on home"
            aria-label={`Show on home: ${testimonial.name}`}
            checked={testimonial.showOnHome}
            onChange={(event) => onShowOnHome(testimonial, event.target.checked)}
          />
          <RowActions
            title={testimonial.name}
            index={index}
            count={testimonials.length}
            onEdit={() => onEdit(testimonial)}
            onDelete={() => onDelete(testimonial)}
            onMove={onMove}
          />
        </>
      )}
    />
  );
}
