import { RATING_MAX } from '@painting-site/gateway/contract/testimonials';
import styled from 'styled-components';

const Stars = styled.span`
  display: inline-flex;
  gap: 1px;
  color: ${({ theme }) => theme.colors.star};
  line-height: 1;
`;

// Every star is drawn twice, an empty one under a filled one: a half star clips the filled one,
// so the row keeps its size whatever the rating (nothing moves).
const Star = styled.svg`
  display: inline-block;
  width: 1.1em;
  height: 1.1em;

  .star-empty {
    color: ${({ theme }) => theme.colors.border};
  }

  &[data-fill='empty'] .star-filled {
    display: none;
  }

  &[data-fill='half'] .star-filled {
    clip-path: inset(0 50% 0 0);
  }
`;

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
/** 1 to RATING_MAX: each star's number is its key and decides how much of it is filled. */
const STAR_NUMBERS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);
/** Ratings are drawn to the nearest half star. */
const STAR_STEPS = 2;

export type StarFill = 'full' | 'half' | 'empty';

/** How each star of a rating is drawn: 4.5 is four full stars and a half; 4.2 is four, 4.3 four and a half. */
export function starFills(rating: number): StarFill[] {
  const halves = Math.round(rating * STAR_STEPS);
  return STAR_NUMBERS.map((star) => {
    if (halves >= star * STAR_STEPS) return 'full';
    return halves === star * STAR_STEPS - 1 ? 'half' : 'empty';
  });
}

type RatingStarsProps = {
  /** 0 to RATING_MAX; drawn to the nearest half star, said in words to one decimal. */
  rating: number;
};

/** Stars for a rating, read out as "Rated 4.5 out of 5". */
export function RatingStars({ rating }: RatingStarsProps) {
  return (
    <Stars role="img" aria-label={`Rated ${Number(rating.toFixed(1))} out of ${RATING_MAX}`}>
      {starFills(rating).map((fill, index) => (
        <Star key={STAR_NUMBERS[index]} viewBox="0 0 24 24" aria-hidden="true" data-fill={fill}>
          <path className="star-empty" d={STAR_PATH} fill="currentColor" />
          <path className="star-filled" d={STAR_PATH} fill="currentColor" />
        </Star>
      ))}
    </Stars>
  );
}
