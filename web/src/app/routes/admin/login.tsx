import { Navigate } from 'react-router-dom';
import { CenteredLayout } from '@/components/layout/centered-layout.tsx';
import { PageMeta } from '@/components/seo/page-meta.tsx';
import { ButtonLink, ButtonRow } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { readToken } from '@/lib/token-storage.ts';
import { useBusinessName } from '@/lib/use-business-name.ts';

export function Component() {
  // From the published content: the SPA names no business of its own.
  const businessName = useBusinessName();
  // Holding a token already: straight on to the dashboard, whose guard decides whether it is still good.
  if (readToken()) return <Navigate to={paths.adminDashboard} replace />;
  const owner = businessName ? `the owner of ${businessName}` : 'the owner of this website';
  return (
    <CenteredLayout>
      <PageMeta title="Owner sign-in" description={`Sign-in for ${owner}.`} />
      <h1>Owner sign-in</h1>
      <p>
        This sign-in is for {owner}, to manage quote requests and the gallery. Looking for a quote? Head back to the
        website.
      </p>
      <LoginForm />
      <ButtonRow>
        <ButtonLink to={paths.home} data-variant="secondary">
          Back to the website
        </ButtonLink>
      </ButtonRow>
    </CenteredLayout>
  );
}
