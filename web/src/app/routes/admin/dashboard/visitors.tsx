import { PageMeta } from '@/components/seo/page-meta.tsx';
import { CountingExplained } from '@/features/visitor-counts/components/counting-explained.tsx';
import { VisitorsReport } from '@/features/visitor-counts/components/visitors-report.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Visitors" description="How many people visit the website, and who asks for a quote." />
      <h1>Visitors</h1>
      <CountingExplained />
      <VisitorsReport />
    </>
  );
}
