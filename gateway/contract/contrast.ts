/**
 * WCAG 2.2 contrast, for the colours the owner picks (issue 13's accent colour): the text drawn
 * on a colour must stay readable. Both sides check with these, so the dashboard's preview and the
 * gateway's 400 agree. Colours are `#rrggbb`.
 */

/** A colour as the owner's forms send it. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
/** WCAG 2.2 success criterion 1.4.3 (AA): normal text. */
export const AA_NORMAL_TEXT_RATIO = 4.5;
/** WCAG 2.2 1.4.3 (AA): large text (24 px, or 18.66 px bold); also 1.4.11 for controls' edges. */
export const AA_LARGE_TEXT_RATIO = 3;

type Rgb = readonly [red: number, green: number, blue: number];

function rgbOf(colour: string): Rgb {
  if (!HEX_COLOUR.test(colour)) throw new RangeError(`not a #rrggbb colour: ${colour}`);
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const hexOf = (rgb: Rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** One sRGB channel (0–255) as linear light (WCAG 2.2's definition of relative luminance). */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** 0 for black, 1 for white. */
export function relativeLuminance(colour: string): number {
  const [red, green, blue] = rgbOf(colour).map(linear) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** From 1 (the same colour) to 21 (black on white), whichever way round the two are. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

export function meetsContrast(background: string, text: string, minimum = AA_NORMAL_TEXT_RATIO): boolean {
  return contrastRatio(background, text) >= minimum;
}

/** RGB (0–255) → hue (degrees), saturation and lightness (0–1). */
function toHsl([red, green, blue]: Rgb): [number, number, number] {
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  return [(hue * 60 + 360) % 360, saturation, lightness];
}

function fromHsl(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector] as [number, number, number];
  return [r, g, b].map((channel) => Math.round((channel + m) * 255)) as unknown as Rgb;
}

/** Lightness moves in steps this small: the suggestion is the nearest shade to the nearest half per cent. */
const LIGHTNESS_STEP = 0.005;

/**
 * The shade of `colour` (same hue and saturation) nearest to it in lightness on which `text`
 * meets `minimum`: `colour` itself when it passes already. Darker under light text, lighter
 * under dark text. None when no shade of it will do (the text's own grey, say).
 */
export function nearestPassingShade(colour: string, text: string, minimum = AA_NORMAL_TEXT_RATIO): string | undefined {
  if (meetsContrast(colour, text, minimum)) return colour;
  const [hue, saturation, lightness] = toHsl(rgbOf(colour));
  const [textLuminance, colourLuminance] = [relativeLuminance(text), relativeLuminance(colour)];
  // Away from the text; from the text's own colour, towards the far end (darker under white).
  const darker = textLuminance > colourLuminance || (textLuminance === colourLuminance && textLuminance > 0.5);
  const direction = darker ? -1 : 1;
  for (
    let shade = lightness + direction * LIGHTNESS_STEP;
    shade >= 0 && shade <= 1;
    shade += direction * LIGHTNESS_STEP
  ) {
    const candidate = hexOf(fromHsl(hue, saturation, shade));
    if (meetsContrast(candidate, text, minimum)) return candidate;
  }
  return undefined;
}

/** How much darker (in HSL lightness) a button or link gets under the pointer. */
export const HOVER_DARKENING = 0.1;

/** The same hue and saturation, `by` darker in lightness (black at the bottom). */
export function darkerShade(colour: string, by = HOVER_DARKENING): string {
  const [hue, saturation, lightness] = toHsl(rgbOf(colour));
  return hexOf(fromHsl(hue, saturation, Math.max(0, lightness - by)));
}
