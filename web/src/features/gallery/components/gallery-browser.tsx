import type { GalleryResponse } from '@painting-site/gateway/contract/gallery';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AsyncContent } from '@/components/ui/async-content.tsx';
import { EmptyNote } from '@/components/ui/page-section.tsx';
import { categoryLabel } from '@/config/gallery-categories.ts';
import { paths } from '@/config/paths.ts';
import { useGallery } from '../api/get-gallery.ts';
import { CategoryFilter } from './category-filter.tsx';
import { GalleryGrid } from './gallery-grid.tsx';
import { Lightbox } from './lightbox.tsx';

type Opened = { index: number; opener: HTMLElement };

function FilteredGallery({ gallery }: { gallery: GalleryResponse }) {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('category');
  // An unknown category in a shared link shows everything rather than nothing.
  const current = gallery.categories.find((category) => category === requested) ?? null;
  const items = current ? gallery.items.filter((item) => item.category === current) : gallery.items;
  const [opened, setOpened] = useState<Opened | null>(null);

  return (
    <>
      <CategoryFilter categories={gallery.categories} current={current} />
      {items.length > 0 ? (
        <GalleryGrid items={items} onOpen={(index, opener) => setOpened({ index, opener })} />
      ) : (
        <EmptyNote>
          {current
            ? `No ${categoryLabel(current).toLowerCase()} projects to show yet. `
            : 'No projects to show yet: photos of our latest jobs are on their way. '}
          {current && <Link to={paths.gallery}>See all projects</Link>}
        </EmptyNote>
      )}
      {opened && (
        <Lightbox
          items={items}
          index={opened.index}
          onIndexChange={(index) => setOpened({ ...opened, index })}
          onClose={() => setOpened(null)}
          opener={opened.opener}
        />
      )}
    </>
  );
}

/** The gallery: a category filter kept in the address, the grid, and the lightbox. */
export function GalleryBrowser() {
  const gallery = useGallery();
  return (
    <AsyncContent resource={gallery} minHeight="24rem" reserveScreen>
      {(data) => <FilteredGallery gallery={data} />}
    </AsyncContent>
  );
}
