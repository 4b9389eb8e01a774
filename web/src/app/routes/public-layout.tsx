import { SiteLayout } from '@/components/layout/site-layout.tsx';
import { BUSINESS_NAME } from '@/config/constants.ts';
import { useSiteDetails } from '@/features/site/api/get-site-details.ts';
import { callLinkOf } from '@/features/site/business-facts.ts';
import { SiteFooterDetails } from '@/features/site/components/site-footer-details.tsx';

/** The public pages' frame, with the business's name, phone and details from `/api/site`. */
export function PublicLayout() {
  const site = useSiteDetails();
  const details = site.status === 'ready' ? site.data : undefined;

  return (
    <SiteLayout
      brandName={details?.name || BUSINESS_NAME}
      brandPending={site.status === 'loading'}
      call={details && callLinkOf(details)}
      footerDetails={<SiteFooterDetails />}
    />
  );
}
