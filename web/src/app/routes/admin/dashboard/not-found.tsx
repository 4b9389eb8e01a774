import { PageMeta } from '@/components/seo/page-meta.tsx';
import { ButtonLink, ButtonRow } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';

export function Component() {
  return (
    <>
      <PageMeta title="Section not found" description="This part of the dashboard does not exist." />
      <h1>Section not found</h1>
      <p>There is no part of the dashboard at this address. Pick a section from the menu.</p>
      <ButtonRow>
        <ButtonLink to={paths.adminDashboard}>Go to the overview</ButtonLink>
      </ButtonRow>
    </>
  );
}
