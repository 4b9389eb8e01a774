/** Colour arithmetic for the demo scenes: shading a paint colour the way light would. */

type Rgb = readonly [number, number, number];

// Shadows lean slightly blue and highlights slightly warm, as they do under daylight; pure
// black and white make painted surfaces look muddy or chalky.
const SHADOW_TINT = '#141a2a';
const HIGHLIGHT_TINT = '#fffdf6';

function parseHex(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const value = Number.parseInt(full, 16);
  if (full.length !== 6 || Number.isNaN(value)) throw new Error(`Not a hex colour: ${hex}`);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex([red, green, blue]: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(red)}${channel(green)}${channel(blue)}`;
}

/** The colour a fraction `amount` of the way from `from` to `to`. */
export function mix(from: string, to: string, amount: number): string {
  const start = parseHex(from);
  const end = parseHex(to);
  const channel = (index: 0 | 1 | 2) => start[index] + (end[index] - start[index]) * amount;
  return toHex([channel(0), channel(1), channel(2)]);
}

export function shade(hex: string, amount: number): string {
  return mix(hex, SHADOW_TINT, amount);
}

export function light(hex: string, amount: number): string {
  return mix(hex, HIGHLIGHT_TINT, amount);
}

/** WCAG relative luminance, 0 (black) to 1 (white): picks hardware and line colours that show. */
export function luminance(hex: string): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  const [red, green, blue] = parseHex(hex);
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}
