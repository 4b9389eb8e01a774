import { PageMeta } from '@/components/seo/page-meta.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { EstimatesList } from '@/features/estimates/components/estimates-list.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Estimates" description="The estimates you wrote, sent and won." />
      <h1>Estimates</h1>
      <p>
        Every estimate, newest first. Write one from a quote request's page; open one here to change it, send it or see
        how it stands.
      </p>
      <div>
        <ButtonLink to={paths.adminEstimateSettings} data-variant="secondary">
          Price list and settings
        </ButtonLink>
      </div>
      <EstimatesList />
    </>
  );
}
