import type { QuoteRequest } from '@painting-site/gateway/contract/quote-requests';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { PhotoThumbnail } from './photo-thumbnail.tsx';
import { PhotoViewer } from './photo-viewer.tsx';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

type Viewing = { index: number; opener: HTMLElement };

/**
 * The photos the customer attached and those the owner added (for an estimate), as thumbnails;
 * each opens full size. Nothing when there are none.
 */
export function QuotePhotos({ message }: { message: QuoteRequest }) {
  const headingId = useId();
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const { photos } = message;
  if (photos.length === 0) return null;
  const describe = (index: number) =>
    `Photo ${index + 1} of ${photos.length}${photos[index]?.addedBy === 'owner' ? ', added by you' : ` from ${message.name}`}`;

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Photos ({photos.length})</h2>
      <Grid>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <PhotoThumbnail
              requestId={message.id}
              photo={photo}
              alt={describe(index)}
              onOpen={(opener) => setViewing({ index, opener })}
            />
          </li>
        ))}
      </Grid>
      {viewing && (
        <PhotoViewer
          requestId={message.id}
          photos={photos}
          index={viewing.index}
          describe={describe}
          onIndexChange={(index) => setViewing((current) => current && { ...current, index })}
          onClose={() => setViewing(null)}
          opener={viewing.opener}
        />
      )}
    </Section>
  );
}
