import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCENT, ON_ACCENT_COLOUR, PAGE_COLOUR } from './brand.ts';
import { accentMessage, BRAND_MESSAGES, passingAccent } from './brand-rules.ts';
import { AA_NORMAL_TEXT_RATIO, contrastRatio } from './contrast.ts';

describe('the accent colour rules', () => {
  it('take the theme’s own accent', () => {
    expect(accentMessage(DEFAULT_ACCENT)).toBeUndefined();
    expect(passingAccent(DEFAULT_ACCENT)).toBe(DEFAULT_ACCENT);
  });

  it('say why white text cannot sit on a light yellow, with the figure rounded down', () => {
    expect(accentMessage('#F4C430')).toBe('White text on #f4c430 has a contrast of 1.6:1; it needs at least 4.5:1.');
  });

  it('refuse a colour fine under white text but too light as link text on the page', () => {
    // 4.6:1 under white, 4.4:1 on the page's warm white.
    expect(contrastRatio('#c0501f', ON_ACCENT_COLOUR)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT_RATIO);
    expect(accentMessage('#c0501f')).toBe(
      'As link text on the page background (#faf7f2), #c0501f has a contrast of 4.4:1; it needs at least 4.5:1.',
    );
  });

  it.each(['#fff', 'f4c430', '#12345g', 'rgb(0, 0, 0)', ''])('refuse %j, which is not #rrggbb', (colour) => {
    expect(accentMessage(colour)).toBe(BRAND_MESSAGES.accentFormat);
    expect(passingAccent(colour)).toBeUndefined();
  });

  it.each(['#f4c430', '#3b82f6', '#c0501f', '#22c55e', '#ffffff'])(
    'suggest for %s the nearest shade that passes both checks',
    (colour) => {
      const suggested = passingAccent(colour) ?? '';
      expect(accentMessage(suggested)).toBeUndefined();
      expect(contrastRatio(suggested, PAGE_COLOUR)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT_RATIO);
      // The nearest: just past the line, not far into the dark.
      expect(contrastRatio(suggested, PAGE_COLOUR)).toBeLessThan(AA_NORMAL_TEXT_RATIO + 0.2);
    },
  );
});
