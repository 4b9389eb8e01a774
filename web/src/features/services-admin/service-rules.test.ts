import { describe, expect, it } from 'vitest';
import { type ServiceFormValues, slugFromTitle, validateService } from './service-rules.ts';

const VALID: ServiceFormValues = {
  title: 'Deck & fence staining',
  slug: '',
  summary: 'Cleaned, brightened and sealed wood.',
  description: 'We wash, brighten and seal decks and fences so they last.',
  priceHint: '',
  icon: 'deck',
};

describe('the service rules', () => {
  it('accepts a service the gateway accepts, with the web address left to the title', () => {
    expect(validateService(VALID)).toEqual({});
    expect(slugFromTitle(VALID.title)).toBe('deck-fence-staining');
    expect(slugFromTitle('  Crème Brûlée Walls!  ')).toBe('creme-brulee-walls');
  });

  it('words each slip as the gateway does', () => {
    expect(
      validateService({
        title: ' A ',
        slug: 'Interior Painting',
        summary: 'Short',
        description: 'Too short too.',
        priceHint: 'x'.repeat(61),
        icon: 'interior',
      }),
    ).toEqual({
      title: 'Give the service a title.',
      slug: 'Use lowercase letters, digits and hyphens, like interior-painting.',
      summary: 'Write a summary of at least 10 characters.',
      description: 'Describe the service in at least 20 characters.',
      priceHint: 'Price hints can be at most 60 characters.',
    });
  });

  it('measures the text as it is sent, trimmed', () => {
    expect(validateService({ ...VALID, title: `  ${'t'.repeat(80)}  ` })).toEqual({});
    expect(validateService({ ...VALID, title: 't'.repeat(81) })).toEqual({
      title: 'Titles can be at most 80 characters.',
    });
    expect(validateService({ ...VALID, slug: 'double--hyphen' }).slug).toBeDefined();
    expect(validateService({ ...VALID, slug: '-leading' }).slug).toBeDefined();
    expect(validateService({ ...VALID, slug: 'kitchen-2026' }).slug).toBeUndefined();
    expect(validateService({ ...VALID, slug: 'a'.repeat(61) }).slug).toBe(
      'Web addresses can be at most 60 characters.',
    );
    expect(validateService({ ...VALID, summary: 's'.repeat(201) }).summary).toBe(
      'Summaries can be at most 200 characters.',
    );
    expect(validateService({ ...VALID, description: 'd'.repeat(5001) }).description).toBe(
      'Descriptions can be at most 5000 characters.',
    );
  });
});
