import { COPY_PAGE_NAMES, COPY_PAGES, type CopyPage, type PageCopies } from '@painting-site/gateway/contract/page-copy';
import { useSearchParams } from 'react-router-dom';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { type TabItem, Tabs } from '@/components/ui/tabs.tsx';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getGalleryPictures } from '../api/get-gallery-pictures.ts';
import { getSiteCopy } from '../api/get-site-copy.ts';
import { PageCopyForm, type SiteIdentity } from './page-copy-form.tsx';
import { ShareImagePicker } from './share-image-picker.tsx';

/** The tab of the link-preview picture, beside the pages'. */
const SHARE_TAB = 'link-preview';
type TabId = CopyPage | typeof SHARE_TAB;
/** The address keeps the tab open (`?page=contact`), so a link can lead straight to it. */
export const PAGE_TAB_PARAM = 'page';

const isTab = (value: string | null): value is TabId =>
  value === SHARE_TAB || COPY_PAGES.some((page) => page === value);

type PageCopyEditorProps = {
  /** The business and its address, for the search-result preview; undefined while unknown. */
  site: SiteIdentity | undefined;
};

/** Loads every page's words and offers each page's form in a tab of its own, then the preview picture. */
export function PageCopyEditor({ site }: PageCopyEditorProps) {
  const copy = useLoaded('the pages’ text', 'pages', getSiteCopy);
  const pictures = useLoaded('the gallery pictures', 'gallery', getGalleryPictures);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(PAGE_TAB_PARAM);
  const selected: TabId = isTab(requested) ? requested : 'home';
  const { update } = copy;

  function select(tab: TabId) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PAGE_TAB_PARAM, tab);
        return next;
      },
      { replace: true },
    );
  }

  function savePage<Page extends CopyPage>(page: Page, saved: PageCopies[Page]) {
    update((current) => ({ ...current, pages: { ...current.pages, [page]: saved } }));
  }

  return (
    <AsyncContent resource={copy} failureAdvice={OWNER_LOAD_ADVICE} minHeight="20rem">
      {(data) => {
        const tabs: TabItem<TabId>[] = [
          ...COPY_PAGES.map((page) => ({
            id: page,
            label: COPY_PAGE_NAMES[page],
            panel: (
              <PageCopyForm
                page={page}
                copy={data.pages[page]}
                site={site}
                onSaved={(saved) => savePage(page, saved)}
              />
            ),
          })),
          {
            id: SHARE_TAB,
            label: 'Link preview',
            panel: (
              <AsyncContent resource={pictures} failureAdvice={OWNER_LOAD_ADVICE} minHeight="12rem">
                {(items) => (
                  <ShareImagePicker
                    pictures={items}
                    picked={data.shareImageId}
                    onSaved={(shareImageId) => update((current) => ({ ...current, shareImageId }))}
                  />
                )}
              </AsyncContent>
            ),
          },
        ];
        return <Tabs label="Pages" tabs={tabs} selected={selected} onSelect={select} />;
      }}
    </AsyncContent>
  );
}
