import { paths } from '@/config/paths.ts';
import { GalleryBrowser } from '@/features/gallery/components/gallery-browser.tsx';
import { ClosingCallToAction } from '@/features/site/components/closing-call-to-action.tsx';
import { SitePageMeta } from '@/features/site/components/site-page-meta.tsx';

export function Component() {
  return (
    <>
      <SitePageMeta
        title="Gallery"
        description="Photos of recent interior, exterior, cabinet and commercial painting jobs."
        path={paths.gallery}
      />
      <h1>Our recent work</h1>
      <p>
        Living rooms, kitchens, cabinets, house fronts and storefronts: a look at jobs we have finished for local
        homeowners and businesses. Choose a picture to see it larger.
      </p>
      <GalleryBrowser />
      <ClosingCallToAction title="Like what you see?" />
    </>
  );
}
