import type { GalleryImage } from '@painting-site/gateway/contract/gallery';
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { MOBILE_MAX_WIDTH_PX } from '@/config/constants.ts';

/** Widths a picture takes in a grid of cards at each screen width, for the browser to pick a file. */
export const GALLERY_GRID_SIZES = `(max-width: ${MOBILE_MAX_WIDTH_PX}px) calc(50vw - 1.5rem), (max-width: 1100px) calc(50vw - 2.5rem), 340px`;

// The box has the picture's own proportions before a byte of it arrives (no layout shift), and
// the picture's dominant colour stands in until it does.
const Frame = styled.span`
  display: block;
  width: 100%;
  aspect-ratio: var(--picture-ratio);
  overflow: hidden;
  background: var(--picture-color);

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
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
};

/** The variant closest to 960 px wide: a sensible `src` for browsers that ignore `srcset`. */
function fallbackVariant(image: GalleryImage) {
  const byWidth = [...image.variants].sort((a, b) => a.width - b.width);
  return byWidth.findLast((variant) => variant.width <= 960) ?? byWidth[0];
}

/** A gallery picture in a fixed-proportion box, in the size the screen needs. */
export function GalleryPicture({ image, alt, sizes, ratio, loading = 'lazy' }: GalleryPictureProps) {
  const style = {
    '--picture-ratio': ratio === undefined ? `${image.width} / ${image.height}` : String(ratio),
    '--picture-color': image.color,
  } as CSSProperties;

  return (
    <Frame style={style}>
      <img
        src={fallbackVariant(image)?.url}
        srcSet={image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
      />
    </Frame>
  );
}
