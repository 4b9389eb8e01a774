import type { QuoteRequestPhoto } from '@painting-site/gateway/contract/quote-requests';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { ModalDialog } from '@/components/ui/modal-dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { useQuotePhoto } from '../use-quote-photo.ts';

// The gallery's lightbox look: the photo across a dark screen, the controls around it.
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

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
    overflow-wrap: anywhere;
  }
`;

// A fixed stage: the photo fits inside it (contain), so neither loading nor moving on shifts anything.
const Stage = styled.div`
  display: grid;
  place-items: center;
  min-height: 0;
  height: 100%;

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Failed = styled.p`
  max-width: ${({ theme }) => theme.sizes.measure};
  text-align: center;
`;

const Controls = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
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

function FullPhoto({ requestId, photo, alt }: { requestId: number; photo: QuoteRequestPhoto; alt: string }) {
  const full = useQuotePhoto(requestId, photo.id, 'full');
  if (full.status === 'ready') return <img src={full.url} alt={alt} width={photo.width} height={photo.height} />;
  if (full.status === 'error') {
    return <Failed>{alt} could not be loaded. Check your connection, then close this and open the photo again.</Failed>;
  }
  return <Spinner size="lg" label={`Loading ${alt}`} />;
}

type PhotoViewerProps = {
  requestId: number;
  photos: readonly QuoteRequestPhoto[];
  index: number;
  /** "Photo 2 of 3 from Maria Gonzalez" for the photo at an index. */
  describe: (index: number) => string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The thumbnail that opened it, which gets focus back on close. */
  opener: HTMLElement | null;
};

/** A request's photos full size, one at a time; Previous and Next (or the arrow keys) move on. */
export function PhotoViewer({ requestId, photos, index, describe, onIndexChange, onClose, opener }: PhotoViewerProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const photo = photos[index];
  const count = photos.length;
  const showPrevious = () => onIndexChange((index - 1 + count) % count);
  const showNext = () => onIndexChange((index + 1) % count);

  if (!photo) return null;
  const title = describe(index);

  return (
    <Screen
      labelledBy={titleId}
      onClose={onClose}
      returnFocusTo={opener}
      initialFocusRef={closeRef}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') showNext();
        else if (event.key === 'ArrowLeft') showPrevious();
      }}
    >
      <TopBar>
        <h2 id={titleId}>{title}</h2>
        <ControlButton ref={closeRef} type="button" onClick={onClose}>
          Close
        </ControlButton>
      </TopBar>
      <Stage>
        <FullPhoto key={photo.id} requestId={requestId} photo={photo} alt={`${title}, full size`} />
      </Stage>
      {count > 1 && (
        <Controls>
          <ControlButton type="button" onClick={showPrevious} aria-label="Previous photo">
            <span aria-hidden="true">‹</span> Previous
          </ControlButton>
          <ControlButton type="button" onClick={showNext} aria-label="Next photo">
            Next <span aria-hidden="true">›</span>
          </ControlButton>
        </Controls>
      )}
      {/* Says where the owner is as they move, without reading the whole dialog again. */}
      <VisuallyHidden role="status">{title}</VisuallyHidden>
    </Screen>
  );
}
