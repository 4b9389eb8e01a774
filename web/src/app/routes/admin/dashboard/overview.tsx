import { PageMeta } from '@/components/seo/page-meta.tsx';
import { BUSINESS_NAME } from '@/config/constants.ts';
import { SectionCards } from '@/features/dashboard/components/section-cards.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Dashboard" description={`Manage the ${BUSINESS_NAME} website.`} />
      <h1>Dashboard</h1>
      <p>
        Quote requests, gallery photos, services and business details are managed from here. Pick a section
        to start.
      </p>
      <SectionCards />
    </>
  );
}
