import type { GalleryItem } from '@painting-site/gateway/contract/gallery';
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { cardBox } from '@/components/ui/card-list.tsx';
import { RowActions } from '@/components/ui/row-actions.tsx';
import { Tag } from '@/components/ui/tag.tsx';
import { categoryLabel } from '@/config/gallery-categories.ts';
import { useDragReorder } from '@/lib/use-drag-reorder.ts';
import { AWAITING_TITLE_NOTE } from '../gallery-item-rules.ts';
import { BeforePictureControl } from './before-picture-control.tsx';
import { smallestVariant } from './picture-thumbnail.tsx';

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Card = styled.li`
  display: grid;
  grid-template-rows: auto 1fr auto auto;
  overflow: hidden;
  ${cardBox}
  cursor: grab;

  &[data-dragging='true'] {
    opacity: 0.4;
  }

  &[data-drop-side] {
    outline: 3px dashed ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 6rem minmax(0, 1fr);
    grid-template-rows: auto auto;
    cursor: auto;
  }
`;

const Thumb = styled.div`
  aspect-ratio: 4 / 3;
  background: var(--thumb-color);

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    /* The card is what gets dragged, not the picture on its own. */
    pointer-events: none;
  }

  ${({ theme }) => theme.media.mobile} {
    aspect-ratio: 1;
    align-self: start;
    margin: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    overflow: hidden;
  }
`;

const Text = styled.div`
  display: grid;
  align-content: start;
  gap: 2px;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.body};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Hidden = styled(Tag)`
  justify-self: start;
  white-space: normal;
`;

const Featured = styled.span`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};

  /* The arrows sit at the far end of the row. */
  & > :last-child {
    margin-inline-start: auto;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
    padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  }
`;

type PhotoListProps = {
  items: readonly GalleryItem[];
  onMove: (from: number, to: number) => void;
  onEdit: (item: GalleryItem) => void;
  onDelete: (item: GalleryItem) => void;
  /** The item now carries a new before picture. */
  onBeforeSaved: (item: GalleryItem) => void;
  onRemoveBefore: (item: GalleryItem) => void;
};

/** The gallery in display order: drag a card onto another, or use Move up / Move down. */
export function PhotoList({ items, onMove, onEdit, onDelete, onBeforeSaved, onRemoveBefore }: PhotoListProps) {
  const { itemProps } = useDragReorder(onMove);
  return (
    <Grid aria-label="Photos in display order">
      {items.map((item, index) => {
        const thumb = smallestVariant(item.image);
        return (
          <Card key={item.id} {...itemProps(index)}>
            <Thumb style={{ '--thumb-color': item.image.color } as CSSProperties}>
              {thumb && (
                <img
                  src={thumb.url}
                  alt={item.alt}
                  width={item.image.width}
                  height={item.image.height}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                />
              )}
            </Thumb>
            <Text>
              <Title>{item.title}</Title>
              {item.awaitingTitle && <Hidden $tone="highlight">{AWAITING_TITLE_NOTE}</Hidden>}
              <Meta>
                <span>
                  {index + 1} of {items.length}
                </span>
                <span>{categoryLabel(item.category)}</span>
                {item.featured && (
                  <Featured>
                    <span aria-hidden="true">★ </span>Featured
                  </Featured>
                )}
              </Meta>
            </Text>
            <BeforePictureControl item={item} onSaved={onBeforeSaved} onRemove={onRemoveBefore} />
            <Actions>
              <RowActions
                title={item.title}
                index={index}
                count={items.length}
                onEdit={() => onEdit(item)}
                onDelete={() => onDelete(item)}
                onMove={onMove}
              />
            </Actions>
          </Card>
        );
      })}
    </Grid>
  );
}
