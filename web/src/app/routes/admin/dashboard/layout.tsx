import { AdminGuard } from '@/features/auth/components/admin-guard.tsx';
import { ReturnToSignInWhenSessionEnds } from '@/features/auth/components/return-to-sign-in-when-session-ends.tsx';
import { SignOutButton } from '@/features/auth/components/sign-out-button.tsx';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout.tsx';
import { FocusLinkedField } from '@/features/dashboard/components/focus-linked-field.tsx';
import { DashboardInstallLinks } from '@/features/push-alerts/components/dashboard-install-links.tsx';
import { readSignedInUsername } from '@/lib/token-claims.ts';
import { DashboardSections } from './section-routes.tsx';

// The guard lives in this lazy module rather than in the route table, so public
// visitors never download the admin code; every section below renders inside it.
export function Component() {
  return (
    <AdminGuard>
      <ReturnToSignInWhenSessionEnds />
      <DashboardInstallLinks />
      <FocusLinkedField />
      <DashboardLayout username={readSignedInUsername()} signOutControl={<SignOutButton />}>
        <DashboardSections />
      </DashboardLayout>
    </AdminGuard>
  );
}
