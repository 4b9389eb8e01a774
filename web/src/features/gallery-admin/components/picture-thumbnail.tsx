import type { GalleryImage } from '@painting-site/gateway/contract/gallery';
import type { CSSProperties } from 'react';
import styled from 'styled-components';

/** The narrowest stored width: enough for a thumbnail in the dashboard. */
export function smallestVariant(image: GalleryImage) {
  return [...image.variants].sort((a, b) => a.width - b.width)[0];
}

const Box = styled.span`
  display: block;
  flex: none;
  width: 4.5rem;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: var(--thumb-color);

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  ${({ theme }) => theme.media.mobile} {
    width: 3.5rem;
  }
`;

/** A small picture of a stored photo, in its dominant colour until it loads. */
export function PictureThumbnail({ image, alt }: { image: GalleryImage; alt: string }) {
  const thumb = smallestVariant(image);
  return (
    <Box style={{ '--thumb-color': image.color } as CSSProperties}>
      {thumb && (
        <img
          src={thumb.url}
          alt={alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          draggable={false}
        />
      )}
    </Box>
  );
}
