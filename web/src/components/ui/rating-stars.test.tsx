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

  it('show 4.5 as four whole stars and a half over a row of five, named "Rated 4.5 out of 5"', () => {
    render(
      <AppProvider>
        <RatingStars rating={4.5} />
      </AppProvider>,
    );
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    const subpaths = (layer: string) =>
      stars
        .querySelector(layer)
        ?.getAttribute('d')
        ?.match(/M[^M]*/g) ?? [];
    expect(subpaths('.star-empty')).toHaveLength(5);
    // A whole star is a closed outline of ten points; a half star stops at its upright axis (V).
    const filled = subpaths('.star-filled');
    expect(filled.map((star) => (star.includes('V') ? 'half' : 'full'))).toEqual([
      'full',
      'full',
      'full',
      'full',
      'half',
    ]);
  });

  it('draw no filled layer for a rating of 0, and still five empty stars', () => {
    render(
      <AppProvider>
        <RatingStars rating={0} />
      </AppProvider>,
    );
    const stars = screen.getByRole('img', { name: 'Rated 0 out of 5' });
    expect(stars.querySelector('.star-filled')).toBeNull();
    expect(stars.querySelector('.star-empty')?.getAttribute('d')?.match(/M/g)).toHaveLength(5);
  });
});
