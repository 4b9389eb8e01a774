import { CenteredLayout } from '@/components/layout/centered-layout.tsx';
import { PageMeta } from '@/components/seo/page-meta.tsx';
import { BUSINESS_NAME } from '@/config/constants.ts';
import { AdminGuard } from '@/features/auth/components/admin-guard.tsx';

// The guard lives in this lazy module rather than in the route table, so public
// visitors never download the admin code.
export function Component() {
  return (
    <AdminGuard>
      <CenteredLayout>
        <PageMeta title="Dashboard" description={`Manage the ${BUSINESS_NAME} website.`} />
        <h1>Dashboard</h1>
        <p>Quote requests, gallery photos, services and business details are managed from here.</p>
      </CenteredLayout>
    </AdminGuard>
  );
}
