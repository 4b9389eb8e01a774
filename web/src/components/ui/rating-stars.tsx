import { RATING_MAX } from '@painting-site/gateway/contract/testimonials';
import styled from 'styled-components';

/** A star is drawn in a 24 × 24 box; the row puts RATING_MAX boxes side by side. */
const STAR_BOX = 24;

// One picture per rating, not one per star: a row of empty stars under the filled ones, two paths in
// one <svg> (a page of reviews was 77 elements of stars, now 21, and a lighter first layout). The
// row keeps its size whatever the rating (nothing moves).
const Stars = styled.svg`
  display: inline-block;
  flex: none;
  width: ${1.1 * RATING_MAX}em;
  height: 1.1em;
  color: ${({ theme }) => theme.colors.star};

  .star-empty {
    color: ${({ theme }) => theme.colors.border};
  }
`;

/** A whole star, and its left half (the star is symmetric about its upright axis), from (x, 2.5). */
const starPath = (x: number) => `M${x} 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L${x} 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z`;
const halfStarPath = (x: number) => `M${x} 2.5V17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z`;
/** 1 to RATING_MAX: each star's number decides how much of it is filled. */
const STAR_NUMBERS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);
const starCentre = (star: number) => (star - 1) * STAR_BOX + STAR_BOX / 2;
const EMPTY_ROW = STAR_NUMBERS.map((star) => starPath(starCentre(star))).join('');
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

/** The filled stars of a rating as one path: a subpath per full star, and the left half of a half star. */
function filledPath(rating: number): string {
  return starFills(rating)
    .map((fill, index) => {
      const centre = starCentre(index + 1);
      if (fill === 'full') return starPath(centre);
      return fill === 'half' ? halfStarPath(centre) : '';
    })
    .join('');
}

type RatingStarsProps = {
  /** 0 to RATING_MAX; drawn to the nearest half star, said in words to one decimal. */
  rating: number;
};

/** Stars for a rating, read out as "Rated 4.5 out of 5". */
export function RatingStars({ rating }: RatingStarsProps) {
  const filled = filledPath(rating);
  return (
    <Stars
      role="img"
      aria-label={`Rated ${Number(rating.toFixed(1))} out of ${RATING_MAX}`}
      viewBox={`0 0 ${STAR_BOX * RATING_MAX} ${STAR_BOX}`}
    >
      <path className="star-empty" d={EMPTY_ROW} fill="currentColor" />
      {filled && <path className="star-filled" d={filled} fill="currentColor" />}
    </Stars>
  );
}
