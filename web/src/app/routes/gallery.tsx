import { COPY_PAGE_NAMES } from '@painting-site/gateway/contract/page-copy';
import { Paragraphs } from '@/components/ui/paragraphs.tsx';
import { paths } from '@/config/paths.ts';
import { GalleryBrowser } from '@/features/gallery/components/gallery-browser.tsx';
import { usePageCopy } from '@/features/site/api/get-page-copy.ts';
import { ClosingCallToAction } from '@/features/site/components/closing-call-to-action.tsx';
import { SitePageMeta } from '@/features/site/components/site-page-meta.tsx';

export function Component() {
  const copy = usePageCopy('gallery');
  return (
    <>
      <SitePageMeta
        title={copy.seoTitle || COPY_PAGE_NAMES.gallery}
        description={copy.seoDescription}
        page="gallery"
        path={paths.gallery}
      />
      <h1>{copy.heading || COPY_PAGE_NAMES.gallery}</h1>
      <Paragraphs text={copy.intro} />
      <GalleryBrowser />
      <ClosingCallToAction heading={copy.closingHeading} text={copy.closingText} />
    </>
  );
}
