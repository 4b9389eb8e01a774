import type { GalleryImage } from '@painting-site/gateway/contract/gallery';
import styled from 'styled-components';
import { BEFORE_AFTER_START_PERCENT } from '@/config/constants.ts';
import { pictureSources, placeholderColor } from './gallery-picture.tsx';

/**
 * Where the divider stands, from the left edge: the before picture shows up to it, the after
 * picture beyond. Set as a CSS variable on an ancestor once a visitor moves it; until then (and
 * in the published markup, whose CSP refuses style attributes) the stylesheet's starting split.
 */
export const SPLIT_VARIABLE = '--before-split';
/** The divider's place from the left edge, in CSS. */
export const SPLIT_POSITION = `var(${SPLIT_VARIABLE}, ${BEFORE_AFTER_START_PERCENT}%)`;
const split = SPLIT_POSITION;

// Over the after picture, in its box: the before picture is fitted to the same box (cover), so
// a before photo of other proportions never moves anything. Nothing here takes the pointer: a
// click goes to the after picture (the card's), a drag to the slider around it.
// With scripting off (the published grid), the divider never moves: the whole before picture
// fills the part before it, and the whole after picture the part after (gallery-picture.tsx),
// each under its label. A browser that does not know `scripting` shows the split, both halves
// labelled; so does one that runs scripts but never got the app's.
const Layer = styled.span<{ $color: string }>`
  position: absolute;
  inset: 0;
  pointer-events: none;
  background: ${({ $color }) => $color};
  clip-path: inset(0 calc(100% - ${split}) 0 0);

  img {
    display: block;
  }

  @media (scripting: none) {
    right: calc(100% - ${split});
    clip-path: none;
  }
`;

// The After label has a layer of its own, clipped from the other side, so each label goes with its picture.
const AfterSide = styled.span`
  position: absolute;
  inset: 0;
  pointer-events: none;
  clip-path: inset(0 0 0 ${split});
`;

const Tag = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  padding: 0.125rem ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: rgba(15, 23, 36, 0.78);
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 700;
  line-height: 1.4;

  &[data-side='before'] {
    left: ${({ theme }) => theme.space.sm};
  }

  &[data-side='after'] {
    right: ${({ theme }) => theme.space.sm};
  }

  /* Two to a row on a phone: small labels leave the pictures to be seen. */
  ${({ theme }) => theme.media.mobile} {
    top: ${({ theme }) => theme.space.xs};
    padding: 0 ${({ theme }) => theme.space.xs};
    font-size: 0.75rem;

    &[data-side='before'] {
      left: ${({ theme }) => theme.space.xs};
    }

    &[data-side='after'] {
      right: ${({ theme }) => theme.space.xs};
    }
  }
`;

const Divider = styled.span`
  position: absolute;
  pointer-events: none;
  top: 0;
  bottom: 0;
  left: ${split};
  width: 3px;
  translate: -50% 0;
  background: #ffffff;
  box-shadow: 0 0 0 1px rgba(15, 23, 36, 0.35);
`;

type BeforePictureProps = {
  image: GalleryImage;
  /** The same `sizes` as the after picture: both fill the same box. */
  sizes: string;
  loading?: 'lazy' | 'eager';
};

/**
 * A project's before picture over its after picture (inside the after picture's GalleryPicture),
 * shown up to the divider, with a Before and an After label. The comparison's words for screen
 * readers are the caller's: here the picture and labels only repeat what the caller says.
 */
export function BeforePicture({ image, sizes, loading = 'lazy' }: BeforePictureProps) {
  return (
    <>
      <Layer $color={placeholderColor(image)} data-before>
        <img {...pictureSources(image)} sizes={sizes} alt="" loading={loading} decoding="async" draggable={false} />
        <Tag data-side="before" aria-hidden="true">
          Before
        </Tag>
      </Layer>
      <AfterSide>
        <Tag data-side="after" aria-hidden="true">
          After
        </Tag>
      </AfterSide>
      <Divider aria-hidden="true" />
    </>
  );
}
