import type { GalleryCategory } from '@painting-site/gateway/contract/gallery';
import styled from 'styled-components';
import { FilterChipLink } from '@/components/ui/filter-chip.tsx';
import { categoryLabel } from '@/config/gallery-categories.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
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
            <FilterChipLink
              to={{ search: category ? `?category=${encodeURIComponent(category)}` : '' }}
              // Changing the filter keeps the visitor where they are on the page.
              preventScrollReset
              replace
              aria-current={category === current ? 'true' : undefined}
            >
              {category ? categoryLabel(category) : 'All'}
            </FilterChipLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
