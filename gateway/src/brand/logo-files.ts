import { rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  APPLE_TOUCH_ICON_SIZE_PX,
  FAVICON_SIZE_PX,
  INK_COLOUR,
  type LogoBackdrop,
  SHARE_CARD_HEIGHT_PX,
  SHARE_CARD_WIDTH_PX,
} from '../../contract/brand.ts';
import { contrastRatio } from '../../contract/contrast.ts';
import { type DecodedPicture, decodePicture, widthsToStore, writeUploads } from '../images/image-pipeline.ts';
import type { StoredLogo } from './brand-store.ts';

/** Widths of the logo's WebP copies: the header shows it at most LOGO_MAX_WIDTH_PX wide, on screens up to 3×. */
export const LOGO_WIDTHS = [160, 320, 640] as const;
/**
 * The copy e-mails show: PNG, since Outlook and older mail programs show no WebP; at most this
 * wide (mail programs show it about 48 px tall, and sharp screens want twice that).
 */
export const MAIL_LOGO_WIDTH_PX = 320;
/** Logos have hard edges and flat colours, which a lower quality smears. */
const LOGO_WEBP_QUALITY = 90;
/** Below this share of see-through pixels a logo counts as opaque: it brings its own background. */
const TRANSPARENT_SHARE = 0.05;
/** The logo fills this much of the apple-touch icon and of the share card, leaving a margin. */
const ICON_FILL = 0.82;
const CARD_FILL = 0.7;
const WHITE = '#ffffff';
/** The widest any copy of the logo is drawn: the share card's width bounds them all. */
const LOGO_LARGEST_COPY = { width: SHARE_CARD_WIDTH_PX };
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * The files of a logo, named after the content hash of the upload: the logo's own kinds of name
 * (never a gallery picture's `<key>-<width>.webp`), so removing a logo never touches the gallery.
 */
export const LOGO_FILES = {
  variant: (key: string, width: number) => `${key}-logo-${width}.webp`,
  icon: (key: string) => `${key}-icon-${FAVICON_SIZE_PX}.png`,
  appleTouchIcon: (key: string) => `${key}-icon-${APPLE_TOUCH_ICON_SIZE_PX}.png`,
  shareCard: (key: string) => `${key}-card-${SHARE_CARD_WIDTH_PX}.png`,
  mail: (key: string) => `${key}-mail-${MAIL_LOGO_WIDTH_PX}.png`,
};

const channelHex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0');

/**
 * What the logo needs behind it: `any` when it is opaque; otherwise the backdrop its visible
 * pixels (their average, weighted by how opaque each is) stand out on better, white or ink.
 */
async function backdropOf(picture: DecodedPicture): Promise<LogoBackdrop> {
  if (picture.channels < 4) return 'any';
  const { data, info } = await picture
    .open()
    .resize({ width: 64, height: 64, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let seeThrough = 0;
  let weight = 0;
  const sum = [0, 0, 0];
  for (let at = 0; at < data.length; at += info.channels) {
    const alpha = (data[at + 3] ?? 0) / 255;
    if (alpha < 0.5) seeThrough += 1;
    weight += alpha;
    for (const channel of [0, 1, 2]) sum[channel] = (sum[channel] ?? 0) + (data[at + channel] ?? 0) * alpha;
  }
  const pixels = data.length / info.channels;
  if (seeThrough / pixels < TRANSPARENT_SHARE || weight === 0) return 'any';
  const average = `#${sum.map((total) => channelHex(total / weight)).join('')}`;
  return contrastRatio(average, WHITE) >= contrastRatio(average, INK_COLOUR) ? 'light' : 'dark';
}

/** The logo, `fill` of `width` × `height` at most, centred on `background`, as PNG. */
async function onPlate(
  picture: DecodedPicture,
  {
    width,
    height,
    fill,
    background,
    enlarge,
  }: { width: number; height: number; fill: number; background: string; enlarge: boolean },
): Promise<Buffer> {
  const logo = await picture
    .open()
    .resize({
      width: Math.round(width * fill),
      height: Math.round(height * fill),
      fit: 'inside',
      withoutEnlargement: !enlarge,
    })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/**
 * Stores an uploaded logo: turned upright, metadata dropped (sharp writes none), transparency
 * kept. WebP copies at LOGO_WIDTHS (never wider than the original); a PNG favicon; an opaque
 * PNG apple-touch icon and a share card with the logo centred on its backdrop (white, or ink for
 * a light logo); a PNG copy for e-mails.
 */
export async function storeLogo(input: Buffer, uploadsDir: string): Promise<StoredLogo> {
  const picture = await decodePicture(input, LOGO_LARGEST_COPY);
  const { key, width, height, open } = picture;
  const backdrop = await backdropOf(picture);
  const plate = backdrop === 'dark' ? INK_COLOUR : WHITE;
  const widths = widthsToStore(width, LOGO_WIDTHS);
  await writeUploads(uploadsDir, [
    ...widths.map(
      (variantWidth) =>
        [
          LOGO_FILES.variant(key, variantWidth),
          () => open().resize({ width: variantWidth }).webp({ quality: LOGO_WEBP_QUALITY }).toBuffer(),
        ] as const,
    ),
    [
      LOGO_FILES.icon(key),
      () =>
        open()
          .resize({ width: FAVICON_SIZE_PX, height: FAVICON_SIZE_PX, fit: 'contain', background: CLEAR })
          .png()
          .toBuffer(),
    ],
    [
      LOGO_FILES.appleTouchIcon(key),
      () =>
        onPlate(picture, {
          width: APPLE_TOUCH_ICON_SIZE_PX,
          height: APPLE_TOUCH_ICON_SIZE_PX,
          fill: ICON_FILL,
          background: plate,
          enlarge: true,
        }),
    ],
    [
      LOGO_FILES.shareCard(key),
      () =>
        onPlate(picture, {
          width: SHARE_CARD_WIDTH_PX,
          height: SHARE_CARD_HEIGHT_PX,
          fill: CARD_FILL,
          background: plate,
          enlarge: false,
        }),
    ],
    [
      LOGO_FILES.mail(key),
      () =>
        open()
          .resize({ width: MAIL_LOGO_WIDTH_PX, withoutEnlargement: true })
          .png({ compressionLevel: 9, palette: true })
          .toBuffer(),
    ],
  ]);
  return { key, width, height, widths, backdrop };
}

/** Every file of a logo, as `storeLogo` named them. */
export function logoFileNames(logo: Pick<StoredLogo, 'key' | 'widths'>): string[] {
  return [
    ...logo.widths.map((width) => LOGO_FILES.variant(logo.key, width)),
    LOGO_FILES.icon(logo.key),
    LOGO_FILES.appleTouchIcon(logo.key),
    LOGO_FILES.shareCard(logo.key),
    LOGO_FILES.mail(logo.key),
  ];
}

export function removeLogoFiles(logo: Pick<StoredLogo, 'key' | 'widths'>, uploadsDir: string): void {
  for (const name of logoFileNames(logo)) rmSync(join(uploadsDir, name), { force: true });
}
