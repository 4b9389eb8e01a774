import type { GalleryImage } from '@painting-site/gateway/contract/gallery';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BEFORE_AFTER_START_PERCENT, MOBILE_MAX_WIDTH_PX } from '@/config/constants.ts';

/** Widths a picture takes in a grid of cards at each screen width, for the browser to pick a file. */
export const GALLERY_GRID_SIZES = `(max-width: ${MOBILE_MAX_WIDTH_PX}px) calc(50vw - 1.5rem), (max-width: 1100px) calc(50vw - 2.5rem), 340px`;

// The box has the picture's own proportions before a byte of it arrives (no layout shift), and
// the picture's dominant colour stands in until it does. Both are in the stylesheet, not a style
// attribute: a published page's CSP refuses style attributes in its markup. With scripting off,
// beside a whole before picture (before-picture.tsx), the after picture is whole too, in the part
// after the divider; a browser without :has shows the split instead.
const Frame = styled.span<{ $ratio: string; $color: string }>`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ $color }) => $color};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  @media (scripting: none) {
    &:has(> [data-before]) > img {
      width: ${100 - BEFORE_AFTER_START_PERCENT}%;
      margin-inline-start: ${BEFORE_AFTER_START_PERCENT}%;
    }
  }
`;

type GalleryPictureProps = {
  image: GalleryImage;
  alt: string;
  /** The width the picture is shown at, for the browser to pick a file (`sizes`). */
  sizes: string;
  /** Crops to this width/height ratio instead of the picture's own, for an even grid. */
  ratio?: number;
  /** Off-screen pictures wait until the visitor scrolls near them. */
  loading?: 'lazy' | 'eager';
  /** Laid over the picture, in its box (a before picture, for one). */
  children?: ReactNode;
};

/** A colour as the gateway measures it (`#rrggbb`); anything else is never written into CSS. */
const HEX_COLOR = /^#[\da-f]{3,8}$/i;
const NO_COLOR = 'transparent';

/** The picture's dominant colour, to show while it loads, when it is one. */
export function placeholderColor(image: GalleryImage): string {
  return HEX_COLOR.test(image.color) ? image.color : NO_COLOR;
}

/** The variant closest to 960 px wide: a sensible `src` for browsers that ignore `srcset`. */
function fallbackVariant(image: GalleryImage) {
  const byWidth = [...image.variants].sort((a, b) => a.width - b.width);
  return byWidth.findLast((variant) => variant.width <= 960) ?? byWidth[0];
}

/** The picture's largest file: where a link to the picture itself leads. */
export function largestVariantUrl(image: GalleryImage): string | undefined {
  return image.variants.reduce<GalleryImage['variants'][number] | undefined>(
    (largest, variant) => (largest && largest.width >= variant.width ? largest : variant),
    undefined,
  )?.url;
}

/** An `<img>`'s files and size for a stored picture: the browser picks the width the screen needs. */
export function pictureSources(image: GalleryImage) {
  return {
    src: fallbackVariant(image)?.url,
    srcSet: image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

/** A gallery picture in a fixed-proportion box, in the size the screen needs. */
export function GalleryPicture({ image, alt, sizes, ratio, loading = 'lazy', children }: GalleryPictureProps) {
  return (
    <Frame
      $ratio={ratio === undefined ? `${image.width} / ${image.height}` : String(ratio)}
      $color={placeholderColor(image)}
    >
      <img {...pictureSources(image)} sizes={sizes} alt={alt} loading={loading} decoding="async" />
      {children}
    </Frame>
  );
}
