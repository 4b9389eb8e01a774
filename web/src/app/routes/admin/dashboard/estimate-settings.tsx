import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta.tsx';
import { paths } from '@/config/paths.ts';
import { EstimateSettingsPage } from '@/features/estimates/components/estimate-settings-page.tsx';

export function Component() {
  return (
    <>
      <PageMeta
        title="Price list and settings"
        description="The price list estimates are written from, and their defaults."
      />
      <Link to={paths.adminEstimates}>
        <span aria-hidden="true">←&nbsp;</span>All estimates
      </Link>
      <h1>Price list and settings</h1>
      <EstimateSettingsPage />
    </>
  );
}
