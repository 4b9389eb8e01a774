import { PageMeta } from '@/components/seo/page-meta.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { BackupsPanel } from '@/features/backups/components/backups-panel.tsx';
import { StartFromBackupOffer } from '@/features/backups/components/start-from-backup-offer.tsx';
import { SectionCards } from '@/features/dashboard/components/section-cards.tsx';
import { SetupChecklist } from '@/features/dashboard/components/setup-checklist.tsx';
import { SiteAddressNotice } from '@/features/dashboard/components/site-address-notice.tsx';
import { UpcomingVisitsPanel } from '@/features/estimate-visits-admin/components/upcoming-visits.tsx';
import { EstimateMonthFigures } from '@/features/estimates/components/estimate-month-figures.tsx';
import { RequestsOverview } from '@/features/quote-requests/components/requests-overview.tsx';
import { useSiteDetails } from '@/features/site/api/get-site-details.ts';
import { VisitorsWeekSummary } from '@/features/visitor-counts/components/visitors-week-summary.tsx';

export function Component() {
  const site = useSiteDetails();
  return (
    <>
      <PageMeta title="Dashboard" description="Manage the website." />
      <h1>Dashboard</h1>
      {site.status === 'ready' && <SiteAddressNotice siteUrl={site.data.siteUrl} openedAt={window.location.origin} />}
      <StartFromBackupOffer />
      <SetupChecklist />
      <RequestsOverview />
      <EstimateMonthFigures />
      <VisitorsWeekSummary />
      <UpcomingVisitsPanel />
      <BackupsPanel />
      <PageSection title="Sections">
        <SectionCards />
      </PageSection>
    </>
  );
}
