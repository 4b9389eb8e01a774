import type { GalleryItem } from '@painting-site/gateway/contract/gallery';
import { type CSSProperties, useId, useRef } from 'react';
import styled from 'styled-components';
import { ModalDialog } from '@/components/ui/modal-dialog.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { MOBILE_MAX_WIDTH_PX } from '@/config/constants.ts';
import { BeforeAfterSlider } from './before-after-slider.tsx';
import { GalleryPicture } from './gallery-picture.tsx';
import { useHorizontalSwipe } from './use-horizontal-swipe.ts';

const Screen = styled(ModalDialog)`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: #0f1724;
  color: ${({ theme }) => theme.colors.paper};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Counter = styled.p`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

const Stage = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'previous picture next';
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 0;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    grid-template-rows: minmax(0, 1fr) auto;
    grid-template-areas:
      'picture picture'
      'previous next';
    gap: ${({ theme }) => theme.space.sm};
  }
`;

// As large as the screen allows, in the picture's own proportions, so nothing moves while it loads.
const PictureArea = styled.div`
  grid-area: picture;
  display: grid;
  place-items: center;
  height: 100%;
  min-height: 0;
  /* Vertical pans stay with the browser; sideways ones reach the swipe handlers. */
  touch-action: pan-y pinch-zoom;

  & > span {
    width: min(100%, calc((100dvh - 12rem) * var(--ratio)));
  }

  ${({ theme }) => theme.media.mobile} {
    & > span {
      width: min(100%, calc((100dvh - 15rem) * var(--ratio)));
    }
  }
`;

const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: ${({ theme }) => theme.sizes.tapTarget};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid rgba(250, 247, 242, 0.6);
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font-weight: 600;
  cursor: pointer;

  @media (hover: hover) {
    &:hover {
      border-color: ${({ theme }) => theme.colors.highlight};
      color: ${({ theme }) => theme.colors.highlight};
    }
  }
`;

const PreviousButton = styled(ControlButton)`
  grid-area: previous;
  justify-self: start;
`;

const NextButton = styled(ControlButton)`
  grid-area: next;
  justify-self: end;
`;

const Caption = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: ${({ theme }) => theme.sizes.content};
  width: 100%;
  margin-inline: auto;
  text-align: center;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  p {
    margin-inline: auto;
  }
`;

/** The lightbox shows a picture across the screen. */
const LIGHTBOX_SIZES = `(max-width: ${MOBILE_MAX_WIDTH_PX}px) 100vw, 90vw`;

type LightboxProps = {
  items: readonly GalleryItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The thumbnail that opened it, which gets focus back on close. */
  opener: HTMLElement | null;
};

/** One picture at a time, large, with its title and caption; arrows, swipes or buttons move on. */
export function Lightbox({ items, index, onIndexChange, onClose, opener }: LightboxProps) {
  const titleId = useId();
  const captionId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const item = items[index];
  const count = items.length;
  const showPrevious = () => onIndexChange((index - 1 + count) % count);
  const showNext = () => onIndexChange((index + 1) % count);
  const swipe = useHorizontalSwipe({ onSwipeLeft: showNext, onSwipeRight: showPrevious });

  if (!item) return null;
  const ratio = item.image.width / item.image.height;

  return (
    <Screen
      labelledBy={titleId}
      describedBy={item.caption ? captionId : undefined}
      onClose={onClose}
      returnFocusTo={opener}
      initialFocusRef={closeRef}
      onKeyDown={(event) => {
        // Keys a control inside already used (the before/after slider's arrows) stay with it.
        if (event.defaultPrevented) return;
        if (event.key === 'ArrowRight') showNext();
        else if (event.key === 'ArrowLeft') showPrevious();
      }}
    >
      <TopBar>
        <Counter aria-hidden="true">
          {index + 1} of {count}
        </Counter>
        <ControlButton ref={closeRef} type="button" onClick={onClose}>
          Close
        </ControlButton>
      </TopBar>
      <Stage>
        <PictureArea style={{ '--ratio': String(ratio) } as CSSProperties} {...swipe}>
          {item.before ? (
            <BeforeAfterSlider key={item.id} item={item} before={item.before} sizes={LIGHTBOX_SIZES} loading="eager" />
          ) : (
            <GalleryPicture key={item.id} image={item.image} alt={item.alt} sizes={LIGHTBOX_SIZES} loading="eager" />
          )}
        </PictureArea>
        {count > 1 && (
          <>
            <PreviousButton type="button" onClick={showPrevious} aria-label="Previous picture">
              <span aria-hidden="true">‹</span> Previous
            </PreviousButton>
            <NextButton type="button" onClick={showNext} aria-label="Next picture">
              Next <span aria-hidden="true">›</span>
            </NextButton>
          </>
        )}
      </Stage>
      <Caption>
        <h2 id={titleId}>{item.title}</h2>
        {item.caption && <p id={captionId}>{item.caption}</p>}
      </Caption>
      {/* Says where the visitor is as they move, without reading the whole dialog again. */}
      <VisuallyHidden role="status">{`Picture ${index + 1} of ${count}: ${item.title}`}</VisuallyHidden>
    </Screen>
  );
}
