import { PageMeta } from '@/components/seo/page-meta.tsx';
import { BUSINESS_NAME } from '@/config/constants.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title="Gallery"
        description={`Photos of recent interior and exterior painting jobs by ${BUSINESS_NAME}.`}
      />
      <h1>Our recent work</h1>
      <p>
        Living rooms, kitchens, stairwells, house fronts and fences: a look at interior and exterior jobs we
        have finished for local homeowners and businesses.
      </p>
    </>
  );
}
