import type { GalleryResponse } from '@painting-site/gateway/contract/gallery';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AsyncContent } from '@/components/ui/async-content.tsx';
import { EmptyNote } from '@/components/ui/page-section.tsx';
import { useGallery } from '../api/get-gallery.ts';
import { CategoryFilter } from './category-filter.tsx';
import { GalleryGrid } from './gallery-grid.tsx';
import { Lightbox } from './lightbox.tsx';

type Opened = { index: number; opener: HTMLElement };

function FilteredGallery({ gallery }: { gallery: GalleryResponse }) {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('category');
  // Only the categories that have projects: a filter that shows nothing is a dead end.
  const offered = gallery.categories.filter((category) => gallery.items.some((item) => item.category === category));
  // An unknown or empty category in a shared link shows everything rather than nothing.
  const current = offered.find((category) => category === requested) ?? null;
  const items = current ? gallery.items.filter((item) => item.category === current) : gallery.items;
  const [opened, setOpened] = useState<Opened | null>(null);

  return (
    <>
      {/* One category is no choice: the filter shows from two on. */}
      {offered.length > 1 && <CategoryFilter categories={offered} current={current} />}
      {items.length > 0 ? (
        <GalleryGrid items={items} onOpen={(index, opener) => setOpened({ index, opener })} />
      ) : (
        <EmptyNote>No projects to show yet: photos of our latest jobs are on their way.</EmptyNote>
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
