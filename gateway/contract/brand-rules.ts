import { ON_ACCENT_COLOUR, PAGE_COLOUR } from './brand.ts';
import { AA_NORMAL_TEXT_RATIO, contrastRatio, HEX_COLOUR, nearestPassingShade } from './contrast.ts';

// The rules for the brand, applied by the gateway and checked by the dashboard as the owner picks.
// A module of their own: the public pages import brand.ts, and must not carry the dashboard's checks.

/** The multipart field that carries the logo. */
export const LOGO_UPLOAD_FIELD = 'logo';
/** As large as a gallery picture: the owner may photograph a painted sign at a phone's full size. */
export const LOGO_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
/** What a logo may be, as the picker offers it; the gateway judges the file's content. No SVG. */
export const LOGO_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const BYTES_PER_MEGABYTE = 1024 * 1024;

/** The owner's words for each slip, the same whichever side catches it. */
export const BRAND_MESSAGES = {
  accentFormat: 'Enter the colour as # and six digits or letters a–f, like #b4451f.',
  logoMissing: 'Choose a logo to upload.',
  logoSvg:
    'SVG logos cannot be used. Save the logo as a PNG (keeps a transparent background) or WebP, and upload that.',
  logoFormat: 'Upload the logo as a PNG, JPEG or WebP file.',
  logoNotPicture: 'That file is not a picture. Upload the logo as a PNG, JPEG or WebP file.',
  logoTooBig: `The logo file is too big: it can be at most ${LOGO_UPLOAD_MAX_BYTES / BYTES_PER_MEGABYTE} MB.`,
  logoUnreadable: 'That picture could not be read. Save it again as a PNG and upload that.',
} as const;

/** "4.46" → "4.4": never rounds a failing ratio up to the one it needed. */
const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/** Why a colour cannot be the accent, in plain words; undefined when it can. Hex digits in either case. */
export function accentMessage(accent: string): string | undefined {
  if (!HEX_COLOUR.test(accent)) return BRAND_MESSAGES.accentFormat;
  const colour = accent.toLowerCase();
  const onButton = contrastRatio(colour, ON_ACCENT_COLOUR);
  if (onButton < AA_NORMAL_TEXT_RATIO) {
    return `White text on ${colour} has a contrast of ${ratioText(onButton)}; it needs at least ${AA_NORMAL_TEXT_RATIO}:1.`;
  }
  const asLink = contrastRatio(colour, PAGE_COLOUR);
  if (asLink < AA_NORMAL_TEXT_RATIO) {
    return `As link text on the page background (${PAGE_COLOUR}), ${colour} has a contrast of ${ratioText(asLink)}; it needs at least ${AA_NORMAL_TEXT_RATIO}:1.`;
  }
  return undefined;
}

/**
 * The shade of `accent` nearest to it that passes both checks (the accent itself when it does);
 * undefined for a colour that is not `#rrggbb`.
 */
export function passingAccent(accent: string): string | undefined {
  if (!HEX_COLOUR.test(accent)) return undefined;
  const onButton = nearestPassingShade(accent.toLowerCase(), ON_ACCENT_COLOUR);
  return onButton && nearestPassingShade(onButton, PAGE_COLOUR);
}
