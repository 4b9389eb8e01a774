import type { GalleryImage, GalleryItem } from '@painting-site/gateway/contract/gallery';
import styled from 'styled-components';
import { BeforePicture, SPLIT_POSITION } from './before-picture.tsx';
import { GalleryPicture } from './gallery-picture.tsx';
import { useBeforeAfterSplit } from './use-before-after-split.ts';

// The whole picture is the handle: pressed or dragged anywhere, the divider follows. Sideways
// drags are ours; up-and-down ones still scroll the page.
const Comparison = styled.span`
  position: absolute;
  inset: 0;
  cursor: ew-resize;
  touch-action: pan-y;
  user-select: none;

  /* Every press lands here, never on a picture (which a mouse would start to drag away). */
  & > * {
    pointer-events: none;
  }
`;

// The comparison's real control, for keyboards and screen readers: laid over the picture (where
// touch exploration finds it) but unseen; the handle shows its value and its focus.
const Range = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  appearance: none;
`;

const Handle = styled.span`
  position: absolute;
  top: 50%;
  left: ${SPLIT_POSITION};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  translate: -50% -50%;
  border-radius: 50%;
  background: #ffffff;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.375rem;
  font-weight: 700;
  line-height: 1;
  word-spacing: 0.25rem;

  ${Range}:focus-visible ~ & {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }
`;

type BeforeAfterSliderProps = {
  item: GalleryItem;
  before: GalleryImage;
  sizes: string;
  loading?: 'lazy' | 'eager';
};

/**
 * A project's after picture with its before picture revealed up to a divider the visitor moves:
 * by dragging (mouse, pen, finger), or with the keys on the labelled range input, whose value is
 * announced. It starts at the published split, so the page's markup and the hydrated one agree.
 */
export function BeforeAfterSlider({ item, before, sizes, loading }: BeforeAfterSliderProps) {
  const { style, areaHandlers, rangeProps } = useBeforeAfterSplit();
  return (
    <GalleryPicture image={item.image} alt={item.alt} sizes={sizes} loading={loading}>
      <Comparison style={style} {...areaHandlers}>
        <BeforePicture image={before} sizes={sizes} loading={loading} />
        <Range {...rangeProps} aria-label={`Before and after: ${item.title}`} />
        <Handle aria-hidden="true">‹ ›</Handle>
      </Comparison>
    </GalleryPicture>
  );
}
