import type { GalleryImage, GalleryItem } from '@painting-site/gateway/contract/gallery';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { BEFORE_AFTER_START_PERCENT } from '@/config/constants.ts';
import { BeforePicture } from './before-picture.tsx';
import { GALLERY_GRID_SIZES, GalleryPicture, largestVariantUrl } from './gallery-picture.tsx';
import { ProjectLabel, projectCard } from './project-label.tsx';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  /* Two columns on a phone: pictures stay big enough to see, the list short enough to scroll. */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

// The before picture's own link (below) is laid over the card.
const Card = styled.li`
  position: relative;
`;

const Thumbnail = styled.a`
  ${projectCard}
  cursor: zoom-in;
`;

/** A click that asks for nothing else (another tab, a download…): the lightbox's to take. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

// With scripting off, the before half of a before/after card (before-picture.tsx) is a link of its
// own, over the picture, to the whole before picture: the card's link leads to the after one. With
// scripts, the lightbox shows both, so the link is not there (nor announced). It covers the before
// part of the picture's box: its share of the card's width, inside the border, in proportion.
const BeforeLink = styled.a<{ $ratio: string }>`
  display: none;

  @media (scripting: none) {
    position: absolute;
    top: 1px;
    left: 1px;
    display: block;
    width: calc(${BEFORE_AFTER_START_PERCENT}% - 1px);
    aspect-ratio: ${({ $ratio }) => $ratio};
    cursor: zoom-in;
  }
`;

/** The before part's width/height, for a picture of the after picture's proportions. */
function beforePartRatio({ width, height }: GalleryImage) {
  return `${(width * BEFORE_AFTER_START_PERCENT) / 100} / ${height}`;
}

type GalleryGridProps = {
  items: readonly GalleryItem[];
  /** Opens the picture at `index` large; `opener` gets focus back when it closes. */
  onOpen: (index: number, opener: HTMLElement) => void;
};

/**
 * The pictures as a grid of links to their largest files, which the app opens in its lightbox
 * instead: before it runs, or without it, a tap still shows the picture large, and a click asking
 * for a new tab opens the file there. A project with a before picture shows both, split in the
 * middle; the lightbox lets the visitor move the divider (a control inside a link could not have
 * its own keys or clicks).
 */
export function GalleryGrid({ items, onOpen }: GalleryGridProps) {
  return (
    <Grid>
      {items.map((item, index) => (
        <Card key={item.id}>
          <Thumbnail
            href={largestVariantUrl(item.image)}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onOpen(index, event.currentTarget);
            }}
          >
            <GalleryPicture image={item.image} alt={item.alt} sizes={GALLERY_GRID_SIZES}>
              {item.before && <BeforePicture image={item.before} sizes={GALLERY_GRID_SIZES} />}
            </GalleryPicture>
            {item.before && <VisuallyHidden>Before and after</VisuallyHidden>}
            <ProjectLabel title={item.title} category={item.category} />
          </Thumbnail>
          {item.before && (
            <BeforeLink href={largestVariantUrl(item.before)} $ratio={beforePartRatio(item.image)}>
              <VisuallyHidden>Before painting: {item.title}</VisuallyHidden>
            </BeforeLink>
          )}
        </Card>
      ))}
    </Grid>
  );
}
