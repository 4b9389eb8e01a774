import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import { RatingStars, starFills } from './rating-stars.tsx';

describe('the rating stars', () => {
  it.each([
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [4.8, ['full', 'full', 'full', 'full', 'full']],
    [4.2, ['full', 'full', 'full', 'full', 'empty']],
    [4.3, ['full', 'full', 'full', 'full', 'half']],
    [3, ['full', 'full', 'full', 'empty', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('draw %s as %j', (rating, fills) => {
    expect(starFills(rating)).toEqual(fills);
  });

  it('show 4.5 as four and a half stars, named "Rated 4.5 out of 5", five stars whatever the rating', () => {
    render(
      <AppProvider>
        <RatingStars rating={4.5} />
      </AppProvider>,
    );
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    const drawn = [...stars.querySelectorAll('svg')].map((star) => star.getAttribute('data-fill'));
    expect(drawn).toEqual(['full', 'full', 'full', 'full', 'half']);
  });
});
