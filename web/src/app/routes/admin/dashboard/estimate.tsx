import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta.tsx';
import { EstimatePage } from '@/features/estimates/components/estimate-page.tsx';

export function Component() {
  const { id } = useParams();
  return (
    <>
      <PageMeta title="Estimate" description="One estimate: write it, preview it, send it, and see it accepted." />
      <EstimatePage id={Number(id)} />
    </>
  );
}
