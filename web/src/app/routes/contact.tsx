import { PageMeta } from '@/components/seo/page-meta.tsx';
import { BUSINESS_NAME } from '@/config/constants.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title="Contact"
        description={`Ask ${BUSINESS_NAME} for a free, no-obligation estimate for your interior or exterior painting job.`}
      />
      <h1>Request a free estimate</h1>
      <p>
        Tell us about your project: the rooms or surfaces to paint, roughly how big they are and when you
        would like the work done. We will get back to you with a free, no-obligation estimate.
      </p>
    </>
  );
}
