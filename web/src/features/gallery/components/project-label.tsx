import type { GalleryCategory } from '@painting-site/gateway/contract/gallery';
import styled, { css } from 'styled-components';
import { categoryLabel } from '@/config/gallery-categories.ts';

/**
 * A project card's link, in the gallery and on the home page: as tall as its row, whatever the
 * title's length, so a row lines up; its picture grows a little under a hovering pointer. A block,
 * not a grid: each picture that arrives has the browser lay the cards out again, and with a grid in
 * every card (and in its label) that took up to twice as long (measured on /gallery).
 */
export const projectCard = css`
  display: block;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;

  img {
    transition: transform 0.3s ease;
  }

  @media (hover: hover) {
    &:hover img {
      transform: scale(1.03);
    }
  }
`;

// A column of two lines; flex, not grid, as each card lays it out again when its picture arrives.
const Label = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

const Title = styled.span`
  font-weight: 700;
`;

const Category = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** The title and category under a project's picture, in the gallery and on the home page. */
export function ProjectLabel({ title, category }: { title: string; category: GalleryCategory }) {
  return (
    <Label>
      <Title>{title}</Title>
      <Category>{categoryLabel(category)}</Category>
    </Label>
  );
}
