import { RATING_MAX, type Testimonial } from '@painting-site/gateway/contract/testimonials';
import styled from 'styled-components';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { RowActions } from '@/components/ui/row-actions.tsx';
import { useDragReorder } from '@/lib/use-drag-reorder.ts';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: grab;

  &[data-dragging='true'] {
    opacity: 0.4;
  }

  &[data-drop-side='before'] {
    box-shadow: 0 -4px 0 ${({ theme }) => theme.colors.info};
  }

  &[data-drop-side='after'] {
    box-shadow: 0 4px 0 ${({ theme }) => theme.colors.info};
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: auto minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    cursor: auto;
  }
`;

const Position = styled.span`
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.paper};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Text = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.body};
    overflow-wrap: anywhere;
  }
`;

const Detail = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
    justify-content: flex-start;
  }
`;

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
  const { itemProps } = useDragReorder(onMove);
  return (
    <List aria-label="Testimonials in display order">
      {testimonials.map((testimonial, index) => (
        <Row key={testimonial.id} {...itemProps(index)}>
          <Position aria-hidden="true">{index + 1}</Position>
          <Text>
            <h2>
              {testimonial.name}
              {testimonial.town && `, ${testimonial.town}`}
            </h2>
            <Detail>
              {testimonial.rating} of {RATING_MAX} stars
            </Detail>
            <Detail>{testimonial.quote}</Detail>
          </Text>
          <Actions>
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
          </Actions>
        </Row>
      ))}
    </List>
  );
}
