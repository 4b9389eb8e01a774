import { describe, expect, it } from 'vitest';
import { serviceMessages, slugFromTitle } from './service-rules.ts';
import type { ServiceInput } from './services.ts';

const VALID: ServiceInput = {
  title: 'Deck & fence staining',
  slug: '',
  summary: 'Cleaned, brightened and sealed wood.',
  description: 'We wash, brighten and seal decks and fences so they last.',
  priceHint: '',
  icon: 'deck',
};

describe('the service rules', () => {
  it('accepts a service the gateway accepts, with the web address left to the title', () => {
    expect(serviceMessages(VALID)).toEqual({});
    expect(slugFromTitle(VALID.title)).toBe('deck-fence-staining');
    expect(slugFromTitle('  Crème Brûlée Walls!  ')).toBe('creme-brulee-walls');
  });

  it('words each slip as the gateway does', () => {
    expect(
      serviceMessages({
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
    expect(serviceMessages({ ...VALID, title: `  ${'t'.repeat(80)}  ` })).toEqual({});
    expect(serviceMessages({ ...VALID, title: 't'.repeat(81) })).toEqual({
      title: 'Titles can be at most 80 characters.',
    });
    expect(serviceMessages({ ...VALID, slug: 'double--hyphen' }).slug).toBeDefined();
    expect(serviceMessages({ ...VALID, slug: '-leading' }).slug).toBeDefined();
    expect(serviceMessages({ ...VALID, slug: 'kitchen-2026' }).slug).toBeUndefined();
    expect(serviceMessages({ ...VALID, slug: 'a'.repeat(61) }).slug).toBe(
      'Web addresses can be at most 60 characters.',
    );
    expect(serviceMessages({ ...VALID, summary: 's'.repeat(201) }).summary).toBe(
      'Summaries can be at most 200 characters.',
    );
    expect(serviceMessages({ ...VALID, description: 'd'.repeat(5001) }).description).toBe(
      'Descriptions can be at most 5000 characters.',
    );
  });
});
