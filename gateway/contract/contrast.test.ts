import { describe, expect, it } from 'vitest';
import {
  AA_LARGE_TEXT_RATIO,
  contrastRatio,
  darkerShade,
  meetsContrast,
  nearestPassingShade,
  relativeLuminance,
} from './contrast.ts';

const WHITE = '#ffffff';
const BLACK = '#000000';

describe('WCAG contrast of two colours', () => {
  it('gives the known figures: black on white 21, a colour on itself 1, either way round', () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBe(1);
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(WHITE, BLACK)).toBe(21);
    expect(contrastRatio('#1b2a41', '#1b2a41')).toBe(1);
  });

  it('puts the AA line for normal text between #767676 and #777777 on white', () => {
    expect(contrastRatio('#767676', WHITE)).toBeCloseTo(4.54, 2);
    expect(meetsContrast('#767676', WHITE)).toBe(true);
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
    expect(meetsContrast('#777777', WHITE)).toBe(false);
  });

  it('matches published pairs: pure blue and pure red under white text', () => {
    expect(contrastRatio('#0000ff', WHITE)).toBeCloseTo(8.59, 2);
    expect(contrastRatio('#ff0000', WHITE)).toBeCloseTo(4.0, 2);
    expect(meetsContrast('#ff0000', WHITE)).toBe(false);
    expect(meetsContrast('#ff0000', WHITE, AA_LARGE_TEXT_RATIO)).toBe(true);
  });

  it('refuses anything but #rrggbb', () => {
    for (const colour of ['#fff', 'red', '#12345g', 'rgb(0,0,0)', '']) {
      expect(() => relativeLuminance(colour)).toThrow(RangeError);
    }
  });
});

describe('the nearest passing shade', () => {
  it('keeps a colour that passes already', () => {
    expect(nearestPassingShade('#1b2a41', WHITE)).toBe('#1b2a41');
  });

  it('darkens a colour too light for white text just enough, keeping its hue', () => {
    const shade = nearestPassingShade('#3b82f6', WHITE);
    expect(shade).toBeDefined();
    const suggested = shade ?? '';
    expect(contrastRatio(suggested, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(suggested, WHITE)).toBeLessThan(4.7);
    expect(relativeLuminance(suggested)).toBeLessThan(relativeLuminance('#3b82f6'));
    // Still a blue: blue the strongest channel.
    const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(suggested.slice(at, at + 2), 16));
    expect(blue).toBeGreaterThan(green ?? 0);
    expect(green).toBeGreaterThan(red ?? 0);
  });

  it('lightens a colour too dark for dark text', () => {
    const shade = nearestPassingShade('#5a3e1b', '#1b1b1b') ?? '';
    expect(meetsContrast(shade, '#1b1b1b')).toBe(true);
    expect(relativeLuminance(shade)).toBeGreaterThan(relativeLuminance('#5a3e1b'));
  });

  it('moves away from text of the colour itself: white under white text becomes a grey just past AA', () => {
    const grey = nearestPassingShade(WHITE, WHITE) ?? '';
    expect(grey).toMatch(/^#(7[0-6])\1\1$/);
    expect(meetsContrast(grey, WHITE)).toBe(true);
    expect(meetsContrast(nearestPassingShade(BLACK, BLACK) ?? BLACK, BLACK)).toBe(true);
  });

  it('has none for a mid grey under text the same grey at 21:1', () => {
    expect(nearestPassingShade('#777777', '#777777', 21)).toBeUndefined();
  });
});

describe('the darker shade (hover)', () => {
  it('keeps the hue, lowers the lightness and so raises the contrast under white text', () => {
    const shade = darkerShade('#1d5c8a');
    expect(relativeLuminance(shade)).toBeLessThan(relativeLuminance('#1d5c8a'));
    expect(contrastRatio(shade, WHITE)).toBeGreaterThan(contrastRatio('#1d5c8a', WHITE));
    const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(shade.slice(at, at + 2), 16));
    expect(blue).toBeGreaterThan(green ?? 0);
    expect(green).toBeGreaterThan(red ?? 0);
  });

  it('stops at black', () => {
    expect(darkerShade('#050505')).toBe(BLACK);
  });
});
