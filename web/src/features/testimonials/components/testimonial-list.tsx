import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { RatingStars } from '@/components/ui/rating-stars.tsx';
import { useTestimonials } from '../api/get-testimonials.ts';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Quote = styled.blockquote`
  font-size: 1.0625rem;

  p::before {
    content: '“';
  }

  p::after {
    content: '”';
  }
`;

const Author = styled.figcaption`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};

  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

type TestimonialListProps = {
  /** The owner's words over the list; either may be empty. */
  heading?: string | undefined;
  intro?: string | undefined;
};

/**
 * What customers said, with their star rating: those the owner picked for the home page. With
 * none to show, no section at all (a heading over nothing says less than no heading).
 */
export function TestimonialList({ heading, intro }: TestimonialListProps) {
  const testimonials = useTestimonials();
  if (testimonials.status === 'ready' && testimonials.data.length === 0) return null;

  return (
    <PageSection title={heading} lead={intro}>
      <AsyncContent resource={testimonials} minHeight="10rem">
        {(list) => (
          <List>
            {list.map((testimonial) => (
              <Card key={testimonial.id}>
                <RatingStars rating={testimonial.rating} />
                <Figure>
                  <Quote>
                    <p>{testimonial.quote}</p>
                  </Quote>
                  <Author>
                    <strong>{testimonial.name}</strong>
                    {testimonial.town && `, ${testimonial.town}`}
                  </Author>
                </Figure>
              </Card>
            ))}
          </List>
        )}
      </AsyncContent>
    </PageSection>
  );
}
