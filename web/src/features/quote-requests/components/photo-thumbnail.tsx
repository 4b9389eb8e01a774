import type { QuoteRequestPhoto } from '@painting-site/gateway/contract/quote-requests';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { useQuotePhoto } from '../use-quote-photo.ts';

// Every thumbnail takes the same box whatever its state, so nothing moves as the photos arrive.
const Frame = styled.div`
  display: grid;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paper};
`;

const OpenButton = styled.button`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: zoom-in;

  &:focus-visible {
    outline: 3px solid var(--focus-ring);
    outline-offset: -3px;
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Failed = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.small};
  text-align: center;
`;

type PhotoThumbnailProps = {
  requestId: number;
  photo: QuoteRequestPhoto;
  /** "Photo 1 of 3 from Maria Gonzalez". */
  alt: string;
  onOpen: (opener: HTMLButtonElement) => void;
};

/** One photo of a request, small; a press opens it full size. */
export function PhotoThumbnail({ requestId, photo, alt, onOpen }: PhotoThumbnailProps) {
  const thumbnail = useQuotePhoto(requestId, photo.id, 'thumbnail');

  return (
    <Frame>
      {thumbnail.status === 'error' ? (
        <Failed>
          <p>{alt} could not be loaded.</p>
          <Button type="button" data-variant="secondary" data-size="small" onClick={thumbnail.retry}>
            Try again<VisuallyHidden> to load {alt}</VisuallyHidden>
          </Button>
        </Failed>
      ) : (
        <OpenButton type="button" aria-haspopup="dialog" onClick={(event) => onOpen(event.currentTarget)}>
          {thumbnail.status === 'ready' ? (
            <img src={thumbnail.url} alt={alt} />
          ) : (
            <>
              <Spinner decorative />
              <VisuallyHidden>{alt} (loading)</VisuallyHidden>
            </>
          )}
        </OpenButton>
      )}
    </Frame>
  );
}
