import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { categoryLabel, type GalleryCategory } from '@/config/gallery-categories.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const FilterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.inkMuted};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  text-decoration: none;

  @media (hover: hover) {
    &:hover {
      border-color: ${({ theme }) => theme.colors.accent};
      color: ${({ theme }) => theme.colors.accentHover};
    }
  }

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.paper};
  }
`;

type CategoryFilterProps = {
  categories: readonly GalleryCategory[];
  /** The category shown, or null for all of them. */
  current: GalleryCategory | null;
};

/** Links that put the category in the address (?category=…), so a filtered gallery can be shared. */
export function CategoryFilter({ categories, current }: CategoryFilterProps) {
  const options = [null, ...categories];
  return (
    <nav aria-label="Filter projects by category">
      <List>
        {options.map((category) => (
          <li key={category ?? 'all'}>
            <FilterLink
              to={{ search: category ? `?category=${encodeURIComponent(category)}` : '' }}
              // Changing the filter keeps the visitor where they are on the page.
              preventScrollReset
              replace
              aria-current={category === current ? 'true' : undefined}
            >
              {category ? categoryLabel(category) : 'All'}
            </FilterLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
