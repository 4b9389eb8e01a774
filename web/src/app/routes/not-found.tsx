import { ButtonLink, ButtonRow } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { SitePageMeta } from '@/features/site/components/site-page-meta.tsx';

export function Component() {
  return (
    <>
      <SitePageMeta title="Page not found" description="The page you were looking for does not exist." />
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <ButtonRow>
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
        <ButtonLink to={paths.contact} data-variant="secondary">
          Request a free estimate
        </ButtonLink>
      </ButtonRow>
    </>
  );
}
