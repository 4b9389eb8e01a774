import { ManageVisit } from '@/features/estimate-visits/components/manage-visit.tsx';
import { SitePageMeta } from '@/features/site/components/site-page-meta.tsx';

export const VISIT_HEADING = 'Your estimate visit';

/** The customer's private page for their booked visit (`/visit#<token>`, from our e-mails). */
export function Component() {
  return (
    <>
      {/* A private page: no path for search engines, and noindex. */}
      <SitePageMeta
        title={VISIT_HEADING}
        description="Your estimate visit: when it is, and how to change it."
        noindex
      />
      <h1>{VISIT_HEADING}</h1>
      <ManageVisit />
    </>
  );
}
