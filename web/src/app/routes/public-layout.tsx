import { SiteLayout } from '@/components/layout/site-layout.tsx';
import { useBrand } from '@/features/site/api/get-brand.ts';
import { useSiteDetails } from '@/features/site/api/get-site-details.ts';
import { callLinkOf } from '@/features/site/business-facts.ts';
import { SiteFooterDetails } from '@/features/site/components/site-footer-details.tsx';
import { usePageViews } from '@/lib/use-page-views.ts';

/** The header's link home while the business name is on its way (hidden) or could not be loaded. */
const BRAND_FALLBACK = 'Home';

/** The public pages' frame, with the business's name, logo, colour, phone and details from the content snapshot; it reports each page view. */
export function PublicLayout() {
  usePageViews();
  const site = useSiteDetails();
  const details = site.status === 'ready' ? site.data : undefined;
  const brand = useBrand();
  const shown = brand.status === 'ready' ? brand.data : undefined;

  return (
    <SiteLayout
      brandName={details?.name || BRAND_FALLBACK}
      brandPending={site.status === 'loading'}
      logo={shown?.logo}
      logoOnly={shown?.logoOnly}
      accent={shown?.accent}
      call={details && callLinkOf(details)}
      footerDetails={<SiteFooterDetails />}
    />
  );
}
