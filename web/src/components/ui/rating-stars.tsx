import { RATING_MAX } from '@painting-site/gateway/contract/testimonials';
import styled from 'styled-components';

const Stars = styled.span`
  display: inline-flex;
  gap: 1px;
  color: ${({ theme }) => theme.colors.star};
  line-height: 1;
`;

const Star = styled.svg`
  display: inline-block;
  width: 1.1em;
  height: 1.1em;

  &[data-fill='empty'] {
    color: ${({ theme }) => theme.colors.border};
  }
`;

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
/** 1 to RATING_MAX: each star's number is its key and decides whether it is filled. */
const STAR_NUMBERS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

type RatingStarsProps = {
  /** 0 to RATING_MAX; rounded to the nearest whole star for the drawing, said exactly in words. */
  rating: number;
};

/** Stars for a rating, read out as "Rated 4.9 out of 5". */
export function RatingStars({ rating }: RatingStarsProps) {
  const filled = Math.round(rating);
  return (
    <Stars role="img" aria-label={`Rated ${rating} out of ${RATING_MAX}`}>
      {STAR_NUMBERS.map((star) => (
        <Star key={star} viewBox="0 0 24 24" aria-hidden="true" data-fill={star <= filled ? 'full' : 'empty'}>
          <path d={STAR_PATH} fill="currentColor" />
        </Star>
      ))}
    </Stars>
  );
}
