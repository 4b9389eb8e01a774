import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_MESSAGES, testimonialMessages } from './testimonial-rules.ts';
import {
  RATING_MAX,
  TESTIMONIAL_NAME_MAX_LENGTH,
  TESTIMONIAL_QUOTE_MAX_LENGTH,
  TESTIMONIAL_TOWN_MAX_LENGTH,
} from './testimonials.ts';

const VALID = { name: 'Maria G.', town: '', quote: 'Tidy work.', rating: RATING_MAX, showOnHome: true };

describe('the rules for a testimonial', () => {
  it('accept a testimonial at every limit', () => {
    expect(testimonialMessages(VALID)).toEqual({});
    expect(
      testimonialMessages({
        ...VALID,
        name: 'x'.repeat(TESTIMONIAL_NAME_MAX_LENGTH),
        town: 'x'.repeat(TESTIMONIAL_TOWN_MAX_LENGTH),
        quote: 'x'.repeat(TESTIMONIAL_QUOTE_MAX_LENGTH),
        rating: 1,
      }),
    ).toEqual({});
  });

  it('judge the trimmed text', () => {
    expect(testimonialMessages({ ...VALID, name: '   ', quote: '\n ' })).toEqual({
      name: TESTIMONIAL_MESSAGES.nameMissing,
      quote: TESTIMONIAL_MESSAGES.quoteMissing,
    });
    expect(testimonialMessages({ ...VALID, quote: ` ${'x'.repeat(TESTIMONIAL_QUOTE_MAX_LENGTH)} ` })).toEqual({});
  });

  it('say which field is over its limit', () => {
    expect(
      testimonialMessages({
        ...VALID,
        name: 'x'.repeat(TESTIMONIAL_NAME_MAX_LENGTH + 1),
        town: 'x'.repeat(TESTIMONIAL_TOWN_MAX_LENGTH + 1),
        quote: 'x'.repeat(TESTIMONIAL_QUOTE_MAX_LENGTH + 1),
      }),
    ).toEqual({
      name: TESTIMONIAL_MESSAGES.nameTooLong,
      town: TESTIMONIAL_MESSAGES.townTooLong,
      quote: TESTIMONIAL_MESSAGES.quoteTooLong,
    });
  });

  it.each([0, RATING_MAX + 1, 2.5, Number.NaN])('refuse a rating of %s', (rating) => {
    expect(testimonialMessages({ ...VALID, rating })).toEqual({ rating: TESTIMONIAL_MESSAGES.rating });
  });
});
