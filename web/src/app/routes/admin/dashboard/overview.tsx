import { PageMeta } from '@/components/seo/page-meta.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { SectionCards } from '@/features/dashboard/components/section-cards.tsx';
import { SetupChecklist } from '@/features/dashboard/components/setup-checklist.tsx';
import { RequestsOverview } from '@/features/messages/components/requests-overview.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Dashboard" description="Manage the website." />
      <h1>Dashboard</h1>
      <SetupChecklist />
      <RequestsOverview />
      <PageSection title="Sections">
        <SectionCards />
      </PageSection>
    </>
  );
}
